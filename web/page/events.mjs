// What a turn did, in words: the unblocking, the placement, its captures
// and their debt, the audit and its outcome, the end of the game. Every
// fact comes from the library (the preview of the turn before it was
// played, the game after it); this file only puts them into sentences.

export const cap = (s) => s[0].toUpperCase() + s.slice(1);
export const other = (color) => (color === 'black' ? 'white' : 'black');
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The name of line `index` of the library's order (nexus_line_points). */
export function lineName(size, index) {
    if (index < size) return `row ${index + 1}`;
    if (index < 2 * size) return `column ${String.fromCharCode(65 + index - size)}`;
    return index === 2 * size ? 'the main diagonal' : 'the anti-diagonal';
}

function names(list) {
    if (list.length <= 1) return list.join('');
    return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

/**
 * The lines `color` owns on the board after the turn's unblocking,
 * placement and captures, before any payment: the lines that made the
 * audit. `lines` are the board's lines (point names), `board` a Map from
 * point name to colour before the turn.
 */
export function completedLines(lines, board, turn, captured, color) {
    const after = new Map(board);
    for (const p of [...turn.unblock, ...captured]) after.set(p, null);
    after.set(turn.point, color);
    return lines.map((line, index) => ({ line, index }))
        .filter(({ line }) => line.every((p) => after.get(p) === color));
}

function auditText(t, Mover, Other) {
    const p = t.preview;
    const lines = names(t.completed.map(({ index }) => lineName(t.size, index)));
    const start = ` ${Mover} completes ${lines}: an audit.`;
    if (p.audit === 'win') return `${start} Net debt ${p.net} is 0 or less: ${Mover} wins.`;
    if (p.audit === 'bankrupt')
        return `${start} Net debt ${p.net} is more than ${Mover}'s ${plural(t.stones, 'stone')}: bankrupt. ${Other} wins.`;
    const paid = `${start} Net debt ${p.net}: ${Mover} pays ${names(t.turn.pay)}.`;
    if (t.result.outcome === t.mover) return `${paid} ${Mover} still holds a line and wins.`;
    return `${paid} No line is left, so both debts are reset to 0.`;
}

function endText(t, Mover, Other) {
    const { reason } = t.result;
    if (reason === 'quiet')
        return ` That makes ${2 * t.size * t.size} turns in a row without a capture: the game is drawn.`;
    if (reason === 'no-placement')
        return ` ${Other} has no legal placement, and no unblocking would give one: ${Mover} wins.`;
    if (reason === 'uncovered')
        return ` ${Other} must unblock, but no set can be offered: the rules do not cover this, and the game ends with no winner.`;
    return '';
}

/**
 * A turn in words. `t`: { size, mover, turn, preview (of the turn before
 * it was played), completed (completedLines()), stones (the mover's
 * stones after placing), debtRates { captureDebt, unblockDebt }, result
 * (after the turn) }. Returns { text, short } (short: for the move list).
 */
export function describeTurn(t) {
    const Mover = cap(t.mover);
    const Other = cap(other(t.mover));
    let text = '';
    const tags = [];
    if (t.turn.unblock.length) {
        const debt = t.turn.unblock.length * t.debtRates.unblockDebt;
        text += `${Mover} has no legal placement, so first removes ${names(t.turn.unblock)} (+${debt} debt). `;
        tags.push(`unblocks ${t.turn.unblock.join(' ')}`);
    }
    text += `${Mover} plays ${t.turn.point}.`;
    const n = t.preview.captured.length;
    if (n) {
        text += ` It captures ${names(t.preview.captured)}: +${n * t.debtRates.captureDebt} debt, ` +
            `so ${Mover} owes ${t.preview.moverDebt}.`;
        tags.push(`×${n}`);
    }
    if (t.preview.audit !== 'none') {
        text += auditText(t, Mover, Other);
        tags.push(t.preview.audit === 'pay' ? `audit, pays ${t.turn.pay.length}` : `audit: ${t.preview.audit === 'win' ? 'wins' : 'bankrupt'}`);
    }
    text += endText(t, Mover, Other);
    return { text, short: tags.join(', ') };
}

const REASONS = {
    audit: 'wins at an audit', bankrupt: 'wins: the opponent went bankrupt',
    'no-placement': 'wins: the opponent could not place', resigned: 'wins: the opponent resigned',
};

/** The result in words, or '' while the game goes on. `who(color)` names a side. */
export function resultText({ outcome, reason }, who) {
    if (outcome === 'black' || outcome === 'white') return `${who(outcome)} ${REASONS[reason]}.`;
    if (reason === 'quiet') return 'Drawn: 2n² turns in a row without a capture.';
    if (reason === 'agreement') return 'Drawn by agreement.';
    if (reason === 'uncovered') return 'Game over: the rules do not cover this position (no unblocking set could be offered).';
    return '';
}
