// The turn being chosen on the page: an unblocking set (when one is due),
// the point, and a payment (when the audit asks for one). Nothing is played
// until the whole turn is chosen; every question (which sets, which points,
// what the audit does) is asked of the library through the Game.
export class TurnChoice {
    constructor(game) {
        this.game = game;
        this.unblock = null;   // the chosen set, or null
        this.picked = [];      // stones clicked towards a set
        this.point = null;
        this.preview = null;
        this.pay = [];
    }

    /** 'unblock' | 'place' | 'pay': what the player chooses next. */
    get stage() {
        if (this.game.phase() === 'unblock' && !this.unblock) return 'unblock';
        if (this.point && this.preview?.audit === 'pay') return 'pay';
        return 'place';
    }

    sets() { return this.game.unblockSets(); }

    /** Stones that belong to some offered set. */
    candidates() {
        if (this.stage === 'unblock') return new Set(this.sets().flat());
        if (this.stage === 'pay') return new Set(this.preview.payers);
        return new Set();
    }

    /** Where the stone may go now. */
    legal() {
        if (this.stage !== 'place') return [];
        return this.unblock ? this.game.legalAfterUnblock(this.unblock) : this.game.legalPoints();
    }

    /**
     * Why `name` is no place for the stone now: the library's status for
     * the turn with the chosen set (NEXUS_OK for a legal point).
     */
    status(name) {
        return this.game.checkTurn({ unblock: this.unblock ?? [], point: name });
    }

    /** Stones marked as leaving the board with this turn. */
    chosen() {
        return new Set([...(this.unblock ?? this.picked), ...this.pay]);
    }

    chooseSet(set) { this.unblock = set; this.picked = []; }

    /** A click on a candidate stone while a set is due: build up a set. */
    pickStone(name) {
        const at = this.picked.indexOf(name);
        if (at >= 0) this.picked.splice(at, 1); else this.picked.push(name);
        const key = [...this.picked].sort().join(' ');
        const match = this.sets().find((s) => [...s].sort().join(' ') === key);
        if (match) this.chooseSet(match);
    }

    /** Choose the point; returns the library's preview of the turn. */
    choosePoint(name) {
        this.point = name;
        this.preview = this.game.preview({ unblock: this.unblock ?? [], point: name });
        return this.preview;
    }

    /** Toggle a paying stone; never more than the net debt. */
    togglePay(name) {
        const at = this.pay.indexOf(name);
        if (at >= 0) this.pay.splice(at, 1);
        else if (this.pay.length < this.preview.net) this.pay.push(name);
    }

    get complete() {
        return this.point !== null && (this.stage !== 'pay' || this.pay.length === this.preview.net);
    }

    /** The turn chosen, its payment in canonical order (R3) whatever order it was clicked in. */
    turn() {
        const order = this.game.points();
        const pay = [...this.pay].sort((a, b) => order.indexOf(a) - order.indexOf(b));
        return { unblock: this.unblock ?? [], point: this.point, pay };
    }
}
