// hint(): a suggested turn for the side to move and an estimate of where
// the game stands, made from the library's own tools. The bots of
// libnexus-bot give a turn but no value, so the estimate is measured:
//
// 1. The solver (nexus_solve) first looks for a forced win of either side
//    within a few plies. When it finds one, the estimate is exact, and the
//    suggestion is the solver's: the fastest win, or the longest defence.
// 2. Otherwise the suggestion is the strong bot's turn, and the estimate is
//    the share of games the strong bot, with a small budget and a new seed
//    each game, wins for each side against itself from the position after
//    that turn. It is a measurement of a few games, and says so.
import { Game } from './game.mjs';
import { Bot } from './bot.mjs';
import { solve } from './solve.mjs';
import * as is from './check.mjs';

const DEFAULTS = { nodes: 20000, solveNodes: 60000, solvePlies: 7, games: 8, gameNodes: 1000, timeMs: 1500 };
// Self-play games stop here if still going (R22: the rules bound no game).
const GAME_TURN_LIMIT = 400;

function readOptions(options) {
    const o = is.options(options, 'hint options', Object.keys(DEFAULTS));
    const get = (key, min, max) => is.optionalInteger(o[key], `hint options.${key}`, min, max, DEFAULTS[key]);
    return {
        nodes: get('nodes', 1, 2000000), solveNodes: get('solveNodes', 0, 10000000),
        solvePlies: get('solvePlies', 1, 64), games: get('games', 1, 1000),
        gameNodes: get('gameNodes', 1, 2000000), timeMs: get('timeMs', 0, 60000),
    };
}

// The solver's verdict within the budget, or null when it proved nothing.
function proved(game, o) {
    if (o.solveNodes === 0) return null;
    const r = solve(game, { maxPlies: o.solvePlies, maxNodes: o.solveNodes, tableBytes: 4 << 20 });
    if (r.value === 'unknown' || r.line.length === 0) return null;
    const mover = game.toMove();
    const winner = r.value === 'win' ? mover : (mover === 'black' ? 'white' : 'black');
    return { turn: r.line[0], estimate: { kind: 'proof', winner, plies: r.plies, nodes: r.nodes } };
}

// One self-play game of the strong bot from `game` (not changed).
function selfPlay(game, nodes, seed) {
    const g = game.clone();
    const bot = Bot.strong({ nodes, seed });
    try {
        for (let i = 0; g.phase() !== 'over' && i < GAME_TURN_LIMIT; i++) {
            if (g.drawPending()) g.answerDraw(false);
            g.play(bot.choose(g));
        }
        return g.phase() === 'over' ? g.result().outcome : 'unfinished';
    } finally {
        bot.free();
        g.free();
    }
}

function measured(game, turn, o) {
    const after = game.clone();
    const counts = { black: 0, white: 0, draw: 0, other: 0 };
    let games = 0;
    try {
        after.play(turn);
        const start = Date.now();
        while (games < o.games && (games === 0 || Date.now() - start < o.timeMs)) {
            const outcome = after.phase() === 'over' ? after.result().outcome
                : selfPlay(after, o.gameNodes, BigInt(games + 1));
            counts[outcome in counts ? outcome : 'other'] += 1;
            games += 1;
            if (after.phase() === 'over') break;
        }
    } finally {
        after.free();
    }
    return { kind: 'self-play', games, nodes: o.gameNodes, ...counts };
}

/**
 * A hint for the side to move of `game` (not changed): { turn, estimate },
 * where estimate is { kind: 'proof', winner, plies, nodes } when the
 * solver proved a forced win, or { kind: 'self-play', games, nodes, black,
 * white, draw, other } counting the strong bot's games against itself.
 */
export function hint(game, options) {
    is.instance(game, 'game', Game);
    const o = readOptions(options);
    const exact = proved(game, o);
    if (exact) return exact;
    const bot = Bot.strong({ nodes: o.nodes });
    let turn;
    try {
        turn = bot.choose(game);
    } finally {
        bot.free();
    }
    return { turn, estimate: measured(game, turn, o) };
}
