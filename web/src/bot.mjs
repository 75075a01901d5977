// Bot: the computer players of libnexus-bot (simple, random, mcts, strong).
// A bot chooses a full turn for the side to move; the caller plays it.
// Options are checked here (check.mjs) before they are written into the
// C structs: the budgets are unsigned in C, so -1 would become 4294967295.
import { module, wasm, withScratch, i32, cString, u64Halves, setU64, setF64 } from './wasm.mjs';
import { check, readTurn } from './marshal.mjs';
import { Handle } from './handle.mjs';
import { Game } from './game.mjs';
import * as is from './check.mjs';

const NEXUS_STRONG_OPTIONS_VERSION = 1;
const NEXUS_MCTS_OPTIONS_VERSION = 1;
// The largest budgets the API accepts. The library bounds neither: these
// keep one turn's search within seconds and its tree within the memory a
// browser tab can give (the strong bot at 2,000,000 nodes takes about 4 s
// of wasm on 5x5; at 4294967295 it ran out of memory after 83 s).
export const BOT_LIMITS = {
    strongNodes: 2000000, mctsIterations: 200000, timeMs: 60000, maxDepth: 32, exploration: 1000,
};

function made(fn) {
    return withScratch(4, (out) => { check(fn(out)); return i32(out); });
}

function budget(o, name, key, max) {
    const nodes = is.optionalInteger(o[key], `${name}.${key}`, 0, max, undefined);
    const timeMs = is.optionalInteger(o.timeMs, `${name}.timeMs`, 0, BOT_LIMITS.timeMs, undefined);
    if (nodes === 0 && !timeMs)
        throw new RangeError(`${name}.${key} may be 0 only with a timeMs above 0`);
    return { nodes, timeMs };
}

const seedOf = (v, name) => (v === undefined ? undefined : is.uint64(v, name));

// The strong bot's options, checked; undefined keeps the library's default.
function strongSettings(options) {
    const name = 'strong options';
    const o = is.options(options, name, ['nodes', 'timeMs', 'maxDepth', 'seed']);
    const { nodes, timeMs } = budget(o, name, 'nodes', BOT_LIMITS.strongNodes);
    const maxDepth = is.optionalInteger(o.maxDepth, `${name}.maxDepth`, 1, BOT_LIMITS.maxDepth, undefined);
    return { nodes, timeMs, maxDepth, seed: seedOf(o.seed, `${name}.seed`) };
}

// The MCTS bot's options, checked.
function mctsSettings(options) {
    const name = 'mcts options';
    const o = is.options(options, name, ['iterations', 'timeMs', 'exploration', 'seed']);
    const { nodes: iterations, timeMs } = budget(o, name, 'iterations', BOT_LIMITS.mctsIterations);
    const exploration = o.exploration === undefined ? undefined
        : is.finite(o.exploration, `${name}.exploration`, 0, BOT_LIMITS.exploration);
    return { iterations, timeMs, exploration, seed: seedOf(o.seed, `${name}.seed`) };
}

function strongBot(options) {
    const s = strongSettings(options);
    const M = module();
    const L = wasm.layout;
    return withScratch(L.strongSize + 4, (opts) => {
        check(M._nexus_strong_options_init(opts, NEXUS_STRONG_OPTIONS_VERSION));
        if (s.nodes !== undefined) M.HEAPU32[(opts + L.strongNodes) >> 2] = s.nodes;
        if (s.timeMs !== undefined) M.HEAPU32[(opts + L.strongTimeMs) >> 2] = s.timeMs;
        if (s.maxDepth !== undefined) M.HEAP32[(opts + L.strongMaxDepth) >> 2] = s.maxDepth;
        if (s.seed !== undefined) setU64(opts + L.strongSeed, s.seed);
        const out = opts + L.strongSize;
        check(M._nexus_bot_new_strong(out, opts));
        return i32(out);
    });
}

function mctsBot(options) {
    const s = mctsSettings(options);
    const M = module();
    const L = wasm.layout;
    return withScratch(L.mctsSize + 4, (opts) => {
        check(M._nexus_mcts_options_init(opts, NEXUS_MCTS_OPTIONS_VERSION));
        if (s.iterations !== undefined) M.HEAPU32[(opts + L.mctsIterations) >> 2] = s.iterations;
        if (s.timeMs !== undefined) M.HEAPU32[(opts + L.mctsTimeMs) >> 2] = s.timeMs;
        if (s.exploration !== undefined) setF64(opts + L.mctsExploration, s.exploration);
        if (s.seed !== undefined) setU64(opts + L.mctsSeed, s.seed);
        const out = opts + L.mctsSize;
        check(M._nexus_bot_new_mcts(out, opts));
        return i32(out);
    });
}

const KINDS = ['simple', 'random', 'mcts', 'strong'];

/**
 * Check a bot's description, { kind, ...options }: { kind: 'simple' },
 * { kind: 'random', seed }, { kind: 'mcts', iterations, timeMs,
 * exploration, seed } or { kind: 'strong', nodes, timeMs, maxDepth, seed }.
 * Returns it; throws TypeError or RangeError naming what is wrong. Needs
 * no module: a page checks a description before sending it to a worker.
 */
export function botSpec(spec) {
    if (spec === null || typeof spec !== 'object' || Array.isArray(spec))
        throw new TypeError(`bot must be an object such as { kind: 'strong' }, not ${is.describe(spec)}`);
    const { kind, ...options } = spec;
    is.oneOf(kind, 'bot.kind', KINDS);
    if (kind === 'simple') is.options(options, 'simple options', []);
    if (kind === 'random') {
        is.options(options, 'random options', ['seed']);
        seedOf(options.seed, 'random options.seed');
    }
    if (kind === 'mcts') mctsSettings(options);
    if (kind === 'strong') strongSettings(options);
    return spec;
}

export class Bot extends Handle {
    constructor(ptr) {
        super(ptr, '_nexus_bot_free');
    }

    /** The simple bot of docs/rules.md B1-B4 (one move ahead, ignores debt). */
    static simple() {
        return new Bot(made((out) => module()._nexus_bot_new_simple(out)));
    }

    /** The uniform random player, reproducible for a seed. */
    static random(seed = 0) {
        const [lo, hi] = u64Halves(is.uint64(seed, 'seed'));
        return new Bot(made((out) => module()._nexus_bot_new_random(out, lo, hi)));
    }

    /** Monte Carlo tree search: { iterations = 1000, timeMs = 0, exploration = √2, seed = 0 }. */
    static mcts(options) {
        return new Bot(mctsBot(options));
    }

    /** The strong bot: { nodes = 20000, timeMs = 0, maxDepth = 32, seed = 0 }. */
    static strong(options) {
        return new Bot(strongBot(options));
    }

    /** The bot a description names (botSpec()). */
    static fromSpec(spec) {
        const { kind, ...options } = botSpec(spec);
        if (kind === 'simple') return Bot.simple();
        if (kind === 'random') return Bot.random(options.seed ?? 0);
        return kind === 'mcts' ? Bot.mcts(options) : Bot.strong(options);
    }

    get name() {
        return cString(made((out) => module()._nexus_bot_name(out, this.ptr)));
    }

    /** The bot's turn as the side to move of `game` (not played). */
    choose(game) {
        is.instance(game, 'game', Game);
        return withScratch(wasm.layout.turnSize, (out) => {
            check(module()._nexus_bot_choose(out, this.ptr, game.ptr));
            return readTurn(out, game.size);
        });
    }

    /** Whether the bot accepts the draw offer pending in `game`. */
    answerDraw(game) {
        is.instance(game, 'game', Game);
        return made((out) => module()._nexus_bot_answer_draw(out, this.ptr, game.ptr)) === 1;
    }
}
