// The panel under the board: the choices a turn needs (unblocking set,
// payment), draw answers, the note while looking at an earlier move, and
// a cancel. It only lists what it is given. Every button carries a
// data-focus-key, so that focus stays on the same button when the panel is
// drawn again (keepFocus).
export function button(text, attrs, onClick) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = text;
    for (const [k, v] of Object.entries(attrs)) b.setAttribute(k, v);
    if (!b.dataset.focusKey) b.dataset.focusKey = attrs.id ?? text;
    b.addEventListener('click', onClick);
    return b;
}

function list(items) {
    const ul = document.createElement('ul');
    items.forEach((item) => { const li = document.createElement('li'); li.append(item); ul.append(li); });
    return ul;
}

export function para(text, attrs = {}) {
    const p = document.createElement('p');
    p.textContent = text;
    for (const [k, v] of Object.entries(attrs)) p.setAttribute(k, v);
    return p;
}

/**
 * Draw `container` again with `draw()`, keeping the keyboard focus: on the
 * element with the same data-focus-key when there is one, else on
 * `fallback` (the board) when the focus was inside and is now gone.
 */
export function keepFocus(container, draw, fallback) {
    const active = document.activeElement;
    const key = active && container.contains(active) ? active.dataset?.focusKey ?? null : undefined;
    draw();
    if (key === undefined || container.contains(document.activeElement)) return;
    const same = key === null ? null : [...container.querySelectorAll('[data-focus-key]')]
        .find((e) => e.dataset.focusKey === key && !e.disabled);
    (same ?? fallback)?.focus({ preventScroll: true });
}

/** Unblocking: every offered set, one button each. */
export function unblockPanel(panel, who, sets, act) {
    const k = sets[0].length;
    panel.replaceChildren(
        para(`${who} has no legal placement: remove ${k} enemy stone${k > 1 ? 's' : ''} first. Choose a set (marked on the board):`),
        list(sets.map((s) => button(`Remove ${s.join(' ')}`, { 'data-set': s.join(' '), 'data-focus-key': `set ${s}` },
            () => act.set(s)))));
}

/** Payment: every stone that may pay, toggles, and Play once enough. */
export function payPanel(panel, choice, act) {
    const { net, payers } = choice.preview;
    panel.replaceChildren(
        para(`${choice.point} completes a line. Net debt ${net}: choose ${net} of your stones to pay (${choice.pay.length} chosen).`),
        list(payers.map((p) => button(p, { 'data-pay': p, 'data-focus-key': `pay ${p}`,
            'aria-pressed': String(choice.pay.includes(p)) }, () => act.pay(p)))),
        button('Play turn', { id: 'play-turn', ...(choice.complete ? {} : { disabled: '' }) }, act.play),
        ' ', button('Cancel', { id: 'cancel-turn' }, act.cancel));
}

/** A set is chosen: say so, and allow going back. */
export function placePanel(panel, choice, act) {
    panel.replaceChildren(para(`Removing ${choice.unblock.join(' ')}: now choose where to place.`),
        button('Cancel', { id: 'cancel-turn' }, act.cancel));
}

/** Two players at one device: the other side answers the offer. */
export function drawPanel(panel, offerer, answerer, act) {
    panel.replaceChildren(para(`${offerer} offers a draw. ${answerer}, do you accept?`),
        button('Accept draw', { id: 'accept-draw' }, () => act.answer(true)), ' ',
        button('Decline', { id: 'decline-draw' }, () => act.answer(false)));
}

/** Looking at an earlier move: say which, and offer the way back. */
export function viewingPanel(panel, ply, length, act) {
    panel.replaceChildren(para(`You are looking at ${ply === 0 ? 'the start' : `move ${ply}`} of ${length}.`),
        button('Back to the game', { id: 'back-to-game' }, act.live));
}
