// Bot: the computer players of libnexus-bot. Every built-in bot is made by
// its name, and its options are those the library describes (name, type,
// default, range: nexus_bot_option_info); this file knows no bot's options
// itself. Each option is checked against that description before it is
// written as text into wasm (nexus_bot_set_option), so a wrong type throws
// a TypeError and a value out of range a RangeError, both naming it. A bot
// chooses a full turn for the side to move; the caller plays it.
import { module, wasm, withScratch, withString, i32, cString, u64Halves, readF64 } from './wasm.mjs';
import { check, readTurn } from './marshal.mjs';
import { Handle } from './handle.mjs';
import { Game } from './game.mjs';
import * as is from './check.mjs';

const NEXUS_ITER_OVER = -24;
const NEXUS_E_INVALID_ARG = -1;
const NEXUS_E_PARSE = -6;
const TYPES = ['integer', 'float', 'boolean'];

function made(fn) {
    return withScratch(4, (out) => { check(fn(out)); return i32(out); });
}

// The description of option `index` of bot `name`, or null past the last.
function optionInfo(name, index) {
    const L = wasm.layout;
    return withString(name, (bot) => withScratch(4, (out) => {
        const status = module()._nexus_bot_option_info(out, bot, index);
        if (status === NEXUS_ITER_OVER) return null;
        check(status);
        const at = i32(out);
        return {
            name: cString(i32(at + L.botOptionName)), type: TYPES[i32(at + L.botOptionType)],
            default: readF64(at + L.botOptionDefault), min: readF64(at + L.botOptionMin),
            max: readF64(at + L.botOptionMax), help: cString(i32(at + L.botOptionHelp)),
        };
    }));
}

let catalogue = null;

// The seed every bot takes (nexus_bot_seed), listed last among its options
// so that the list says all that Bot.named() accepts. The library seeds a
// bot made by name with 0.
const SEED = Object.freeze({
    name: 'seed', type: 'seed', default: 0, min: 0, max: 2n ** 64n - 1n,
    help: 'the seed of the bot\'s random choices: a safe integer or a BigInt below 2^64 (a bot that makes none ignores it)',
});

/**
 * The built-in bots, as the library lists them: [{ name, help, options:
 * [{ name, type: 'integer' | 'float' | 'boolean', default, min, max, help },
 * ..., and last the seed: { name: 'seed', type: 'seed', ... }] }].
 */
export function builtinBots() {
    if (catalogue) return catalogue;
    const bots = [];
    for (let i = 0; ; i++) {
        const entry = withScratch(8, (out) => {
            const status = module()._nexus_bot_builtin(out, out + 4, i);
            if (status === NEXUS_ITER_OVER) return null;
            check(status);
            return { name: cString(i32(out)), help: cString(i32(out + 4)) };
        });
        if (!entry) break;
        entry.options = [];
        for (let j = 0, o; (o = optionInfo(entry.name, j)); j++) entry.options.push(o);
        entry.options.push(SEED);
        bots.push(entry);
    }
    catalogue = Object.freeze(bots.map((b) => Object.freeze(b)));
    return catalogue;
}

// The library's name of a bot: its own, or "bot", the simple bot's old name.
function botEntry(name) {
    const bots = builtinBots();
    const entry = bots.find((b) => b.name === (name === 'bot' ? 'simple' : name));
    if (!entry) is.oneOf(name, 'bot name', bots.map((b) => b.name));
    return entry;
}

// An option's value checked against its description, as the text the library reads.
function optionText(entry, key, value) {
    const o = entry.options.find((x) => x.name === key);
    const name = `${entry.name} options.${key}`;
    if (o.type === 'boolean') return String(is.boolean(value, name));
    if (o.type === 'integer') return String(is.integer(value, name, o.min, o.max));
    const v = is.finite(value, name, o.min, o.max);
    return Number.isInteger(v) ? `${v}` : v.toPrecision(17);
}

/**
 * Check the options of the built-in bot `name` (builtinBots() lists them,
 * the seed last). Returns [entry, option texts, seed]; throws
 * TypeError or RangeError naming what is wrong.
 */
function readOptions(name, options) {
    const entry = botEntry(name);
    const label = `${entry.name} options`;
    const { seed, ...own } = is.options(options, label, entry.options.map((o) => o.name));
    const texts = Object.entries(own).filter(([, v]) => v !== undefined)
        .map(([key, value]) => [key, optionText(entry, key, value)]);
    return [entry, texts, seed === undefined ? undefined : is.uint64(seed, `${label}.seed`)];
}

// A description { kind, ...options } split into its name and options.
function splitSpec(spec) {
    if (spec === null || typeof spec !== 'object' || Array.isArray(spec))
        throw new TypeError(`bot must be an object such as { kind: 'strong' }, not ${is.describe(spec)}`);
    const { kind, ...options } = spec;
    return [is.string(kind, 'bot.kind'), options];
}

/**
 * Check a bot's description, { kind, ...options }: kind is a built-in
 * bot's name (builtinBots()), the other keys its options and `seed`.
 * Returns it unchanged; throws TypeError or RangeError.
 */
export function botSpec(spec) {
    readOptions(...splitSpec(spec));
    return spec;
}

// The bot of a spec's text, or a RangeError that names the spec and the
// setting the library refused (its error_at is a byte offset).
function specText(spec) {
    if (spec.includes('\0')) throw new RangeError(`spec must hold no NUL character, not ${is.describe(spec)}`);
    const r = withString(spec, (text) => withScratch(8, (out) => {
        const status = module()._nexus_bot_new_spec(out, out + 4, text);
        return { status, ptr: i32(out), at: i32(out + 4) };
    }));
    if (r.status === NEXUS_E_INVALID_ARG || r.status === NEXUS_E_PARSE) {
        const rest = new TextDecoder().decode(new TextEncoder().encode(spec).subarray(r.at));
        const why = r.status === NEXUS_E_PARSE ? 'a value not written as its type requires'
            : 'an unknown bot or option, or a value out of range';
        throw new RangeError(`spec ${is.describe(spec)} is refused at ${is.describe(rest)}: ${why}`);
    }
    check(r.status, `spec ${is.describe(spec)}`);
    return new Bot(r.ptr);
}

export class Bot extends Handle {
    constructor(ptr) {
        super(ptr, '_nexus_bot_free');
    }

    /**
     * The built-in bot called `name` (builtinBots(); "bot" is read as
     * "simple"), its options set: { seed, ...options }, as ('strong', {
     * nodes: 5000 }) or ('mcts', { iterations: 300, exploration: 0.7,
     * seed: 3 }). Options not given keep the library's defaults.
     */
    static named(name, options) {
        const [entry, texts, seed] = readOptions(name, options);
        const bot = new Bot(withString(entry.name, (n) => made((out) => module()._nexus_bot_new_named(out, n))));
        try {
            for (const [key, text] of texts) {
                withString(key, (k) => withString(text, (v) => check(module()._nexus_bot_set_option(bot.ptr, k, v),
                    `${entry.name} options.${key} = ${text}`)));
            }
            if (seed !== undefined) {
                const [lo, hi] = u64Halves(seed);
                check(module()._nexus_bot_seed(bot.ptr, lo, hi));
            }
        } catch (e) {
            bot.free();
            throw e;
        }
        return bot;
    }

    /**
     * The bot a description names: { kind, ...options }, as Bot.named(kind,
     * options), or the text of a spec, NAME[:SETTINGS], as the tool and the
     * engine take it ('strong:time=50', 'mcts:1000'), read by the library
     * itself (nexus_bot_new_spec) so that every front end reads it alike.
     */
    static fromSpec(spec) {
        return typeof spec === 'string' ? specText(spec) : Bot.named(...splitSpec(spec));
    }

    /** The simple bot of docs/rules.md B1-B4 (one move ahead, ignores debt). */
    static simple() { return Bot.named('simple'); }

    /** The uniform random player, reproducible for a seed. */
    static random(seed = 0) { return Bot.named('random', { seed }); }

    /** The MCTS bot, with its options (builtinBots() lists them). */
    static mcts(options) { return Bot.named('mcts', options); }

    /** The strong bot, with its options (nodes, time, max_depth) and seed. */
    static strong(options) { return Bot.named('strong', options); }

    get name() {
        return cString(made((out) => module()._nexus_bot_name(out, this.ptr)));
    }

    /**
     * The current value of the option `name` of a built-in bot: a number,
     * or a boolean for a boolean option. Throws NexusError for an option
     * the bot does not have.
     */
    option(name) {
        is.string(name, 'option');
        const text = withString(name, (n) => withScratch(72, (out) => {
            check(module()._nexus_bot_get_option(out + 8, 64, out, this.ptr, n), `option ${is.describe(name)}`);
            return cString(out + 8);
        }));
        return text === 'true' ? true : text === 'false' ? false : Number(text);
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
