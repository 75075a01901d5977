// The game kept in this browser (localStorage) and .nxr files in and out.
const KEY = 'nexus-web-game';

/** Save after every turn: the record says everything, the mode the rest. */
export function save(game, settings) {
    localStorage.setItem(KEY, JSON.stringify({ record: game.recordText(), settings }));
}

/** The saved { record, settings }, or null. */
export function load() {
    try {
        const saved = JSON.parse(localStorage.getItem(KEY));
        return saved && typeof saved.record === 'string' ? saved : null;
    } catch {
        return null;
    }
}

/** Offer the record as a download. */
export function exportRecord(text) {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'nexus-game.nxr';
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Who plays each side of an imported record, from its labels. */
export function settingsFromLabels(game) {
    const bots = { bot: 'simple', strong: 'strong' };
    for (const [human, botSide] of [['white', 'black'], ['black', 'white']]) {
        const mode = bots[game.label(botSide)];
        if (mode) return { mode, human };
    }
    return { mode: 'two', human: 'black' };
}
