// The panel under the board: the choices a turn needs (unblocking set,
// payment), draw answers, and a cancel. It only lists what it is given.
function button(text, attrs, onClick) {
    const b = document.createElement('button');
    b.textContent = text;
    for (const [k, v] of Object.entries(attrs)) b.setAttribute(k, v);
    b.addEventListener('click', onClick);
    return b;
}

function list(items) {
    const ul = document.createElement('ul');
    items.forEach((item) => { const li = document.createElement('li'); li.append(item); ul.append(li); });
    return ul;
}

function para(text) {
    const p = document.createElement('p');
    p.textContent = text;
    return p;
}

/** Unblocking: every offered set, one button each. */
export function unblockPanel(panel, who, sets, act) {
    panel.replaceChildren(
        para(`${who} has no legal placement: remove ${sets[0].length} enemy stone${sets[0].length > 1 ? 's' : ''} first. Choose a set (marked on the board):`),
        list(sets.map((s) => button(`Remove ${s.join(' ')}`, { 'data-set': s.join(' ') }, () => act.set(s)))));
}

/** Payment: every stone that may pay, toggles, and Play once enough. */
export function payPanel(panel, choice, act) {
    const { net, payers } = choice.preview;
    panel.replaceChildren(
        para(`${choice.point} completes a line. Net debt ${net}: choose ${net} of your stones to pay (${choice.pay.length} chosen).`),
        list(payers.map((p) => button(p, { 'data-pay': p, 'aria-pressed': String(choice.pay.includes(p)) },
            () => act.pay(p)))),
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
