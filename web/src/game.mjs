// Game: one nexus_game handle. Points are names ("C3"); turns are "C3" or
// { unblock: [...], point, pay: [...] }. Errors of the library are
// NexusError with its status name; on any error the game is unchanged (the
// library's guarantee: every call is atomic). Arguments are checked before
// anything reaches wasm (check.mjs): TypeError or RangeError, naming them.
import { module, wasm, withScratch, withString, i32, i64, cString, u64Halves,
} from './wasm.mjs';
import {
    NexusError, RecordError, COLORS, PHASES, OUTCOMES, REASONS, LIMITS, check,
    intList, textOf, withTurn, readTurn, readPreview, pointName, pointIndex, lines,
    statusName,
} from './marshal.mjs';
import { Handle } from './handle.mjs';
import * as is from './check.mjs';

const NEXUS_OPTIONS_VERSION = 1;
const COLOR_CODES = { black: 1, white: 2 };
const SIZE_MAX = 2 ** 32 - 1; // size_t on wasm32
// A handle made by the library (record, clone) that the constructor wraps.
let adopting = 0;

function newGame(options) {
    const o = is.options(options, 'Game options', ['size', 'captureDebt', 'unblockDebt']);
    const size = is.optionalInteger(o.size, 'Game options.size', LIMITS.minSize, LIMITS.maxSize, undefined);
    const rate = (v, name) => is.optionalInteger(v, `Game options.${name}`, 0, LIMITS.maxDebtRate, undefined);
    const captureDebt = rate(o.captureDebt, 'captureDebt');
    const unblockDebt = rate(o.unblockDebt, 'unblockDebt');
    const M = module();
    const L = wasm.layout;
    return withScratch(L.optionsSize + 4, (opts) => {
        check(M._nexus_options_init(opts, NEXUS_OPTIONS_VERSION));
        const set = (at, v) => { if (v !== undefined) M.HEAP32[(opts + at) >> 2] = v; };
        set(L.optionsBoard, size);
        set(L.optionsCaptureDebt, captureDebt);
        set(L.optionsUnblockDebt, unblockDebt);
        const out = opts + L.optionsSize;
        check(M._nexus_game_new(out, opts));
        return { ptr: i32(out), size: i32(opts + L.optionsBoard) };
    });
}

function readRecord(text) {
    const M = module();
    const L = wasm.layout;
    if (typeof text !== 'string') throw new TypeError(`record must be a string, not ${is.describe(text)}`);
    // A NUL is refused by the reader itself (docs/records.md), with its line.
    return withString(text, (buf, len) => withScratch(L.recordErrorSize + 4, (err) => {
        const out = err + L.recordErrorSize;
        if (M._nexus_record_read(out, buf, len, 0, err) < 0) {
            const line = i32(err + L.recordErrorLine);
            throw new RecordError(i32(err + L.recordErrorStatus), line,
                `record line ${line}: ${cString(err + L.recordErrorMessage)}`);
        }
        return i32(out);
    }));
}

const colorCode = (color, name = 'color') => COLOR_CODES[is.oneOf(color, name, ['black', 'white'])];

export class Game extends Handle {
    #size;

    /** A new game: { size = 5, captureDebt = 2, unblockDebt = 4 }. */
    constructor(options) {
        const made = adopting ? { ptr: adopting, size: 0 } : newGame(options);
        adopting = 0;
        super(made.ptr, '_nexus_game_free');
        this.#size = made.size || this.options().size;
    }

    // Wrap a handle the library just made.
    static #adopt(ptr) {
        adopting = ptr;
        return new Game();
    }

    /** The game a .nxr record describes, after its last move. */
    static fromRecord(text) {
        return Game.#adopt(readRecord(text));
    }

    /** An independent copy, history included. */
    clone() {
        return Game.#adopt(this.#out((out) => module()._nexus_game_clone(out, this.ptr)));
    }

    // A call whose result is one int (or pointer) written to an out-param.
    #out(fn) {
        return withScratch(8, (out) => { check(fn(out)); return i32(out); });
    }

    get size() { return this.#size; }

    options() {
        const L = wasm.layout;
        return withScratch(L.optionsSize, (opts) => {
            check(module()._nexus_game_options(opts, this.ptr));
            return {
                size: i32(opts + L.optionsBoard),
                captureDebt: i32(opts + L.optionsCaptureDebt),
                unblockDebt: i32(opts + L.optionsUnblockDebt),
            };
        });
    }

    /** Every point name of the board, in canonical order (A1, B1, ...). */
    points() {
        return Array.from({ length: this.#size * this.#size }, (_, p) => pointName(this.#size, p));
    }

    toMove() { return COLORS[this.#out((o) => module()._nexus_game_to_move(o, this.ptr))]; }
    phase() { return PHASES[this.#out((o) => module()._nexus_game_phase(o, this.ptr))]; }
    quiet() { return this.#out((o) => module()._nexus_game_quiet(o, this.ptr)); }
    turnCount() { return this.#out((o) => module()._nexus_game_turn_count(o, this.ptr)) >>> 0; }
    drawPending() { return this.#out((o) => module()._nexus_game_draw_pending(o, this.ptr)) === 1; }
    unblockSize() { return this.#out((o) => module()._nexus_game_unblock_size(o, this.ptr)); }

    /** The stone on a point: 'black', 'white' or null. */
    stone(point) {
        const p = pointIndex(this.#size, point, 'point');
        return COLORS[this.#out((o) => module()._nexus_game_stone(o, this.ptr, p))];
    }

    /** The whole board, canonical order: 'black' | 'white' | null per point. */
    board() {
        const text = textOf((b, c, n) => module()._nexus_game_format_board(b, c, n, this.ptr));
        return [...text.replaceAll('/', '')].map((ch) => ({ X: 'black', O: 'white' })[ch] ?? null);
    }

    debts() {
        return withScratch(16, (out) => {
            check(module()._nexus_game_debts(out, out + 8, this.ptr));
            return { black: i64(out), white: i64(out + 8) };
        });
    }

    /** { outcome: 'none'|'black'|'white'|'draw'|'no-winner', reason }. */
    result() {
        return withScratch(8, (out) => {
            check(module()._nexus_game_result(out, out + 4, this.ptr));
            return { outcome: OUTCOMES[i32(out)], reason: REASONS[i32(out + 4)] };
        });
    }

    /** The lines (R4) that `color` owns now, each as its points. */
    ownedLines(color) {
        const code = colorCode(color);
        const board = this.board();
        const index = new Map(this.points().map((name, i) => [name, i]));
        return lines(this.#size).filter((line) => line.every((p) => board[index.get(p)] === COLORS[code]));
    }

    #names(points) { return points.map((p) => pointName(this.#size, p)); }

    legalPoints() {
        return this.#names(intList((b, c, n) => module()._nexus_game_legal_points(b, c, n, this.ptr)));
    }

    /** The offered unblocking sets, each a list of enemy stones. */
    unblockSets() {
        const flat = this.#names(intList((b, c, n) => module()._nexus_game_unblock_sets(b, c, n, this.ptr)));
        const k = this.unblockSize();
        return Array.from({ length: k ? flat.length / k : 0 }, (_, i) => flat.slice(i * k, i * k + k));
    }

    /** The points legal after removing an offered unblocking set. */
    legalAfterUnblock(set) {
        is.array(set, 'set', LIMITS.maxPoints);
        const indices = set.map((name, i) => pointIndex(this.#size, name, `set[${i}]`));
        return withScratch(4 * Math.max(1, indices.length), (buf) => {
            indices.forEach((p, i) => { module().HEAP32[(buf >> 2) + i] = p; });
            return this.#names(intList((b, c, cnt) => module()._nexus_game_legal_after_unblock(
                b, c, cnt, this.ptr, buf, indices.length)));
        });
    }

    /** What a turn's unblocking and placement would do (payment ignored). */
    preview(turn) {
        return withTurn(this.#size, turn, (t) => {
            const L = wasm.layout;
            return withScratch(L.previewSize, (out) => {
                check(module()._nexus_game_preview(out, this.ptr, t + L.turnUnblock,
                    i32(t + L.turnNUnblock), i32(t + L.turnPoint)));
                return readPreview(out, this.#size);
            });
        });
    }

    /**
     * The status play(turn) would give ("NEXUS_OK" or an error name),
     * without playing. Bad point names still throw.
     */
    checkTurn(turn) {
        return withTurn(this.#size, turn, (t) => statusName(module()._nexus_game_check_turn(this.ptr, t)));
    }

    /** Play a full turn: "C3" or { unblock, point, pay }. */
    play(turn) {
        withTurn(this.#size, turn, (t) => check(module()._nexus_game_play(this.ptr, t)));
    }

    undo() { check(module()._nexus_game_undo(this.ptr)); }
    offerDraw() { check(module()._nexus_game_offer_draw(this.ptr)); }

    /** Answer the pending draw offer: true accepts, false declines. */
    answerDraw(accept) {
        is.boolean(accept, 'accept');
        check(module()._nexus_game_answer_draw(this.ptr, accept ? 1 : 0));
    }

    /** The i-th turn played (from 0), as { unblock, point, pay }. */
    turnAt(index) {
        const count = this.turnCount();
        if (typeof index !== 'number')
            throw new TypeError(`index must be an integer from 0 to the turn count - 1, not ${is.describe(index)}`);
        if (!Number.isInteger(index) || index < 0 || index >= count)
            throw new RangeError(`index must be an integer from 0 to ${count - 1} (the game has ${count} turns), not ${is.describe(index)}`);
        return withScratch(wasm.layout.turnSize, (out) => {
            check(module()._nexus_game_turn_at(out, this.ptr, index));
            return readTurn(out, this.#size);
        });
    }

    /** Label a side in the record ("bot", "human"); '' clears it. */
    setLabel(color, label) {
        const code = colorCode(color);
        is.string(label, 'label');
        const bytes = new TextEncoder().encode(label).length;
        if (bytes > LIMITS.labelMax)
            throw new RangeError(`label must be at most ${LIMITS.labelMax} bytes, not ${bytes}: ${is.describe(label)}`);
        withString(label, (text) => check(module()._nexus_game_set_label(this.ptr, code, text),
            `label ${is.describe(label)}: printable ASCII without spaces`));
    }

    label(color) {
        const code = colorCode(color);
        return cString(this.#out((o) => module()._nexus_game_label(o, this.ptr, code)));
    }

    /** The game's .nxr record. */
    recordText() {
        return textOf((b, c, n) => module()._nexus_record_write(b, c, n, this.ptr));
    }

    /**
     * Uniformly random turns to the end or `turnLimit` turns (1 to
     * 2 ** 32 - 1; R22: the rules bound no game); returns the turns played.
     */
    playout(seed, turnLimit) {
        const [lo, hi] = u64Halves(is.uint64(seed, 'seed'));
        is.integer(turnLimit, 'turnLimit', 1, SIZE_MAX);
        return this.#out((o) => module()._nexus_game_playout(this.ptr, lo, hi, turnLimit, o)) >>> 0;
    }
}

export { NexusError };
