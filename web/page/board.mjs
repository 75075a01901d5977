// The board: an SVG drawing of the intersections, one tab stop. Arrow keys
// move a cursor, Enter or Space acts on the cursor's point, a click acts on
// the point clicked. It draws what it is told (stones, legal dots, marked
// candidates, chosen stones); it decides nothing.
const SVG = 'http://www.w3.org/2000/svg';
const STEP = 60;
const MARGIN = 52;

function el(name, attrs = {}, parent = null) {
    const node = document.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    if (parent) parent.appendChild(node);
    return node;
}

const xy = (size, index) => [MARGIN + (index % size) * STEP, MARGIN + Math.floor(index / size) * STEP];

export class Board {
    /** `onPoint(name)` is called for a click or Enter/Space on a point. */
    constructor(svg, onPoint) {
        this.svg = svg;
        this.onPoint = onPoint;
        this.size = 0;
        this.cursor = 0;
        svg.setAttribute('tabindex', '0');
        svg.setAttribute('role', 'grid');
        svg.addEventListener('keydown', (e) => this.#key(e));
        svg.addEventListener('click', (e) => {
            const g = e.target.closest('[data-point]');
            if (!g) return;
            this.cursor = Number(g.dataset.index);
            this.onPoint(g.dataset.point);
        });
    }

    #key(e) {
        const n = this.size;
        const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
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
    }

    /**
     * Draw a position. view: { names, stones (colour|null per point),
     * dots: Set of names, candidates: Set, chosen: Set, last: name|null }.
     */
    draw(view) {
        const n = Math.sqrt(view.names.length);
        if (n !== this.size) this.cursor = Math.floor(n * n / 2);
        this.size = n;
        this.names = view.names;
        const side = 2 * MARGIN + (n - 1) * STEP;
        this.svg.setAttribute('viewBox', `0 0 ${side} ${side}`);
        this.svg.replaceChildren();
        this.#grid(n);
        view.names.forEach((name, i) => this.#point(view, name, i));
        this.cursorMark = el('rect', { class: 'cursor', width: STEP - 8, height: STEP - 8 }, this.svg);
        this.#drawCursor();
    }

    #grid(n) {
        const end = MARGIN + (n - 1) * STEP;
        const lines = el('g', { class: 'grid' }, this.svg);
        for (let i = 0; i < n; i++) {
            const at = MARGIN + i * STEP;
            el('line', { x1: MARGIN, y1: at, x2: end, y2: at }, lines);
            el('line', { x1: at, y1: MARGIN, x2: at, y2: end }, lines);
            el('text', { x: at, y: MARGIN - 32, class: 'coord' }, lines).textContent = String.fromCharCode(65 + i);
            el('text', { x: MARGIN - 36, y: at + 5, class: 'coord' }, lines).textContent = String(i + 1);
        }
    }

    #point(view, name, i) {
        const [x, y] = xy(this.size, i);
        const stone = view.stones[i];
        const g = el('g', { id: `point-${name}`, 'data-point': name, 'data-index': i, class: 'pt', role: 'gridcell',
            'aria-label': `${name} ${stone ?? (view.dots.has(name) ? 'legal' : 'empty')}` }, this.svg);
        el('rect', { x: x - STEP / 2, y: y - STEP / 2, width: STEP, height: STEP, class: 'hit' }, g);
        if (stone) el('circle', { cx: x, cy: y, r: STEP * 0.4, class: `stone ${stone}` }, g);
        if (view.dots.has(name)) el('circle', { cx: x, cy: y, r: 5, class: 'dot' }, g);
        if (view.last === name) el('circle', { cx: x, cy: y, r: 6, class: 'last' }, g);
        if (view.candidates.has(name)) el('circle', { cx: x, cy: y, r: STEP * 0.46, class: 'candidate' }, g);
        if (view.chosen.has(name)) {
            el('path', { d: `M${x - 12} ${y - 12}L${x + 12} ${y + 12}M${x + 12} ${y - 12}L${x - 12} ${y + 12}`,
                class: 'chosen' }, g);
        }
        if (view.target === name) el('circle', { cx: x, cy: y, r: STEP * 0.4, class: 'target' }, g);
    }

    #drawCursor() {
        const [x, y] = xy(this.size, this.cursor);
        this.cursorMark.setAttribute('x', x - STEP / 2 + 4);
        this.cursorMark.setAttribute('y', y - STEP / 2 + 4);
        this.svg.setAttribute('aria-activedescendant', `point-${this.names[this.cursor]}`);
        this.svg.dataset.cursor = this.names[this.cursor];
    }
}
