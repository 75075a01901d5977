// Choosing a turn on the board and in the panel: the unblocking set when
// one is due, the point, the payment when the audit asks for one, and a
// confirmation before a placement that would bankrupt the player. Shared
// by the game page and the tutorial. It calls onTurn(turn) once the whole
// turn is chosen; nothing is played before that.
import { TurnChoice } from './turn.mjs';
import { unblockPanel, payPanel, placePanel } from './panel.mjs';

export class TurnInput {
    /**
     * `onTurn(turn)`: a whole turn is chosen. `confirmBankrupt(point,
     * preview)`: a promise of whether to place anyway. `changed()`: the
     * choice changed, draw again.
     */
    constructor({ onTurn, confirmBankrupt, changed }) {
        this.onTurn = onTurn;
        this.confirmBankrupt = confirmBankrupt;
        this.changed = changed;
        this.game = null;
        this.choice = null;
    }

    /** Choose turns in `game` from now on (or again from the start of the turn). */
    reset(game = this.game) {
        this.game = game;
        this.choice = new TurnChoice(game);
    }

    /** The board's marks of the choice: { dots, candidates, chosen, target }. */
    marks() {
        const c = this.choice;
        return { dots: new Set(c.legal()), candidates: c.candidates(), chosen: c.chosen(),
            target: c.stage === 'pay' ? c.point : null };
    }

    /** A click or Enter on a point. Returns whether it meant something. */
    async point(name) {
        const c = this.choice;
        if (c.stage === 'unblock') {
            if (!c.candidates().has(name)) return false;
            c.pickStone(name);
        } else if (c.stage === 'pay') {
            if (!c.candidates().has(name)) return false;
            c.togglePay(name);
        } else {
            if (!c.legal().includes(name)) return false;
            const preview = c.choosePoint(name);
            if (preview.audit === 'bankrupt' && !await this.confirmBankrupt(name, preview)) {
                this.reset();
            } else if (preview.audit !== 'pay') {
                this.#commit();
                return true;
            }
        }
        this.changed();
        return true;
    }

    #commit() {
        if (!this.choice.complete) return;
        const turn = this.choice.turn();
        this.reset();
        this.onTurn(turn);
    }

    /** Draw the panel's part of the choice into `panel`; `who` names the mover. */
    drawPanel(panel, who) {
        const c = this.choice;
        const acts = {
            set: (s) => { c.chooseSet(s); this.changed(); },
            pay: (p) => { c.togglePay(p); this.changed(); },
            play: () => this.#commit(),
            cancel: () => { this.reset(); this.changed(); },
        };
        if (c.stage === 'unblock') unblockPanel(panel, who, c.sets(), acts);
        else if (c.stage === 'pay') payPanel(panel, c, acts);
        else if (c.unblock) placePanel(panel, c, acts);
        else panel.replaceChildren();
    }
}
