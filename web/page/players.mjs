// Who plays: two people at one device, or a person against one of the
// library's bots at a strength. Settings are { opponent: 'two' | 'simple'
// | 'mcts' | 'strong', budget (playouts or nodes, null for the simple
// bot), human: 'black' | 'white' }. The bot side's record label says
// which bot played: "bot" (the simple bot, as docs/records.md has it),
// "mcts:1000", "strong:20000".
export const OPPONENTS = {
    two: { name: 'Two players on this device' },
    simple: { name: 'Simple bot', about: 'one move ahead, ignores debt' },
    mcts: { name: 'MCTS bot', unit: 'playouts', max: 200000, levels: { easy: 300, medium: 1000, hard: 3000 } },
    strong: { name: 'Strong bot', unit: 'nodes', max: 2000000, levels: { easy: 2000, medium: 20000, hard: 100000 } },
};
export const LEVELS = ['easy', 'medium', 'hard'];
export const DEFAULT_SETTINGS = { opponent: 'simple', budget: null, human: 'black' };

/** The bot description (for Bot.fromSpec / BotWorker) of settings, or null. */
export function botOf(settings) {
    if (settings.opponent === 'simple') return { kind: 'simple' };
    if (settings.opponent === 'mcts') return { kind: 'mcts', iterations: settings.budget };
    if (settings.opponent === 'strong') return { kind: 'strong', nodes: settings.budget };
    return null;
}

/** The level name of a budget ('medium'), or null for a budget of no level. */
export function levelOf(settings) {
    const levels = OPPONENTS[settings.opponent]?.levels ?? {};
    return Object.keys(levels).find((l) => levels[l] === settings.budget) ?? null;
}

/** The opponent in words: "Strong bot (hard, 100000 nodes)". */
export function opponentName(settings) {
    const o = OPPONENTS[settings.opponent];
    if (!o.levels) return o.name;
    const level = levelOf(settings);
    return `${o.name} (${level ? `${level}, ` : ''}${settings.budget} ${o.unit})`;
}

/** The record labels of both sides. */
export function labelsOf(settings) {
    const botSide = settings.human === 'black' ? 'white' : 'black';
    const bot = { two: 'human', simple: 'bot', mcts: `mcts:${settings.budget}`,
        strong: `strong:${settings.budget}` }[settings.opponent];
    return { [settings.human]: 'human', [botSide]: bot };
}

// The settings a bot label stands for, or null for a label of no bot.
function botLabel(label) {
    if (label === 'bot') return { opponent: 'simple', budget: null };
    const m = /^(mcts|strong)(?::([1-9][0-9]{0,6}))?$/.exec(label);
    if (!m) return null;
    const budget = m[2] ? Number(m[2]) : OPPONENTS[m[1]].levels.medium;
    return budget <= OPPONENTS[m[1]].max ? { opponent: m[1], budget } : null;
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
    const o = OPPONENTS[s?.opponent];
    const human = s?.human === 'white' ? 'white' : 'black';
    if (!o) return { ...DEFAULT_SETTINGS };
    if (!o.levels) return { opponent: s.opponent, budget: null, human };
    const ok = Number.isInteger(s.budget) && s.budget >= 1 && s.budget <= o.max;
    return { opponent: s.opponent, budget: ok ? s.budget : o.levels.medium, human };
}
