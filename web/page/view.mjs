// The side of the game page in words: whose turn it is, both players with
// their debts, the quiet count, the rules in force, a hint and its
// estimate. Each function fills its element from what it is given.
import { cap, other } from './events.mjs';

const $ = (id) => document.getElementById(id);

/** "5 × 5 · capture debt 2 a stone · ..." for the rules of `options`. */
export function rulesInForce({ size, captureDebt, unblockDebt }) {
    return `${size} × ${size} · capture debt ${captureDebt} a stone · unblocking debt ${unblockDebt} a stone · ` +
        `a draw after ${2 * size * size} turns without a capture`;
}

/** Both players, their debts, and whose turn it is in the position shown. */
export function drawPlayers(entry, label, over) {
    for (const color of ['black', 'white']) {
        const row = $(`player-${color}`);
        row.querySelector('.name').textContent = label(color);
        row.querySelector('.debt').textContent = `debt ${entry.debts[color]}`;
        row.classList.toggle('to-move', !over && entry.toMove === color);
    }
}

/** The quiet count of the position shown, against its limit. */
export function drawQuiet(entry, size) {
    $('quiet').textContent = `Quiet turns: ${entry.quiet} of ${2 * size * size}`;
}

function turnWords(turn) {
    const parts = [];
    if (turn.unblock.length) parts.push(`remove ${turn.unblock.join(' ')}, then`);
    parts.push(turn.point);
    if (turn.pay.length) parts.push(`paying ${turn.pay.join(' ')}`);
    return parts.join(' ');
}

/** A hint in words: the turn, and what the estimate says. */
export function hintText(mover, { turn, estimate: e }) {
    const Mover = cap(mover);
    const head = `Hint for ${Mover}: ${turnWords(turn)}.`;
    if (e.kind === 'proof') {
        if (e.winner === mover)
            return `${head} ${Mover} can force a win within ${e.plies} plies (proved by the solver, ${e.nodes} positions searched).`;
        return `${head} ${cap(other(mover))} can force a win within ${e.plies} plies whatever ${Mover} plays; this turn holds out longest (proved by the solver).`;
    }
    const share = Math.round((100 * (e[mover] + e.draw / 2)) / e.games);
    const drawn = e.draw ? `, ${e.draw} drawn` : '';
    const open = e.other ? `, ${e.other} unfinished` : '';
    return `${head} Estimate: about ${share}% for ${Mover}. From the position after ${turn.point}, the strong bot ` +
        `playing both sides (${e.nodes} nodes a turn) won ${e.black} of ${e.games} games for Black and ` +
        `${e.white} for White${drawn}${open}.`;
}
