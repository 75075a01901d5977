// The page's dialogs: New game (filled from the game being played, every
// field checked before a game starts), the confirmations (a bankrupt
// placement, resigning) and the share link.
import { opponents, LEVELS, levelOf } from './players.mjs';

const $ = (id) => document.getElementById(id);

/** Ask a yes/no question in dialog `id`; resolves to true for yes. */
export function confirm(id, text) {
    const dialog = $(id);
    dialog.querySelector('.question').textContent = text;
    dialog.returnValue = '';
    return new Promise((resolve) => {
        dialog.addEventListener('close', () => resolve(dialog.returnValue === 'yes'), { once: true });
        dialog.showModal();
    });
}

/** Ask before a placement that would bankrupt the player (the site's safeguard, not a rule). */
export function confirmBankrupt(point, preview) {
    return confirm('confirm', `Placing at ${point} completes a line, but your net debt (${preview.net}) is more ` +
        'than your stones: you would be bankrupt and lose. Place anyway?');
}

// A debt rate typed in the form: a whole number from 0 to 1000 (R1), or an
// error in words. An empty field is an error, not 0.
function rate(input, what) {
    const text = input.value.trim();
    if (!/^[0-9]+$/.test(text)) return { error: `${what} must be a whole number from 0 to 1000${text ? `, not "${text}"` : ' (the field is empty)'}.` };
    const value = Number(text);
    if (value > 1000) return { error: `${what} must be at most 1000, not ${value}.` };
    return { value };
}

function fill(options, settings) {
    $('size').value = String(options.size);
    $('capture-debt').value = String(options.captureDebt);
    $('unblock-debt').value = String(options.unblockDebt);
    $('opponent').value = settings.opponent;
    $('level').value = levelOf(settings) ?? 'medium';
    $('colour').value = settings.human;
    $('new-game-error').textContent = '';
    levelChoice();
}

const opponent = (id) => opponents().find((o) => o.id === id);

// The strength applies to the bots with a budget only; the help line says what the opponent is.
function levelChoice() {
    const o = opponent($('opponent').value);
    $('level').disabled = !o.budget;
    $('colour').disabled = o.id === 'two';
    $('opponent-help').textContent = o.budget
        ? `${o.help}; easy, medium and hard: ${LEVELS.map((l) => o.budget.levels[l]).join(', ')} ${o.budget.key} a turn.`
        : `${o.help}.`;
}

// The form's game, or { error, field } for the first field that is wrong.
function read() {
    const capture = rate($('capture-debt'), 'Capture debt');
    if (capture.error) return { error: capture.error, field: 'capture-debt' };
    const unblock = rate($('unblock-debt'), 'Unblocking debt');
    if (unblock.error) return { error: unblock.error, field: 'unblock-debt' };
    const o = opponent($('opponent').value);
    const level = LEVELS.includes($('level').value) ? $('level').value : 'medium';
    return {
        options: { size: Number($('size').value), captureDebt: capture.value, unblockDebt: unblock.value },
        settings: { opponent: o.id, budget: o.budget ? o.budget.levels[level] : null,
            human: o.id === 'two' ? 'black' : $('colour').value },
    };
}

/** Wire the New game dialog once; `start(options, settings)` begins a game. */
export function setUpNewGame(start) {
    const dialog = $('new-game');
    $('opponent').replaceChildren(...opponents().map((o) =>
        Object.assign(document.createElement('option'), { value: o.id, textContent: o.name })));
    $('opponent').addEventListener('change', levelChoice);
    $('standard-rules').addEventListener('click', () => {
        fill({ size: 5, captureDebt: 2, unblockDebt: 4 }, read().settings ?? { opponent: 'simple', human: 'black' });
    });
    $('start').addEventListener('click', (e) => {
        const chosen = read();
        if (chosen.error) {
            e.preventDefault();
            $('new-game-error').textContent = chosen.error;
            $(chosen.field).focus();
            return;
        }
        dialog.chosen = chosen;
    });
    dialog.addEventListener('close', () => {
        const chosen = dialog.returnValue === 'start' ? dialog.chosen : null;
        dialog.chosen = null;
        if (chosen) start(chosen.options, chosen.settings);
    });
}

/** Open New game with the current game's options and players. */
export function openNewGame(options, settings) {
    const dialog = $('new-game');
    fill(options, settings);
    dialog.returnValue = '';
    dialog.showModal();
}

/** Show the share link, with a button that copies it. */
export function openShare(link) {
    const dialog = $('share-dialog');
    const input = $('share-link');
    input.value = link;
    $('share-status').textContent = '';
    $('copy-link').onclick = async () => {
        input.select();
        try {
            await navigator.clipboard.writeText(link);
            $('share-status').textContent = 'Copied.';
        } catch {
            $('share-status').textContent = 'Select the link and copy it (the browser did not allow the page to).';
        }
    };
    dialog.showModal();
    input.select();
}
