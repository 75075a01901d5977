// Bot: the computer players of libnexus-bot (simple, random, strong). A bot
// chooses a full turn for the side to move; the caller plays it.
import { module, wasm, withScratch, i32, cString, u64Halves } from './wasm.mjs';
import { check, readTurn } from './marshal.mjs';
import { Handle } from './handle.mjs';

const NEXUS_STRONG_OPTIONS_VERSION = 1;

function made(fn) {
    return withScratch(4, (out) => { check(fn(out)); return i32(out); });
}

function strongBot({ nodes, seed } = {}) {
    const M = module();
    const L = wasm.layout;
    return withScratch(L.strongSize + 4, (opts) => {
        check(M._nexus_strong_options_init(opts, NEXUS_STRONG_OPTIONS_VERSION));
        if (nodes !== undefined) M.HEAPU32[(opts + L.strongNodes) >> 2] = nodes;
        if (seed !== undefined) {
            const [lo, hi] = u64Halves(seed);
            M.HEAP32[(opts + L.strongSeed) >> 2] = lo;
            M.HEAP32[(opts + L.strongSeed + 4) >> 2] = hi;
        }
        const out = opts + L.strongSize;
        check(M._nexus_bot_new_strong(out, opts));
        return i32(out);
    });
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
        const [lo, hi] = u64Halves(seed);
        return new Bot(made((out) => module()._nexus_bot_new_random(out, lo, hi)));
    }

    /** The strong bot: { nodes = 20000, seed = 0 } (deterministic). */
    static strong(options = {}) {
        return new Bot(strongBot(options));
    }

    get name() {
        return cString(made((out) => module()._nexus_bot_name(out, this.ptr)));
    }

    /** The bot's turn as the side to move of `game` (not played). */
    choose(game) {
        return withScratch(wasm.layout.turnSize, (out) => {
            check(module()._nexus_bot_choose(out, this.ptr, game.ptr));
            return readTurn(out, game.size);
        });
    }

    /** Whether the bot accepts the draw offer pending in `game`. */
    answerDraw(game) {
        return made((out) => module()._nexus_bot_answer_draw(out, this.ptr, game.ptr)) === 1;
    }
}
