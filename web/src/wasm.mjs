// Loading the WebAssembly module and moving values in and out of its memory.
// Nothing here knows the rules: it only marshals what libnexus reads and
// writes (structs, strings, point lists).
import createNexusModule from './nexus-wasm.mjs';

const isNode = typeof process === 'object' && !!process.versions?.node &&
    typeof window === 'undefined';

// The struct offsets the API needs, by the names web/src/layout.c gives.
const LAYOUT_FIELDS = [
    'turnSize', 'turnNUnblock', 'turnUnblock', 'turnPoint', 'turnNPay',
    'turnPay', 'previewSize', 'previewNCaptured', 'previewCaptured',
    'previewMoverDebt', 'previewOpponentDebt', 'previewAudit', 'previewNet',
    'previewNPayers', 'previewPayers', 'optionsSize', 'optionsBoard',
    'optionsCaptureDebt', 'optionsUnblockDebt', 'recordErrorSize',
    'recordErrorLine', 'recordErrorStatus', 'recordErrorMessage',
    'botOptionName', 'botOptionType', 'botOptionDefault', 'botOptionMin', 'botOptionMax',
    'botOptionHelp',
    'solveOptionsSize', 'solveMaxPlies', 'solveMaxNodes', 'solveTableBytes',
    'solveResultSize', 'solveValue', 'solvePlies', 'solveNodes',
    'solveLineLength', 'solveComplete',
];

/** The module and its struct layout, once init() has run. */
export const wasm = { M: null, layout: null };

// Under node the loader cannot fetch a file path, so the bytes are read here.
async function moduleArguments(options) {
    const url = options.wasmUrl ?? new URL('./nexus-wasm.wasm', import.meta.url);
    if (isNode) {
        const { readFile } = await import('node:fs/promises');
        return { wasmBinary: await readFile(url) };
    }
    return { locateFile: () => String(url) };
}

/** Instantiate the module (once; later calls return the same promise). */
let loading = null;
export function load(options = {}) {
    if (!loading) {
        loading = (async () => {
            const M = await createNexusModule(await moduleArguments(options));
            wasm.M = M;
            wasm.layout = readLayout(M);
        })();
    }
    return loading;
}

// The table of layout.c: entries of a name pointer and an int.
function readLayout(M) {
    const countPtr = M._malloc(4);
    const table = M._nexus_web_layout(countPtr);
    const count = M.HEAP32[countPtr >> 2];
    M._free(countPtr);
    const layout = {};
    for (let i = 0; i < count; i++) {
        const at = (table >> 2) + 2 * i;
        layout[M.UTF8ToString(M.HEAP32[at])] = M.HEAP32[at + 1];
    }
    const missing = LAYOUT_FIELDS.filter((name) => !(name in layout));
    if (missing.length)
        throw new Error(`nexus-wasm's layout lacks ${missing.join(', ')}: the module and the API differ`);
    return layout;
}

export function module() {
    if (!wasm.M) throw new Error('libnexus is not loaded: await init() first');
    return wasm.M;
}

// Scratch memory up to this size comes from the wasm stack (a pointer bump,
// undone on return), larger blocks from malloc.
const STACK_SCRATCH_MAX = 4096;

/**
 * Run fn(ptr) with `bytes` of zeroed scratch memory, released afterwards.
 * Views of the heap are taken afresh after every call into the library,
 * because memory growth replaces the buffer.
 */
export function withScratch(bytes, fn) {
    const M = module();
    const size = Math.max(bytes, 8);
    if (size <= STACK_SCRATCH_MAX) {
        const saved = M.stackSave();
        const ptr = M.stackAlloc(size);
        M.HEAPU8.fill(0, ptr, ptr + size);
        try {
            return fn(ptr);
        } finally {
            M.stackRestore(saved);
        }
    }
    const ptr = M._malloc(size);
    if (!ptr) throw new Error('out of wasm memory');
    M.HEAPU8.fill(0, ptr, ptr + size);
    try {
        return fn(ptr);
    } finally {
        M._free(ptr);
    }
}

export const i32 = (ptr) => module().HEAP32[ptr >> 2];
export const u32 = (ptr) => module().HEAPU32[ptr >> 2];
export const setI32 = (ptr, v) => { module().HEAP32[ptr >> 2] = v; };
/** A signed 64-bit value as a Number (debts stay far below 2^53). */
export const i64 = (ptr) => u32(ptr) + i32(ptr + 4) * 4294967296;
export const ints = (ptr, n) => Array.from(module().HEAP32.subarray(ptr >> 2, (ptr >> 2) + n));
export const cString = (ptr) => module().UTF8ToString(ptr);

const encoder = new TextEncoder();

/**
 * Run fn(ptr, length) with `text` copied into wasm memory as NUL-terminated
 * UTF-8. The browser's encoder does the conversion: the module's own
 * (lengthBytesUTF8 and stringToUTF8, a loop over the characters in
 * JavaScript) took half a minute for a 200 MB record.
 */
export function withString(text, fn) {
    const bytes = encoder.encode(text);
    return withScratch(bytes.length + 1, (ptr) => {
        module().HEAPU8.set(bytes, ptr);
        return fn(ptr, bytes.length);
    });
}

/** A uint64 (a BigInt from 0 to 2 ** 64 - 1) as the two 32-bit halves of the wasm ABI. */
export function u64Halves(big) {
    return [Number(big & 0xffffffffn) | 0, Number(big >> 32n) | 0];
}

/** Write a uint64 (a BigInt) at ptr. */
export function setU64(ptr, big) {
    const [lo, hi] = u64Halves(big);
    setI32(ptr, lo);
    setI32(ptr + 4, hi);
}

/** Read a uint64 at ptr as a Number (exact below 2 ** 53). */
export const u64 = (ptr) => u32(ptr) + u32(ptr + 4) * 4294967296;

export const readF64 = (ptr) => module().HEAPF64[ptr >> 3];
