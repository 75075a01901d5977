// Game: one nexus_game handle. Points are names ("C3"); turns are "C3" or
// { unblock: [...], point, pay: [...] }. Errors are NexusError with the
// library's status name; on any error the game is unchanged (the library's
// guarantee: every call is atomic).
import { module, wasm, withScratch, withString, i32, i64, cString, u64Halves,
} from './wasm.mjs';
import {
    NexusError, COLORS, PHASES, OUTCOMES, REASONS, check, intList, textOf,
    withTurn, readTurn, readPreview, formatPoint, parsePoint, statusName,
} from './marshal.mjs';
import { Handle } from './handle.mjs';

const NEXUS_OPTIONS_VERSION = 1;
const COLOR_CODES = { black: 1, white: 2 };
// A handle made by the library (record, clone) that the constructor wraps.
let adopting = 0;

function newGame(options) {
    const M = module();
    const L = wasm.layout;
    return withScratch(L.optionsSize + 4, (opts) => {
        check(M._nexus_options_init(opts, NEXUS_OPTIONS_VERSION));
        const set = (at, v) => { if (v !== undefined) M.HEAP32[(opts + at) >> 2] = v; };
        set(L.optionsBoard, options.size);
        set(L.optionsCaptureDebt, options.captureDebt);
        set(L.optionsUnblockDebt, options.unblockDebt);
        const out = opts + L.optionsSize;
        check(M._nexus_game_new(out, opts));
        return { ptr: i32(out), size: i32(opts + L.optionsBoard) };
    });
}

function readRecord(text) {
    const M = module();
    const L = wasm.layout;
    if (typeof text !== 'string') throw new TypeError('a record is a string');
    return withString(text, (buf, len) => withScratch(L.recordErrorSize + 4, (err) => {
        const out = err + L.recordErrorSize;
        if (M._nexus_record_read(out, buf, len, 0, err) < 0) {
            const line = i32(err + L.recordErrorLine);
            const e = new NexusError(i32(err + L.recordErrorStatus),
                `record line ${line}: ${cString(err + L.recordErrorMessage)}`);
            e.line = line;
            throw e;
        }
        return i32(out);
    }));
}

function colorCode(color) {
    const code = COLOR_CODES[color];
    if (!code) throw new TypeError(`a colour is 'black' or 'white', not ${String(color)}`);
    return code;
}

export class Game extends Handle {
    #size;

    /** A new game: { size = 5, captureDebt = 2, unblockDebt = 4 }. */
    constructor(options = {}) {
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
        return Array.from({ length: this.#size * this.#size }, (_, p) => formatPoint(this.#size, p));
    }

    toMove() { return COLORS[this.#out((o) => module()._nexus_game_to_move(o, this.ptr))]; }
    phase() { return PHASES[this.#out((o) => module()._nexus_game_phase(o, this.ptr))]; }
    quiet() { return this.#out((o) => module()._nexus_game_quiet(o, this.ptr)); }
    turnCount() { return this.#out((o) => module()._nexus_game_turn_count(o, this.ptr)); }
    drawPending() { return this.#out((o) => module()._nexus_game_draw_pending(o, this.ptr)) === 1; }
    unblockSize() { return this.#out((o) => module()._nexus_game_unblock_size(o, this.ptr)); }

    /** The stone on a point: 'black', 'white' or null. */
    stone(point) {
        const p = parsePoint(this.#size, point);
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

    #names(points) { return points.map((p) => formatPoint(this.#size, p)); }

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
        return withTurn(this.#size, { unblock: set, point: 'A1' }, (turn) => {
            const L = wasm.layout;
            const n = i32(turn + L.turnNUnblock);
            return this.#names(intList((b, c, cnt) => module()._nexus_game_legal_after_unblock(
                b, c, cnt, this.ptr, turn + L.turnUnblock, n)));
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
    answerDraw(accept) { check(module()._nexus_game_answer_draw(this.ptr, accept ? 1 : 0)); }

    /** The i-th turn played, as { unblock, point, pay }. */
    turnAt(index) {
        return withScratch(wasm.layout.turnSize, (out) => {
            check(module()._nexus_game_turn_at(out, this.ptr, index));
            return readTurn(out, this.#size);
        });
    }

    /** Label a side in the record ("bot", "human"); '' clears it. */
    setLabel(color, label) {
        const code = colorCode(color);
        withString(label ?? '', (text) => check(module()._nexus_game_set_label(this.ptr, code, text)));
    }

    label(color) {
        const code = colorCode(color);
        return cString(this.#out((o) => module()._nexus_game_label(o, this.ptr, code)));
    }

    /** The game's .nxr record. */
    recordText() {
        return textOf((b, c, n) => module()._nexus_record_write(b, c, n, this.ptr));
    }

    /** Uniformly random turns to the end or `turnLimit` turns (R22); returns the turns played. */
    playout(seed, turnLimit) {
        const [lo, hi] = u64Halves(seed);
        return this.#out((o) => module()._nexus_game_playout(this.ptr, lo, hi, turnLimit, o));
    }
}
