// Translation between JavaScript values and libnexus's: errors, point names,
// lists, turns and previews. No rule is decided here.
import {
    load, module, wasm, withScratch, withString, i32, setI32, i64, ints,
    cString, u64Halves,
} from './wasm.mjs';

const COLORS = [null, 'black', 'white'];
const PHASES = ['place', 'unblock', 'over'];
const OUTCOMES = ['none', 'black', 'white', 'draw', 'no-winner'];
const REASONS = ['none', 'audit', 'bankrupt', 'no-placement', 'quiet',
    'agreement', 'uncovered'];
const AUDITS = ['none', 'win', 'bankrupt', 'pay'];
const MAX_POINTS = 81; // NEXUS_MAX_POINTS: the size of a nexus_turn's arrays
const NEXUS_E_INVALID_ARG = -1;
const NEXUS_E_BUFFER_TOO_SMALL = -3;
const NEXUS_E_PARSE = -6;

/** Load the WebAssembly module; every other call needs it done. */
export async function init(options = {}) {
    await load(options);
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
    return cString(module()._nexus_status_name(code));
}

/** The canonical index of a point name such as "C3" on an n x n board. */
export function parsePoint(size, name) {
    if (typeof name !== 'string') throw new NexusError(NEXUS_E_PARSE, `point ${String(name)}`);
    return withString(name, (text) => withScratch(4, (out) => {
        check(module()._nexus_point_parse(out, size, text), `point ${name}`);
        return i32(out);
    }));
}

/** The name ("C3") of a canonical point index on an n x n board. */
export function formatPoint(size, point) {
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

function pointList(size, names, what) {
    if (names === undefined || names === null) return [];
    if (!Array.isArray(names) || names.length > MAX_POINTS)
        throw new NexusError(NEXUS_E_INVALID_ARG, `${what} must be an array of points`);
    return names.map((name) => parsePoint(size, name));
}

/** Normalise "C3" or {unblock, point, pay} into canonical indices. */
function turnIndices(size, turn) {
    const t = typeof turn === 'string' ? { point: turn } : turn;
    if (!t || typeof t !== 'object') throw new NexusError(NEXUS_E_INVALID_ARG, 'turn');
    return {
        unblock: pointList(size, t.unblock, 'unblock'),
        point: parsePoint(size, t.point),
        pay: pointList(size, t.pay, 'pay'),
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
    const names = (at, n) => ints(ptr + at, n).map((p) => formatPoint(size, p));
    return {
        unblock: names(L.turnUnblock, i32(ptr + L.turnNUnblock)),
        point: formatPoint(size, i32(ptr + L.turnPoint)),
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
    const names = (at, n) => ints(ptr + at, n).map((p) => formatPoint(size, p));
    return {
        captured: names(L.previewCaptured, i32(ptr + L.previewNCaptured)),
        moverDebt: i64(ptr + L.previewMoverDebt),
        opponentDebt: i64(ptr + L.previewOpponentDebt),
        audit: AUDITS[i32(ptr + L.previewAudit)],
        net: i64(ptr + L.previewNet),
        payers: names(L.previewPayers, i32(ptr + L.previewNPayers)),
    };
}

export { COLORS, PHASES, OUTCOMES, REASONS, NEXUS_E_INVALID_ARG, check,
    intList, textOf, turnIndices, withTurn, readTurn, readPreview };
