// Why a point cannot be played now, in words. The library decides (the
// status Game.checkTurn gives for the turn); this file only says it, in a
// sentence for the live region and in a few words for the point's label.
const WHY = {
    NEXUS_E_OCCUPIED: ['occupied', (p) => `${p} is occupied.`],
    NEXUS_E_SUICIDE: ['no liberty', (p) => `${p} would have no liberty and captures nothing: suicide is not allowed (R6).`],
    NEXUS_E_REPETITION: ['repeats a position',
        (p) => `${p} would repeat a position seen before, the board with the same debt difference (R6, R12-R14).`],
    NEXUS_E_MUST_UNBLOCK: ['remove stones first',
        (p) => `${p}: no placement is legal, so enemy stones must be removed first (R15): choose a set in the panel.`],
    NEXUS_E_GAME_OVER: ['the game is over', () => 'The game is over.'],
    NEXUS_E_DRAW_PENDING: ['a draw offer awaits an answer', () => 'A draw offer awaits an answer.'],
};

/**
 * The refusal of the library's `status` for a placement at `point`:
 * { short, text }, or null when the status is NEXUS_OK. A status this file
 * has no words for is named as the library names it.
 */
export function refusal(status, point) {
    if (status === 'NEXUS_OK') return null;
    const [short, text] = WHY[status] ?? [`not legal (${status})`, (p) => `${p} is not legal (${status}).`];
    return { short, text: text(point) };
}
