// The timeline of a game: a snapshot of the position after every turn
// (board, debts, quiet count, side to move), with what the turn did in
// words and the marks the board shows for it. The move list, the
// navigation and the replay read it; the live game stays the only place
// where turns are played.
import { lines as boardLines } from './nexus.mjs';
import { describeTurn, completedLines } from './events.mjs';

function snapshot(game) {
    return { board: game.board(), debts: game.debts(), quiet: game.quiet(), toMove: game.toMove(),
        result: game.result() };
}

export class Timeline {
    /** The timeline of `game` (not changed): its turns replayed on a copy. */
    constructor(game) {
        this.size = game.size;
        this.names = game.points();
        this.lines = boardLines(game.size);
        this.rates = game.options();
        const turns = Array.from({ length: game.turnCount() }, (_, i) => game.turnAt(i));
        // A copy of the game, taken back to its start and replayed turn by
        // turn (draw offers left out: they change no position).
        this.game = game.clone();
        try {
            for (;;) this.game.undo();
        } catch {
            // NEXUS_E_NO_HISTORY: the start of the game is reached.
        }
        this.entries = [{ ...snapshot(this.game), turn: null }];
        turns.forEach((turn) => this.#play(turn));
    }

    /** Release the copy of the game. */
    free() { this.game.free(); }

    get length() { return this.entries.length - 1; }

    /** The snapshot after `ply` turns (0: the start). */
    at(ply) { return this.entries[ply]; }

    // Play `turn` on the copy and add its snapshot.
    #play(given) {
        const game = this.game;
        const turn = typeof given === 'string' ? { unblock: [], point: given, pay: [] }
            : { unblock: given.unblock ?? [], point: given.point, pay: given.pay ?? [] };
        const entry = this.#describe(game, turn);
        game.play(turn);
        // The turn as the library has it: its sets in canonical order.
        entry.turn = game.turnAt(game.turnCount() - 1);
        entry.facts.turn = entry.turn;
        Object.assign(entry, snapshot(game));
        entry.event = describeTurn({ ...entry.facts, result: entry.result });
        this.entries.push(entry);
    }

    // What is known of `turn` before it is played on `game`.
    #describe(game, turn) {
        const mover = game.toMove();
        const board = game.board();
        const before = new Map(this.names.map((name, i) => [name, board[i]]));
        const preview = game.preview(turn);
        const completed = completedLines(this.lines, before, turn, preview.captured, mover);
        const stones = [...before.values()].filter((c) => c === mover).length + 1;
        return {
            turn, mover, completed,
            facts: { size: this.size, mover, turn, preview, completed, stones, debtRates: this.rates },
        };
    }

    /** Add the turn the live game just played. */
    push(turn) {
        this.#play(turn);
    }

    /** The turn the live game just played, in words. */
    get lastEvent() { return this.entries[this.length].event ?? null; }

    /** Forget the turns after `ply` (after an undo). */
    truncate(ply) {
        while (this.length > ply) {
            this.game.undo();
            this.entries.pop();
        }
    }

    /** The board's marks for the snapshot after `ply` turns. */
    marks(ply) {
        const e = this.entries[ply];
        if (!e.turn) return {};
        const won = e.result.outcome === e.mover && e.result.reason === 'audit';
        return {
            last: e.turn.point, captured: new Set(e.facts.preview.captured), paid: new Set(e.turn.pay),
            removed: new Set(e.turn.unblock),
            line: new Set(e.completed.flatMap(({ line }) => (won && !line.every((p) =>
                e.board[this.names.indexOf(p)] === e.mover) ? [] : line))),
        };
    }
}
