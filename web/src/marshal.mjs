// Translation between JavaScript values and libnexus's: errors, point names,
// lists, turns and previews. No rule is decided here; every argument is
// checked (check.mjs) before it is written into wasm memory.
import {
    load, module, wasm, withScratch, withString, i32, setI32, i64, ints,
    cString,
} from './wasm.mjs';
import * as is from './check.mjs';

const COLORS = [null, 'black', 'white'];
const PHASES = ['place', 'unblock', 'over'];
const OUTCOMES = ['none', 'black', 'white', 'draw', 'no-winner'];
const REASONS = ['none', 'audit', 'bankrupt', 'no-placement', 'quiet',
    'agreement', 'uncovered'];
const AUDITS = ['none', 'win', 'bankrupt', 'pay'];
// nexus.h's limits (R1): the API checks them before calling the library,
// so that its errors can name the argument; the library checks them again.
const LIMITS = { minSize: 3, maxSize: 9, maxPoints: 81, maxDebtRate: 1000, labelMax: 63 };
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
const NEXUS_E_INVALID_ARG = -1;
const NEXUS_E_BUFFER_TOO_SMALL = -3;
const NEXUS_E_PARSE = -6;

/** Load the WebAssembly module; every other call needs it done. */
export async function init(options) {
    const opts = is.options(options, 'init options', ['wasmUrl']);
    if (opts.wasmUrl !== undefined && typeof opts.wasmUrl !== 'string' && !(opts.wasmUrl instanceof URL))
        throw new TypeError(`init options.wasmUrl must be a string or a URL, not ${is.describe(opts.wasmUrl)}`);
    await load(opts);
}

/** An error of the library: `status` is its name, e.g. "NEXUS_E_SUICIDE". */
export class NexusError extends Error {
    constructor(code, detail) {
        const M = module();
        const status = M.UTF8ToString(M._nexus_status_name(code));
        const message = M.UTF8ToString(M._nexus_status_message(code));
        super(detail ? `${status}: ${message} (${detail})` : `${status}: ${message}`);
        this.name = 'NexusError';
        this.status = status;
        this.code = code;
    }
}

/** A record that could not be read: `line` says where (0: no line). */
export class RecordError extends NexusError {
    constructor(code, line, detail) {
        super(code, detail);
        this.name = 'RecordError';
        this.line = line;
    }
}

/** Throw a NexusError for a negative status. */
function check(code, detail) {
    if (code < 0) throw new NexusError(code, detail);
    return code;
}

export function version() {
    return cString(module()._nexus_version_string());
}

/** The name of a status code ("NEXUS_OK", "NEXUS_E_SUICIDE", ...). */
export function statusName(code) {
    is.integer(code, 'code', INT32_MIN, INT32_MAX);
    return cString(module()._nexus_status_name(code));
}

const checkSize = (size) => is.integer(size, 'size', LIMITS.minSize, LIMITS.maxSize);

// The canonical index of a point name, the size already checked.
function pointIndex(size, name, what) {
    if (typeof name !== 'string')
        throw new TypeError(`${what} must be a point name such as "C3", not ${is.describe(name)}`);
    // C would stop at a NUL and read "C3\0x" as C3: such a name is no point.
    if (name.includes('\0')) throw new NexusError(NEXUS_E_PARSE, `${what} ${is.describe(name)}`);
    return withString(name, (text) => withScratch(4, (out) => {
        check(module()._nexus_point_parse(out, size, text), `${what} ${is.describe(name)}`);
        return i32(out);
    }));
}

/** The canonical index of a point name such as "C3" on an n x n board. */
export function parsePoint(size, name) {
    return pointIndex(checkSize(size), name, 'point');
}

/** The name ("C3") of a canonical point index on an n x n board. */
export function formatPoint(size, point) {
    checkSize(size);
    is.integer(point, 'point', 0, size * size - 1);
    return pointName(size, point);
}

// The name of an index the library gave (so known to be on the board).
function pointName(size, point) {
    return withScratch(8, (buf) => {
        check(module()._nexus_point_format(buf, 8, size, point));
        return cString(buf);
    });
}

// The size query of a count-and-fill call: "buffer too small" is expected.
function sizeQuery(code) {
    if (code !== NEXUS_E_BUFFER_TOO_SMALL) check(code);
}

/**
 * Call a count-and-fill list function `fn(buf, cap, countPtr)` and return
 * the ints: first ask the size, then fill.
 */
function intList(fn) {
    return withScratch(4, (countPtr) => {
        sizeQuery(fn(0, 0, countPtr));
        const n = i32(countPtr);
        if (n === 0) return [];
        return withScratch(4 * n, (buf) => {
            check(fn(buf, n, countPtr));
            return ints(buf, n);
        });
    });
}

/** Read a count-and-fill text function (NUL counted) into a string. */
function textOf(fn) {
    return withScratch(4, (countPtr) => {
        sizeQuery(fn(0, 0, countPtr));
        const n = i32(countPtr);
        return withScratch(n, (buf) => {
            check(fn(buf, n, countPtr));
            return cString(buf);
        });
    });
}

/** Point names (an array, at most 81) as canonical indices. */
function pointList(size, names, what) {
    is.array(names, what, LIMITS.maxPoints);
    return names.map((name, i) => pointIndex(size, name, `${what}[${i}]`));
}

/** Normalise "C3" or {unblock, point, pay} into canonical indices. */
function turnIndices(size, turn) {
    if (typeof turn === 'string') return { unblock: [], point: pointIndex(size, turn, 'turn'), pay: [] };
    if (turn === null || typeof turn !== 'object' || Array.isArray(turn))
        throw new TypeError(`turn must be a point name or { unblock, point, pay }, not ${is.describe(turn)}`);
    is.options(turn, 'turn', ['unblock', 'point', 'pay']);
    return {
        unblock: turn.unblock === undefined ? [] : pointList(size, turn.unblock, 'turn.unblock'),
        point: pointIndex(size, turn.point, 'turn.point'),
        pay: turn.pay === undefined ? [] : pointList(size, turn.pay, 'turn.pay'),
    };
}

/** Write a turn (canonical indices) into a nexus_turn at ptr. */
function writeTurn(ptr, t) {
    const L = wasm.layout;
    setI32(ptr + L.turnNUnblock, t.unblock.length);
    t.unblock.forEach((p, i) => setI32(ptr + L.turnUnblock + 4 * i, p));
    setI32(ptr + L.turnPoint, t.point);
    setI32(ptr + L.turnNPay, t.pay.length);
    t.pay.forEach((p, i) => setI32(ptr + L.turnPay + 4 * i, p));
}

/** Read a nexus_turn at ptr as point names. */
function readTurn(ptr, size) {
    const L = wasm.layout;
    const names = (at, n) => ints(ptr + at, n).map((p) => pointName(size, p));
    return {
        unblock: names(L.turnUnblock, i32(ptr + L.turnNUnblock)),
        point: pointName(size, i32(ptr + L.turnPoint)),
        pay: names(L.turnPay, i32(ptr + L.turnNPay)),
    };
}

/** Run fn(turnPtr) with the turn written into a scratch nexus_turn. */
function withTurn(size, turn, fn) {
    const t = turnIndices(size, turn);
    return withScratch(wasm.layout.turnSize, (ptr) => {
        writeTurn(ptr, t);
        return fn(ptr, t);
    });
}

function readPreview(ptr, size) {
    const L = wasm.layout;
    const names = (at, n) => ints(ptr + at, n).map((p) => pointName(size, p));
    return {
        captured: names(L.previewCaptured, i32(ptr + L.previewNCaptured)),
        moverDebt: i64(ptr + L.previewMoverDebt),
        opponentDebt: i64(ptr + L.previewOpponentDebt),
        audit: AUDITS[i32(ptr + L.previewAudit)],
        net: i64(ptr + L.previewNet),
        payers: names(L.previewPayers, i32(ptr + L.previewNPayers)),
    };
}

/** The points of every line of an n x n board (R4), in the library's order. */
export function lines(size) {
    checkSize(size);
    const count = withScratch(4, (out) => { check(module()._nexus_line_count(out, size)); return i32(out); });
    return Array.from({ length: count }, (_, line) => intList((b, c, n) =>
        module()._nexus_line_points(b, c, n, size, line)).map((p) => pointName(size, p)));
}

export { COLORS, PHASES, OUTCOMES, REASONS, LIMITS, NEXUS_E_INVALID_ARG, check,
    intList, textOf, turnIndices, withTurn, readTurn, readPreview, pointName, pointIndex,
    checkSize };
