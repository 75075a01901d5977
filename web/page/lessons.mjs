// The tutorial's lessons: one rule each, on a small board set up for it.
// A lesson is a record (docs/records.md; most start from a `start`
// position), what to read, the task, and a check of the turn the player
// makes: check(entry) gets the timeline entry of that turn (timeline.mjs:
// the turn, the library's preview of it, the result after it) and returns
// { ok, text }. A turn that fails the task is taken back.

const header = (size, p1 = 2, p2 = 4) => `nexus-record 1\nsize ${size}\ncapture-debt ${p1}\nunblock-debt ${p2}\n`;
const start = (size, board, debts, side, quiet = 0) =>
    `${header(size)}start ${board} ${debts[0]} ${debts[1]} ${side} ${quiet}\n`;

const won = (e) => e.result.outcome === e.mover && e.result.reason === 'audit';

export const LESSONS = [
    {
        id: 'place', title: 'Placing stones',
        text: [
            'Nexus is a game for two on a square grid. You place stones as in Go and try to fill a whole line, as in tic-tac-toe.',
            'Black moves first. On your turn you place one stone on any empty point (an intersection of the grid). There is no passing. Points are named by column letter and row number: A1 is the top-left corner.',
        ],
        task: 'Place a Black stone. The small dots mark the points where you may place: click or tap one, or use the arrow keys and Enter.',
        record: header(3),
        check: (e) => ({ ok: true, text: `Black placed at ${e.turn.point}. Now it would be White's turn: the players take turns, one stone each.` }),
    },
    {
        id: 'capture', title: 'Capturing, and its debt',
        text: [
            'Stones of one colour that touch up, down, left or right form a group. Its liberties are the empty points next to it.',
            'Fill the last liberty of an enemy group and you capture it: its stones leave the board, as in Go. But every stone you capture adds 2 to your debt. Debt is what makes Nexus different, as the next lessons show.',
        ],
        task: 'The two White stones B2 and B3 have one liberty left. Capture them.',
        record: start(5, '.X.../XOX../XOX../...../.....', [0, 0], 'B'),
        check: (e) => (e.facts.preview.captured.length
            ? { ok: true, text: `You captured ${e.facts.preview.captured.join(' and ')}: 2 debt a stone, so you now owe ${e.debts.black}. White owes nothing.` }
            : { ok: false, text: 'That captured nothing. Look for the one empty point next to both White stones.' }),
    },
    {
        id: 'suicide', title: 'No suicide',
        text: [
            'You may not place a stone where it would have no liberty, unless that placement captures something. Such a point has no dot.',
            'A1 has no dot: a Black stone there would touch only White stones and capture nothing. E1 has no liberty either, but a stone there takes the last liberty of D1 and of E2, so it captures them, and that makes it legal.',
        ],
        task: 'Play the corner point that captures two White stones.',
        record: start(5, '.OXO./O..XO/....X/...../.....', [0, 0], 'B'),
        check: (e) => (e.turn.point === 'E1'
            ? { ok: true, text: 'E1 captured D1 and E2 (4 debt). Your stone now has the liberties they left.' }
            : { ok: false, text: `${e.turn.point} is legal, but the lesson is the corner that captures: try E1.` }),
    },
    {
        id: 'line', title: 'Completing a line: the audit',
        text: [
            'A line is a whole row, a whole column, or one of the two long diagonals (the dashed lines). Shorter diagonals never count.',
            'Complete a line and the game is audited: your debt is compared with your opponent\'s. If yours is no higher, you win.',
        ],
        task: 'Neither side owes anything. Complete the diagonal from C1 through B2.',
        record: start(3, 'OOX/.X./...', [0, 0], 'B'),
        check: (e) => (won(e)
            ? { ok: true, text: 'The anti-diagonal is yours. Your debt (0) is no higher than White\'s (0): you win at the audit. The completed line is highlighted.' }
            : { ok: false, text: 'That does not complete a line yet. Which point finishes the diagonal C1, B2, …?' }),
    },
    {
        id: 'pay', title: 'Paying at an audit',
        text: [
            'If your debt is higher than your opponent\'s at an audit, you must pay the difference in stones: remove that many of your own stones, chosen by you. The stone you just placed may be one of them.',
            'If you still hold a line after paying, you win. If not, both debts are reset to zero and play goes on.',
        ],
        task: 'You owe 6 and White owes 3. Complete row 1 at E1, then choose the 3 stones that pay (the panel lists them; the board marks them).',
        record: start(5, 'XXXX./.O.O./..X../...../O....', [6, 3], 'B'),
        check: (e) => (e.turn.pay.length && e.result.outcome === 'none'
            ? { ok: true, text: `Net debt 3: you paid ${e.turn.pay.join(', ')}. Row 1 is broken, so no line is left: both debts are back to 0, and it is White's turn.` }
            : { ok: false, text: 'Complete row 1 at E1, then pay three stones.' }),
    },
    {
        id: 'keep', title: 'Paying and keeping a line',
        text: [
            'Paying does not always cost the line. Any line you still hold after paying wins the game, not only the one you just completed.',
        ],
        task: 'You owe 5 and White 3: completing row 1 at E1 costs 2 stones. Pay with the two stones that are not in row 1, and keep the line.',
        record: start(5, 'XXXX./.O.O./..X../...../X...O', [5, 3], 'B'),
        check: (e) => (won(e)
            ? { ok: true, text: `You paid ${e.turn.pay.join(' and ')} and still hold row 1: you win.` }
            : { ok: false, text: e.turn.pay.length ? `Paying ${e.turn.pay.join(' and ')} broke row 1, so the debts were reset instead of a win. Pay with C3 and A5.` : 'Complete row 1 at E1 first.' }),
    },
    {
        id: 'bankrupt', title: 'Bankruptcy',
        text: [
            'If you owe more than you have stones on the board when you complete a line, you cannot pay: you are bankrupt and lose.',
            'The site asks before a placement that would bankrupt you (that safeguard is the site\'s, not a rule).',
        ],
        task: 'You owe 10 and White nothing. C1 would complete row 1 with only 3 stones to pay 10. Try C1 to see the warning, answer No, and place elsewhere.',
        record: start(3, 'XX./.O./O.O', [10, 0], 'B'),
        check: (e) => (e.facts.preview.audit === 'bankrupt'
            ? { ok: false, text: 'Bankrupt: 10 debt, 3 stones. White would win. The move is taken back; place elsewhere.' }
            : { ok: true, text: `${e.turn.point} completes nothing, so there is no audit. Stay out of debt before you complete a line.` }),
    },
    {
        id: 'unblock', title: 'Forced unblocking',
        text: [
            'If you have no legal placement at all, you must first remove the fewest enemy stones that give you one, at 4 debt a stone, and then place.',
            'Here every empty point is suicide for White. Removing any one Black stone opens a point: the four sets on offer are marked on the board and listed in the panel.',
        ],
        task: 'You are White. Choose a Black stone to remove, then place.',
        record: start(3, '.X./X.X/.X.', [0, 0], 'W'),
        check: (e) => (e.turn.unblock.length
            ? { ok: true, text: `You removed ${e.turn.unblock.join(' ')} (4 debt) and placed at ${e.turn.point}. A removal is not a capture: it costs 4 a stone, not 2.` }
            : { ok: false, text: 'Choose a set to remove first.' }),
    },
    {
        id: 'repeat', title: 'No repeated positions',
        text: [
            'A position is the board together with the debt difference (Black\'s debt minus White\'s). A placement may not bring back a position seen before at the end of a turn.',
            'Black has just taken the White stone on B2 with C2 (Black\'s debt 2). If White took back at once on B2, the board and the difference (2 - 2 = 0) would be those of the start: so B2 has no dot. This is Go\'s ko, with the debts.',
        ],
        task: 'You are White. B2 is forbidden for now: play somewhere else.',
        record: `${start(5, '.XO../XO.O./.XO../...../.....', [0, 0], 'B')}turn B place C2\n`,
        check: (e) => ({ ok: true, text: `${e.turn.point}: the board has changed, so later White may retake at B2, and then it is Black who must wait.` }),
    },
    {
        id: 'quiet', title: 'Draws',
        text: [
            'A game is drawn after 2·n² turns in a row without a capture: 50 on the standard 5 × 5 board, 18 on 3 × 3. The count is shown beside the board. A capture resets it.',
            'A turn that wins at an audit is a win even when it also reaches the limit. And two players can agree a draw: Offer a draw on the Play page.',
        ],
        task: 'The quiet count is 17 of 18: any turn without a capture draws the game, except one that completes a line. Place a stone and see which.',
        record: start(3, 'X.O/.../O.X', [0, 0], 'B', 17),
        check: (e) => (won(e)
            ? { ok: true, text: 'B2 completed the main diagonal: a win at the audit counts before the quiet draw.' }
            : { ok: true, text: 'That was the 18th turn in a row without a capture: the game is drawn. (B2 would have won: it completes the diagonal.)' }),
    },
];
