// solve(): the exact value of a position by exhaustive search, as
// libnexus-bot's nexus_solve() proves it (docs/bots.md), with the
// principal line. A bounded search: it says "unknown" when no forced win
// of either side exists within maxPlies, or when maxNodes stopped it.
import { module, wasm, withScratch, i32, u64, setU64 } from './wasm.mjs';
import { check, readTurn } from './marshal.mjs';
import { Game } from './game.mjs';
import * as is from './check.mjs';

const NEXUS_SOLVE_OPTIONS_VERSION = 1;
const VALUES = ['unknown', 'win', 'loss'];
export const SOLVE_LIMITS = { maxPlies: 64, tableBytes: 256 * 2 ** 20 };

function readOptions(options) {
    const name = 'solve options';
    const o = is.options(options, name, ['maxPlies', 'maxNodes', 'tableBytes']);
    return {
        maxPlies: is.optionalInteger(o.maxPlies, `${name}.maxPlies`, 1, SOLVE_LIMITS.maxPlies, undefined),
        maxNodes: o.maxNodes === undefined ? undefined : is.uint64(o.maxNodes, `${name}.maxNodes`),
        tableBytes: is.optionalInteger(o.tableBytes, `${name}.tableBytes`, 0, SOLVE_LIMITS.tableBytes, undefined),
    };
}

/**
 * Prove the value of `game` for its side to move: { value: 'win' | 'loss'
 * | 'unknown', plies, nodes, complete, line } where line is the principal
 * line's turns (the winner's fastest win against the longest defence).
 */
export function solve(game, options) {
    is.instance(game, 'game', Game);
    const o = readOptions(options);
    const M = module();
    const L = wasm.layout;
    return withScratch(L.solveOptionsSize, (opts) => {
        check(M._nexus_solve_options_init(opts, NEXUS_SOLVE_OPTIONS_VERSION));
        if (o.maxPlies !== undefined) M.HEAP32[(opts + L.solveMaxPlies) >> 2] = o.maxPlies;
        if (o.maxNodes !== undefined) setU64(opts + L.solveMaxNodes, o.maxNodes);
        if (o.tableBytes !== undefined) M.HEAPU32[(opts + L.solveTableBytes) >> 2] = o.tableBytes;
        const cap = i32(opts + L.solveMaxPlies);
        return withScratch(L.solveResultSize + cap * L.turnSize, (out) => {
            const line = out + L.solveResultSize;
            check(M._nexus_solve(out, line, cap, game.ptr, opts));
            const length = i32(out + L.solveLineLength);
            return {
                value: VALUES[i32(out + L.solveValue)],
                plies: i32(out + L.solvePlies),
                nodes: u64(out + L.solveNodes),
                complete: i32(out + L.solveComplete) === 1,
                line: Array.from({ length }, (_, i) => readTurn(line + i * L.turnSize, game.size)),
            };
        });
    });
}
