// Who plays: two people at one device, or a person against one of the
// library's built-in bots at a strength. The bots, their descriptions and
// their budgets come from the bot library (builtinBots(): the bots by name
// and their options), so a bot the library adds is offered here without a
// change. A bot whose first option is a whole-number budget (playouts,
// nodes) has three strengths: a tenth of its default, the default, and
// five times it.
//
// Settings are { opponent: 'two' or a bot's name, budget (a number, or
// null for a bot without one), human: 'black' | 'white' }. The bot side's
// record label names the bot as the library's specs do ("mcts:1000",
// "strong:20000"); the simple bot is "bot", as docs/records.md has it. A
// label with more settings, as `nexus play` writes them, is read for its
// bot and its budget.
import { builtinBots } from './nexus.mjs';

export const LEVELS = ['easy', 'medium', 'hard'];
const TITLES = { mcts: 'MCTS bot', 'mcts-uniform': 'Uniform MCTS bot' };

let table = null;

/** Every opponent: { id, name, help, budget: { key, min, max, levels } | null }. */
export function opponents() {
    if (table) return table;
    const bots = builtinBots().map((b) => {
        const first = b.options[0];
        const budget = first && first.type === 'integer' && first.min >= 1 ? {
            key: first.name, min: first.min, max: first.max,
            levels: { easy: Math.max(first.min, Math.round(first.default / 10)), medium: first.default,
                hard: Math.min(first.max, first.default * 5) },
        } : null;
        return { id: b.name, name: TITLES[b.name] ?? `${b.name[0].toUpperCase()}${b.name.slice(1)} bot`, help: b.help, budget };
    });
    table = [{ id: 'two', name: 'Two players on this device', help: 'take turns at one board', budget: null }, ...bots];
    return table;
}

const find = (id) => opponents().find((o) => o.id === id);
export const DEFAULT_SETTINGS = { opponent: 'simple', budget: null, human: 'black' };

/** The bot description (for Bot.fromSpec / BotWorker) of settings, or null. */
export function botOf(settings) {
    const o = find(settings.opponent);
    if (!o || o.id === 'two') return null;
    return o.budget ? { kind: o.id, [o.budget.key]: settings.budget } : { kind: o.id };
}

/** The level name of a budget ('medium'), or null for a budget of no level. */
export function levelOf(settings) {
    const levels = find(settings.opponent)?.budget?.levels ?? {};
    return Object.keys(levels).find((l) => levels[l] === settings.budget) ?? null;
}

/** The opponent's name: "Strong bot". */
export function opponentTitle(settings) {
    return find(settings.opponent).name;
}

/** The opponent in words: "Strong bot, hard (100000 nodes)". */
export function opponentName(settings) {
    const o = find(settings.opponent);
    if (!o.budget) return o.name;
    const level = levelOf(settings);
    return `${o.name}, ${level ? `${level} (` : '('}${settings.budget} ${o.budget.key})`;
}

/** The record labels of both sides. */
export function labelsOf(settings) {
    const botSide = settings.human === 'black' ? 'white' : 'black';
    const o = find(settings.opponent);
    let bot = o.id;
    if (o.id === 'two') bot = 'human';
    else if (o.id === 'simple') bot = 'bot';
    else if (o.budget) bot = `${o.id}:${settings.budget}`;
    return { [settings.human]: 'human', [botSide]: bot };
}

// The budget that the settings of a spec give a bot whose budget option is
// `key` (the first option, which a bare first value also sets), `fallback`
// when they give none, or null when the budget they give is no whole number.
// The page plays a bot at a budget alone, so the other settings of a label
// that `nexus play` wrote ("strong:nodes=3000,time=50") are left aside.
function specBudget(settings, key, fallback) {
    let budget = fallback;
    for (const [i, item] of (settings ? settings.split(',') : []).entries()) {
        const eq = item.indexOf('=');
        const [name, value] = eq < 0 ? [i === 0 ? key : '', item] : [item.slice(0, eq), item.slice(eq + 1)];
        if (name !== key) continue;
        if (!/^[1-9][0-9]{0,9}$/.test(value)) return null;
        budget = Number(value);
    }
    return budget;
}

// The opponent and budget a bot label stands for, or null for a label of no bot.
function botLabel(label) {
    const m = /^([a-z][a-z0-9-]*)(?::([!-~]+))?$/.exec(label ?? '');
    const o = m && find(m[1] === 'bot' ? 'simple' : m[1]);
    if (!o || o.id === 'two' || (m[2] && !o.budget)) return null;
    if (!o.budget) return { opponent: o.id, budget: null };
    const budget = specBudget(m[2], o.budget.key, o.budget.levels.medium);
    return budget !== null && budget <= o.budget.max ? { opponent: o.id, budget } : null;
}

/** Who plays each side of a game read from a record, from its labels. */
export function settingsFromLabels(labels) {
    for (const [human, botSide] of [['white', 'black'], ['black', 'white']]) {
        const bot = botLabel(labels[botSide]);
        if (bot) return { ...bot, human };
    }
    return { opponent: 'two', budget: null, human: 'black' };
}

/** Settings read back from storage or a link, or the defaults when they make no sense. */
export function checkedSettings(s) {
    const o = find(s?.opponent);
    const human = s?.human === 'white' ? 'white' : 'black';
    if (!o) return { ...DEFAULT_SETTINGS };
    if (!o.budget) return { opponent: o.id, budget: null, human };
    const b = o.budget;
    const ok = Number.isInteger(s.budget) && s.budget >= b.min && s.budget <= b.max;
    return { opponent: o.id, budget: ok ? s.budget : b.levels.medium, human };
}
