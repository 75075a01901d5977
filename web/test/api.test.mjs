// Unit tests of the JavaScript API (node --test), against the wasm build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteDir, UNBLOCK, PAYMENT } from './fixtures.mjs';

const nexus = await import(pathToFileURL(path.join(siteDir, 'nexus.mjs')));
const { init, Game, Bot, NexusError, RecordError, parsePoint, formatPoint, lines, solve, hint, builtinBots } = nexus;
await init();

/** Assert that fn throws a NexusError with this status name. */
function throwsStatus(fn, status) {
    assert.throws(fn, (e) => e instanceof NexusError && e.status === status,
        `expected ${status}`);
}

/** Assert that a failing call left the game exactly as it was. */
function unchangedAfter(game, fn, status) {
    const before = game.recordText();
    const legal = game.legalPoints();
    throwsStatus(fn, status);
    assert.equal(game.recordText(), before);
    assert.deepEqual(game.legalPoints(), legal);
}

test('a new game has the standard options and an empty board', () => {
    const g = new Game();
    assert.deepEqual(g.options(), { size: 5, captureDebt: 2, unblockDebt: 4 });
    assert.equal(g.toMove(), 'black');
    assert.equal(g.phase(), 'place');
    assert.deepEqual(g.board(), Array(25).fill(null));
    assert.equal(g.legalPoints().length, 25);
    assert.deepEqual(g.debts(), { black: 0, white: 0 });
    assert.deepEqual(g.result(), { outcome: 'none', reason: 'none' });
    g.free();
});

test('options outside the rules are refused', () => {
    assert.throws(() => new Game({ size: 10 }), /^RangeError: Game options.size must be an integer from 3 to 9, not 10$/);
    assert.throws(() => new Game({ size: 2 }), RangeError);
    assert.throws(() => new Game({ captureDebt: 1001 }), /captureDebt must be an integer from 0 to 1000, not 1001/);
    const g = new Game({ size: 3, captureDebt: 1, unblockDebt: 3 });
    assert.deepEqual(g.options(), { size: 3, captureDebt: 1, unblockDebt: 3 });
    assert.deepEqual(g.points(), ['A1', 'B1', 'C1', 'A2', 'B2', 'C2', 'A3', 'B3', 'C3']);
    g.free();
});

test('point names are the library\'s', () => {
    assert.equal(parsePoint(5, 'C3'), 12);
    assert.equal(parsePoint(5, 'c3'), 12);
    assert.equal(formatPoint(9, 80), 'I9');
    throwsStatus(() => parsePoint(5, 'F1'), 'NEXUS_E_PARSE');
    assert.throws(() => formatPoint(5, 25), RangeError);
});

test('a placement changes the board and the side to move', () => {
    const g = new Game();
    g.play('C3');
    assert.equal(g.stone('C3'), 'black');
    assert.equal(g.toMove(), 'white');
    assert.equal(g.turnCount(), 1);
    assert.deepEqual(g.turnAt(0), { unblock: [], point: 'C3', pay: [] });
    g.undo();
    assert.equal(g.stone('C3'), null);
    assert.equal(g.turnCount(), 0);
    g.free();
});

test('bad points and illegal turns throw and change nothing', () => {
    const g = new Game();
    g.play('C3');
    unchangedAfter(g, () => g.play('Z9'), 'NEXUS_E_PARSE');
    unchangedAfter(g, () => g.play('F3'), 'NEXUS_E_PARSE');
    unchangedAfter(g, () => g.play('C3\0'), 'NEXUS_E_PARSE');
    unchangedAfter(g, () => g.play('C3'), 'NEXUS_E_OCCUPIED');
    unchangedAfter(g, () => g.play({ point: 'B2', pay: ['C3'] }), 'NEXUS_E_PAYMENT_NOT_DUE');
    unchangedAfter(g, () => g.play({ point: 'B2', unblock: ['C3'] }), 'NEXUS_E_UNBLOCK_NOT_DUE');
    unchangedAfter(g, () => g.stone('J1'), 'NEXUS_E_PARSE');
    g.free();
});

test('calls in the wrong phase throw and change nothing', () => {
    const g = new Game();
    unchangedAfter(g, () => g.undo(), 'NEXUS_E_NO_HISTORY');
    unchangedAfter(g, () => g.answerDraw(true), 'NEXUS_E_NO_DRAW_OFFER');
    unchangedAfter(g, () => g.legalAfterUnblock(['C3']), 'NEXUS_E_UNBLOCK_NOT_DUE');
    g.offerDraw();
    unchangedAfter(g, () => g.play('C3'), 'NEXUS_E_DRAW_PENDING');
    unchangedAfter(g, () => g.offerDraw(), 'NEXUS_E_DRAW_PENDING');
    g.answerDraw(true);
    assert.deepEqual(g.result(), { outcome: 'draw', reason: 'agreement' });
    assert.equal(g.phase(), 'over');
    unchangedAfter(g, () => g.play('C3'), 'NEXUS_E_GAME_OVER');
    unchangedAfter(g, () => g.offerDraw(), 'NEXUS_E_GAME_OVER');
    g.undo();
    assert.equal(g.drawPending(), true);
    g.answerDraw(false);
    g.play('C3');
    assert.equal(g.stone('C3'), 'black');
    g.free();
});

test('use after free throws; free twice is harmless', () => {
    const g = new Game();
    const b = Bot.simple();
    g.free();
    g.free();
    assert.equal(g.freed, true);
    throwsStatus(() => g.play('C3'), 'NEXUS_E_INVALID_ARG');
    throwsStatus(() => g.recordText(), 'NEXUS_E_INVALID_ARG');
    throwsStatus(() => g.clone(), 'NEXUS_E_INVALID_ARG');
    throwsStatus(() => b.choose(g), 'NEXUS_E_INVALID_ARG');
    b.free();
    throwsStatus(() => b.name, 'NEXUS_E_INVALID_ARG');
});

test('checkTurn reports what play would, without playing', () => {
    const g = new Game();
    g.play('C3');
    const before = g.recordText();
    assert.equal(g.checkTurn('C3'), 'NEXUS_E_OCCUPIED');
    assert.equal(g.checkTurn('B2'), 'NEXUS_OK');
    assert.equal(g.checkTurn({ point: 'B2', pay: ['C3'] }), 'NEXUS_E_PAYMENT_NOT_DUE');
    assert.equal(g.recordText(), before);
    throwsStatus(() => g.checkTurn('Q1'), 'NEXUS_E_PARSE');
    g.free();
});

test('a record round-trips, and a bad record says where', () => {
    const g = new Game({ size: 4 });
    ['B2', 'C3', 'B3'].forEach((p) => g.play(p));
    g.setLabel('white', 'bot');
    const copy = Game.fromRecord(g.recordText());
    assert.equal(copy.recordText(), g.recordText());
    assert.equal(copy.label('white'), 'bot');
    assert.equal(copy.stone('B3'), 'black');
    assert.throws(() => Game.fromRecord(g.recordText() + 'turn W place B2\n'),
        (e) => e.status === 'NEXUS_E_RECORD' || e.status === 'NEXUS_E_OCCUPIED');
    assert.throws(() => Game.fromRecord('not a record\n'), (e) => e instanceof NexusError && e.line === 1);
    [g, copy].forEach((x) => x.free());
});

test('an unblocking turn: sets, legal points after, the turn played', () => {
    const { text } = UNBLOCK();
    const g = Game.fromRecord(text);
    assert.equal(g.phase(), 'unblock');
    assert.equal(g.toMove(), 'white');
    assert.deepEqual(g.legalPoints(), []);
    const sets = g.unblockSets();
    assert.ok(sets.some((s) => s.length === 1 && s[0] === 'B1'));
    assert.ok(g.legalAfterUnblock(['B1']).includes('B1'));
    unchangedAfter(g, () => g.play('B1'), 'NEXUS_E_MUST_UNBLOCK');
    unchangedAfter(g, () => g.legalAfterUnblock(['C3', 'C3']), 'NEXUS_E_NOT_OFFERED');
    const debt = g.debts().white;
    g.play({ unblock: ['B1'], point: 'B1' });
    assert.equal(g.stone('B1'), 'white');
    assert.equal(g.debts().white >= debt, true);
    g.free();
});

test('an audit payment: preview says pay, the wrong payment is refused', () => {
    const { text } = PAYMENT();
    const g = Game.fromRecord(text);
    const p = g.preview('E3');
    assert.equal(p.audit, 'pay');
    assert.equal(p.net, 2);
    assert.ok(p.payers.includes('C1') && p.payers.includes('B2'));
    unchangedAfter(g, () => g.play('E3'), 'NEXUS_E_PAYMENT_SIZE');
    unchangedAfter(g, () => g.play({ point: 'E3', pay: ['C1'] }), 'NEXUS_E_PAYMENT_SIZE');
    unchangedAfter(g, () => g.play({ point: 'E3', pay: ['C1', 'C1'] }), 'NEXUS_E_PAYMENT_DUPLICATE');
    g.play({ point: 'E3', pay: ['C1', 'B2'] });
    assert.equal(g.stone('C1'), null);
    g.free();
});

test('the simple bot plays a whole game; strong and random choose legal turns', () => {
    const g = new Game({ size: 3 });
    const bots = [Bot.simple(), Bot.strong({ nodes: 500 }), Bot.random(7)];
    assert.deepEqual(bots.map((b) => b.name), ['simple', 'strong', 'random']);
    for (let i = 0; g.phase() !== 'over' && i < 400; i++) {
        const turn = bots[i % 3].choose(g);
        assert.equal(g.checkTurn(turn), 'NEXUS_OK');
        g.play(turn);
    }
    assert.equal(g.phase(), 'over');
    assert.notEqual(g.result().outcome, 'none');
    throwsStatus(() => bots[0].choose(g), 'NEXUS_E_GAME_OVER');
    const offered = new Game();
    offered.offerDraw();
    assert.equal(bots[0].answerDraw(offered), false);
    offered.free();
    bots.forEach((b) => b.free());
    g.free();
});

test('a game dropped without free() is released by the FinalizationRegistry', async () => {
    const { setFlagsFromString } = await import('node:v8');
    const { runInNewContext } = await import('node:vm');
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc');
    const { wasm } = await import(pathToFileURL(path.join(siteDir, 'wasm.mjs')));
    const real = wasm.M._nexus_game_free;
    const released = [];
    wasm.M._nexus_game_free = (ptr) => { released.push(ptr); real(ptr); };
    try {
        let ptr = 0;
        (() => { ptr = new Game().ptr; })();
        for (let i = 0; i < 50 && !released.includes(ptr); i++) {
            gc();
            await new Promise((resolve) => setTimeout(resolve, 10));
        }
        assert.ok(released.includes(ptr), 'the handle was released after collection');
    } finally {
        wasm.M._nexus_game_free = real;
    }
});

test('a playout is the library\'s: reproducible for a seed, to the end of the game', () => {
    const a = new Game({ size: 4 });
    const b = new Game({ size: 4 });
    const turns = a.playout(12345n, 1000);
    assert.equal(b.playout(12345, 1000), turns);
    assert.equal(a.recordText(), b.recordText());
    assert.equal(a.phase(), 'over');
    assert.equal(a.turnCount(), turns);
    const c = new Game({ size: 4 });
    assert.equal(c.playout(1, 3), 3);
    assert.equal(c.turnCount(), 3);
    [a, b, c].forEach((g) => g.free());
});

test('a record that ends too early names no line 0; a count of one turn is singular', () => {
    assert.throws(() => Game.fromRecord(''), (e) => e instanceof RecordError && e.line === 0
        && /\(record, at its end: record is empty/.test(e.message) && !/line 0/.test(e.message));
    const g = new Game({ size: 3 });
    assert.throws(() => g.turnAt(0), (e) => e instanceof RangeError && /the game has no turns/.test(e.message));
    g.play('B2');
    assert.throws(() => g.turnAt(1), (e) => /\(the game has 1 turn\)/.test(e.message));
    g.free();
});

test('BotWorker refuses bad arguments with a rejected promise, never a throw', async () => {
    const { BotWorker } = await import(pathToFileURL(path.join(siteDir, 'bot-worker.mjs')));
    const worker = new BotWorker();
    const g = new Game({ size: 3 });
    const calls = [[() => worker.choose(g, { kind: 'strong', nodes: -1 }), RangeError],
        [() => worker.choose(g, { kind: 'nope' }), RangeError], [() => worker.choose('game', { kind: 'simple' }), TypeError],
        [() => worker.answerDraw(g, null), TypeError], [() => worker.hint(g, { node: 5 }), TypeError]];
    for (const [call, type] of calls) {
        let result;
        assert.doesNotThrow(() => { result = call(); });
        assert.ok(result instanceof Promise);
        await assert.rejects(result, type);
    }
    assert.equal(worker.busy, false, 'a refused request starts no work');
    g.free();
});

test('a bad record throws a RecordError, a NexusError with the line', () => {
    assert.throws(() => Game.fromRecord('nexus-record 1\nsize 5\ncapture-debt 2\nunblock-debt 4\nturn B place Q9\n'),
        (e) => e instanceof RecordError && e instanceof NexusError && e.line === 5 && /record line 5/.test(e.message));
});

test('lines are the library\'s: rows, columns, then both long diagonals', () => {
    const l = lines(3);
    assert.equal(l.length, 8);
    assert.deepEqual(l[0], ['A1', 'B1', 'C1']);
    assert.deepEqual(l[3], ['A1', 'A2', 'A3']);
    assert.deepEqual(l[6], ['A1', 'B2', 'C3']);
    assert.deepEqual(l[7], ['C1', 'B2', 'A3']);
    const g = Game.fromRecord('nexus-record 1\nsize 3\ncapture-debt 2\nunblock-debt 4\nstart OOX/.X./... 0 0 B 0\n');
    assert.deepEqual(g.ownedLines('black'), []);
    g.play('A3');
    assert.deepEqual(g.result(), { outcome: 'black', reason: 'audit' });
    assert.deepEqual(g.ownedLines('black'), [['C1', 'B2', 'A3']]);
    assert.deepEqual(g.ownedLines('white'), []);
    g.free();
});

test('every built-in bot by name, with the options the library describes', () => {
    const bots = builtinBots();
    assert.deepEqual(bots.map((b) => b.name), ['simple', 'random', 'mcts', 'mcts-uniform', 'strong']);
    const strong = bots.find((b) => b.name === 'strong');
    assert.deepEqual(strong.options.slice(0, 3).map((o) => [o.name, o.type, o.default, o.min]),
        [['nodes', 'integer', 50000, 1], ['time', 'integer', 0, 0], ['max_depth', 'integer', 32, 1]]);
    assert.deepEqual(strong.options.map((o) => o.name), ['nodes', 'time', 'max_depth', 'exploration', 'playouts',
        'win_depth', 'check_depth', 'checks', 'rave', 'heuristic_payment', 'solver', 'reuse', 'prior', 'tactics',
        'tactic_nodes', 'node_visits', 'node_plies', 'decisive', 'cut', 'reply', 'fpu', 'book', 'length_bonus',
        'seed']);
    // The seed Bot.named() accepts is listed for every bot, last, and a
    // bot made by name starts from seed 0 as the list says.
    for (const b of bots) assert.deepEqual(b.options.at(-1), { name: 'seed', type: 'seed', default: 0, min: 0,
        max: 2n ** 64n - 1n, help: b.options.at(-1).help });
    const g4 = new Game({ size: 4 });
    const [plain, zero] = [Bot.named('mcts', { iterations: 100 }), Bot.named('mcts', { iterations: 100, seed: 0 })];
    assert.deepEqual(plain.choose(g4), zero.choose(g4));
    [plain, zero, g4].forEach((x) => x.free());
    assert.ok(strong.options.every((o) => o.help.length > 10));
    const g = new Game({ size: 4 });
    g.play('B2');
    for (const spec of [{ kind: 'simple' }, { kind: 'bot' }, { kind: 'random', seed: 3n },
        { kind: 'mcts', iterations: 50, seed: 1 }, { kind: 'mcts-uniform', iterations: 50, exploration: 0.5 },
        { kind: 'strong', nodes: 500, max_depth: 4 }]) {
        const bot = Bot.fromSpec(spec);
        assert.equal(bot.name, spec.kind === 'bot' ? 'simple' : spec.kind);
        assert.equal(g.checkTurn(bot.choose(g)), 'NEXUS_OK');
        bot.free();
    }
    // A spec's text makes the bot the tool makes of it: its settings are
    // set, and a bare value is the budget, the bot's first option.
    for (const [text, name, option, value] of [['strong:nodes=500,max_depth=4', 'strong', 'max_depth', 4],
        ['mcts:300', 'mcts', 'iterations', 300], ['simple', 'simple', null, null]]) {
        const bot = Bot.fromSpec(text);
        assert.equal(bot.name, name);
        if (option) assert.equal(bot.option(option), value);
        assert.equal(g.checkTurn(bot.choose(g)), 'NEXUS_OK');
        bot.free();
    }
    // The same seed gives the same choice.
    const [a, b] = [Bot.mcts({ iterations: 200, seed: 9 }), Bot.mcts({ iterations: 200, seed: 9 })];
    assert.deepEqual(a.choose(g), b.choose(g));
    [a, b].forEach((x) => x.free());
    g.free();
});

test('the solver proves the 3x3 start a win for Black in 9 plies', () => {
    const g = new Game({ size: 3 });
    const r = solve(g, { maxPlies: 9 });
    assert.equal(r.value, 'win');
    assert.equal(r.plies, 9);
    assert.equal(r.complete, true);
    assert.equal(r.line.length, 9);
    const copy = g.clone();
    r.line.forEach((t) => copy.play(t));
    assert.deepEqual(copy.result().outcome, 'black');
    const shallow = solve(g, { maxPlies: 3 });
    assert.equal(shallow.value, 'unknown');
    assert.deepEqual(shallow.line, []);
    [g, copy].forEach((x) => x.free());
});

test('a hint is a legal turn with an estimate: proved when the solver can, else measured', () => {
    const won = Game.fromRecord('nexus-record 1\nsize 3\ncapture-debt 2\nunblock-debt 4\nstart OOX/.X./... 0 0 B 0\n');
    const h = hint(won);
    assert.deepEqual(h.turn, { unblock: [], point: 'A3', pay: [] });
    assert.deepEqual(h.estimate, { kind: 'proof', winner: 'black', plies: 1, nodes: h.estimate.nodes });
    const open = new Game();
    const m = hint(open, { solveNodes: 0, games: 3, gameNodes: 200, timeMs: 60000 });
    assert.equal(open.checkTurn(m.turn), 'NEXUS_OK');
    assert.equal(m.estimate.kind, 'self-play');
    assert.equal(m.estimate.games, 3);
    const { black, white, draw, other } = m.estimate;
    assert.equal(black + white + draw + other, 3);
    assert.equal(open.turnCount(), 0, 'the hint does not change the game');
    [won, open].forEach((x) => x.free());
});

test('a 20 MB record goes into wasm whole (copied by the browser\'s encoder, not char by char)', () => {
    const head = 'nexus-record 1\nsize 5\ncapture-debt 2\nunblock-debt 4\n';
    const text = `${head}${'# a comment line of padding\n'.repeat(750000)}turn B place C3\n`;
    assert.ok(text.length > 20e6);
    const g = Game.fromRecord(text);
    assert.equal(g.stone('C3'), 'black');
    g.free();
});
