// The game kept in this browser (localStorage), and .nxr files in and out.
// Storage may be missing, blocked (reading window.localStorage throws a
// SecurityError when the browser blocks site data) or full (setItem throws
// a QuotaExceededError): the page then plays on without saving, and says
// so, instead of stopping.
const KEY = 'nexus-web-game';

// The storage, or null with the reason it cannot be used.
function storage() {
    try {
        const s = window.localStorage;
        if (!s) return { store: null, why: 'this browser has no storage for the page' };
        return { store: s, why: null };
    } catch (e) {
        return { store: null, why: `this browser blocks storage for the page (${e.name})` };
    }
}

/**
 * Save the game (its record, with the page's notes) and the settings.
 * Returns null when saved, else why it was not.
 */
export function save(record, settings) {
    const { store, why } = storage();
    if (!store) return why;
    try {
        store.setItem(KEY, JSON.stringify({ record, settings }));
        return null;
    } catch (e) {
        return e.name === 'QuotaExceededError' ? 'the browser\'s storage is full'
            : `the browser refused to store it (${e.name})`;
    }
}

/** The saved { record, settings }, or null (nothing saved, or unreadable). */
export function load() {
    const { store } = storage();
    if (!store) return null;
    try {
        const saved = JSON.parse(store.getItem(KEY));
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

// The largest record file the page reads: far beyond any real game (a
// turn is about 20 bytes), and small enough to read without a pause.
export const IMPORT_MAX_BYTES = 4 * 1024 * 1024;

/** The text of an imported file; refuses a file too big before reading it. */
export async function readImport(file) {
    if (file.size > IMPORT_MAX_BYTES) {
        const mb = (file.size / 1048576).toFixed(1);
        throw new Error(`the file is ${mb} MB, and the page reads records of up to ${IMPORT_MAX_BYTES / 1048576} MB`);
    }
    return file.text();
}
