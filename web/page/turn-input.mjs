// Choosing a turn on the board and in the panel: the unblocking set when
// one is due, the point, the payment when the audit asks for one, and a
// confirmation before a placement that would bankrupt the player. Shared
// by the game page and the tutorial. It calls onTurn(turn) once the whole
// turn is chosen; nothing is played before that.
import { TurnChoice } from './turn.mjs';
import { unblockPanel, payPanel, placePanel } from './panel.mjs';
import { refusal } from './refusal.mjs';

export class TurnInput {
    /**
     * `onTurn(turn)`: a whole turn is chosen. `confirmBankrupt(point,
     * preview)`: a promise of whether to place anyway. `changed()`: the
     * choice changed, draw again. `refused(text)`: a point that cannot be
     * chosen was clicked; `text` says why.
     */
    constructor({ onTurn, confirmBankrupt, changed, refused }) {
        this.onTurn = onTurn;
        this.refused = refused;
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

    /**
     * The board's marks of the choice: { dots, candidates, chosen, target,
     * refused } (refused: a Map from each point where the stone may not go
     * to why, in a few words).
     */
    marks() {
        const c = this.choice;
        const dots = new Set(c.legal());
        const refused = new Map();
        if (c.stage === 'place') {
            for (const name of this.game.points()) {
                if (!dots.has(name)) refused.set(name, refusal(c.status(name), name)?.short ?? 'not legal');
            }
        }
        return { dots, candidates: c.candidates(), chosen: c.chosen(),
            target: c.stage === 'pay' ? c.point : null, refused };
    }

    // Say why `name` cannot be chosen at this stage of the turn.
    #refuse(name) {
        const c = this.choice;
        let text;
        if (c.stage === 'unblock') text = `${name} is not in an offered set: no placement is legal yet, so choose the stones to remove first (R15, R16).`;
        else if (c.stage === 'pay') text = `${name} cannot pay: the payment is made with your own stones (R11).`;
        else text = refusal(c.status(name), name)?.text ?? `${name} is not legal.`;
        this.refused?.(text);
        return false;
    }

    /** A click or Enter on a point. Returns whether it meant something. */
    async point(name) {
        const c = this.choice;
        if (c.stage === 'unblock') {
            if (!c.candidates().has(name)) return this.#refuse(name);
            c.pickStone(name);
        } else if (c.stage === 'pay') {
            if (!c.candidates().has(name)) return this.#refuse(name);
            c.togglePay(name);
        } else {
            if (!c.legal().includes(name)) return this.#refuse(name);
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
