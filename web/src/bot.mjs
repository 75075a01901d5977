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

/**
 * The built-in bots, as the library lists them: [{ name, help, options:
 * [{ name, type: 'integer' | 'float' | 'boolean', default, min, max, help }] }].
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
 * Check the options of the built-in bot `name`: its own (builtinBots()
 * lists them) and `seed`. Returns [entry, option texts, seed]; throws
 * TypeError or RangeError naming what is wrong.
 */
function readOptions(name, options) {
    const entry = botEntry(name);
    const label = `${entry.name} options`;
    const { seed, ...own } = is.options(options, label, [...entry.options.map((o) => o.name), 'seed']);
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

    /** The bot a description { kind, ...options } names: Bot.named(kind, options). */
    static fromSpec(spec) {
        return Bot.named(...splitSpec(spec));
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
