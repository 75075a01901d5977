// The board: an SVG drawing of the intersections, one tab stop, an ARIA
// grid of rows of cells. Arrow keys move a cursor (Home and End to the
// row's ends), Enter or Space acts on the cursor's point, a click acts on
// the point clicked. It draws what it is told (stones, legal dots, marked
// candidates, chosen stones, the last turn's captures and payment, a hint,
// a completed line); it decides nothing.
const SVG = 'http://www.w3.org/2000/svg';
const STEP = 60;
// Room for the coordinates above and to the left, less below and right.
const MARGIN = 52;
const FAR_MARGIN = 34;

function el(name, attrs = {}, parent = null) {
    const node = document.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    if (parent) parent.appendChild(node);
    return node;
}

const xy = (size, index) => [MARGIN + (index % size) * STEP, MARGIN + Math.floor(index / size) * STEP];
const EMPTY = new Set();

// What a screen reader hears for a point.
function pointLabel(view, name, stone) {
    const parts = [name, stone ?? 'empty'];
    if (view.dots.has(name)) parts.push('legal');
    if (view.candidates.has(name)) parts.push('can be chosen');
    if (view.chosen.has(name)) parts.push('chosen');
    if (view.last === name) parts.push('last move');
    if (view.hint === name) parts.push('hint');
    if (view.line.has(name)) parts.push('completed line');
    if (view.captured.has(name)) parts.push('captured by the last move');
    return parts.join(', ');
}

export class Board {
    /** `onPoint(name)` is called for a click or Enter/Space on a point. */
    constructor(svg, onPoint) {
        this.svg = svg;
        this.onPoint = onPoint;
        this.size = 0;
        this.cursor = 0;
        this.names = [];
        svg.setAttribute('tabindex', '0');
        svg.setAttribute('role', 'grid');
        svg.addEventListener('keydown', (e) => this.#key(e));
        svg.addEventListener('click', (e) => {
            const g = e.target.closest('[data-point]');
            if (!g) return;
            this.cursor = Number(g.dataset.index);
            this.#drawCursor();
            this.onPoint(g.dataset.point);
        });
    }

    #key(e) {
        const n = this.size;
        const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1],
            Home: [-n, 0], End: [n, 0] };
        if (moves[e.key]) {
            const [dx, dy] = moves[e.key];
            const col = Math.min(n - 1, Math.max(0, (this.cursor % n) + dx));
            const row = Math.min(n - 1, Math.max(0, Math.floor(this.cursor / n) + dy));
            this.cursor = row * n + col;
            this.#drawCursor();
        } else if (e.key === 'Enter' || e.key === ' ') {
            this.onPoint(this.names[this.cursor]);
        } else {
            return;
        }
        e.preventDefault();
        e.stopPropagation();
    }

    /**
     * Draw a position. view: { names, stones (colour|null per point), and
     * optional Sets of names: dots, candidates, chosen, line, captured,
     * paid, removed; names or null: last, target, hint }.
     */
    draw(input) {
        const view = { dots: EMPTY, candidates: EMPTY, chosen: EMPTY, line: EMPTY, captured: EMPTY,
            paid: EMPTY, removed: EMPTY, last: null, target: null, hint: null, ...input };
        const n = Math.sqrt(view.names.length);
        if (n !== this.size) this.cursor = Math.floor(n * n / 2);
        this.size = n;
        this.names = view.names;
        const side = MARGIN + FAR_MARGIN + (n - 1) * STEP;
        this.svg.setAttribute('viewBox', `0 0 ${side} ${side}`);
        this.svg.setAttribute('aria-rowcount', String(n));
        this.svg.setAttribute('aria-colcount', String(n));
        this.svg.replaceChildren();
        this.#grid(n);
        this.#line(view);
        for (let row = 0; row < n; row++) {
            const g = el('g', { role: 'row', 'aria-rowindex': row + 1 }, this.svg);
            for (let col = 0; col < n; col++) this.#point(view, row * n + col, g);
        }
        this.cursorMark = el('rect', { class: 'cursor', width: STEP - 8, height: STEP - 8 }, this.svg);
        this.#drawCursor();
    }

    #grid(n) {
        const end = MARGIN + (n - 1) * STEP;
        const lines = el('g', { class: 'grid', 'aria-hidden': 'true' }, this.svg);
        for (let i = 0; i < n; i++) {
            const at = MARGIN + i * STEP;
            el('line', { x1: MARGIN, y1: at, x2: end, y2: at }, lines);
            el('line', { x1: at, y1: MARGIN, x2: at, y2: end }, lines);
            el('text', { x: at, y: MARGIN - 32, class: 'coord' }, lines).textContent = String.fromCharCode(65 + i);
            el('text', { x: MARGIN - 36, y: at + 5, class: 'coord' }, lines).textContent = String(i + 1);
        }
        el('line', { x1: MARGIN, y1: MARGIN, x2: end, y2: end, class: 'diagonal' }, lines);
        el('line', { x1: end, y1: MARGIN, x2: MARGIN, y2: end, class: 'diagonal' }, lines);
    }

    // The completed line: a band under the stones, from end to end.
    #line(view) {
        const points = view.names.filter((name) => view.line.has(name));
        if (points.length < 2) return;
        const at = (name) => xy(this.size, view.names.indexOf(name));
        const [x1, y1] = at(points[0]);
        const [x2, y2] = at(points[points.length - 1]);
        el('line', { x1, y1, x2, y2, class: 'won-line', 'aria-hidden': 'true' }, this.svg);
    }

    #point(view, i, row) {
        const name = view.names[i];
        const [x, y] = xy(this.size, i);
        const stone = view.stones[i];
        const g = el('g', { id: `point-${name}`, 'data-point': name, 'data-index': i, class: 'pt', role: 'gridcell',
            'aria-colindex': (i % this.size) + 1, 'aria-label': pointLabel(view, name, stone) }, row);
        el('rect', { x: x - STEP / 2, y: y - STEP / 2, width: STEP, height: STEP, class: 'hit' }, g);
        if (view.line.has(name)) el('circle', { cx: x, cy: y, r: STEP * 0.48, class: 'line-mark' }, g);
        if (stone) el('circle', { cx: x, cy: y, r: STEP * 0.4, class: `stone ${stone}` }, g);
        if (view.dots.has(name)) el('circle', { cx: x, cy: y, r: 5, class: 'dot' }, g);
        if (view.last === name) el('circle', { cx: x, cy: y, r: 6, class: `last on-${stone ?? 'empty'}` }, g);
        if (view.captured.has(name)) this.#cross(x, y, 'captured', g);
        if (view.paid.has(name)) el('circle', { cx: x, cy: y, r: STEP * 0.3, class: 'paid' }, g);
        if (view.removed.has(name)) {
            el('rect', { x: x - 14, y: y - 14, width: 28, height: 28, class: 'removed' }, g);
        }
        if (view.candidates.has(name)) el('circle', { cx: x, cy: y, r: STEP * 0.46, class: 'candidate' }, g);
        if (view.chosen.has(name)) this.#cross(x, y, 'chosen', g);
        if (view.target === name) el('circle', { cx: x, cy: y, r: STEP * 0.4, class: 'target' }, g);
        if (view.hint === name) el('circle', { cx: x, cy: y, r: STEP * 0.42, class: 'hint' }, g);
    }

    #cross(x, y, cls, g) {
        el('path', { d: `M${x - 12} ${y - 12}L${x + 12} ${y + 12}M${x + 12} ${y - 12}L${x - 12} ${y + 12}`,
            class: cls }, g);
    }

    #drawCursor() {
        if (!this.names.length) return;
        const [x, y] = xy(this.size, this.cursor);
        this.cursorMark.setAttribute('x', x - STEP / 2 + 4);
        this.cursorMark.setAttribute('y', y - STEP / 2 + 4);
        this.svg.setAttribute('aria-activedescendant', `point-${this.names[this.cursor]}`);
        this.svg.dataset.cursor = this.names[this.cursor];
    }
}
