// The move list: one button per turn ("7. White B4, ×2"), the one shown on
// the board marked as current; a click shows that move. The list is one
// group for the keyboard: arrow keys step back and forward, Home and End
// go to the start and to the game as it stands.
import { cap } from './events.mjs';

/** Draw the list of `timeline`'s turns in `ol`, `shown` marked. */
export function drawMoves(ol, timeline, shown, select) {
    const items = [];
    for (let ply = 1; ply <= timeline.length; ply++) {
        const e = timeline.at(ply);
        const li = document.createElement('li');
        const b = document.createElement('button');
        b.type = 'button';
        b.className = `move ${e.mover}`;
        b.dataset.ply = String(ply);
        b.dataset.focusKey = `ply ${ply}`;
        const tag = e.event.short ? `, ${e.event.short}` : '';
        b.textContent = `${ply}. ${e.turn.point}${tag}`;
        b.setAttribute('aria-label', `Move ${ply}: ${cap(e.mover)} ${e.turn.point}${tag}`);
        if (ply === shown) b.setAttribute('aria-current', 'step');
        b.addEventListener('click', () => select(ply));
        li.append(b);
        items.push(li);
    }
    ol.replaceChildren(...items);
    // Scroll the list itself (not the page) to the move shown, or to the end.
    const current = ol.querySelector('[aria-current]') ?? ol.lastElementChild;
    if (current) ol.scrollTop = Math.max(0, current.offsetTop - ol.clientHeight / 2);
}

/** Arrow keys, Home and End in the move list's box: `step(delta)` or `go(ply)`. */
export function moveKeys(box, { step, go, last }) {
    box.addEventListener('keydown', (e) => {
        const act = { ArrowLeft: () => step(-1), ArrowUp: () => step(-1), ArrowRight: () => step(1),
            ArrowDown: () => step(1), Home: () => go(0), End: () => go(last()) }[e.key];
        if (!act) return;
        e.preventDefault();
        act();
    });
}
