// The page's logic that needs no browser: the tutorial's lessons (each
// position loads, the turn the lesson asks for passes its check and a
// wrong one fails), the words of a turn, the players and their labels,
// and the share link's round trip.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteDir } from './fixtures.mjs';

const load = (name) => import(pathToFileURL(path.join(siteDir, name)));
const { init, Game } = await load('nexus.mjs');
const { LESSONS } = await load('lessons.mjs');
const { Timeline } = await load('timeline.mjs');
const players = await load('players.mjs');
const { lineName } = await load('events.mjs');
await init();

// For each lesson: a turn that does what it asks, and one that does not.
const SOLUTIONS = {
    place: ['B2', null],
    capture: ['B4', 'E5'],
    suicide: ['E1', 'C2'],
    line: ['A3', 'A2'],
    pay: [{ point: 'E1', pay: ['A1', 'B1', 'C3'] }, 'E5'],
    keep: [{ point: 'E1', pay: ['A5', 'C3'] }, { point: 'E1', pay: ['A1', 'B1'] }],
    bankrupt: ['C2', 'C1'],
    unblock: [{ unblock: ['B1'], point: 'B1' }, null],
    repeat: ['E5', null],
    quiet: ['B1', null],
};

function attempt(lesson, turn) {
    const game = Game.fromRecord(lesson.record);
    const timeline = new Timeline(game);
    game.play(turn);
    timeline.push(turn);
    const entry = timeline.at(timeline.length);
    const verdict = lesson.check(entry);
    const result = { verdict, entry, event: entry.event.text, outcome: game.result() };
    timeline.free();
    game.free();
    return result;
}

test('every lesson: its position loads, the asked turn passes, a wrong one fails', () => {
    assert.deepEqual(LESSONS.map((l) => l.id), Object.keys(SOLUTIONS));
    for (const lesson of LESSONS) {
        const [good, bad] = SOLUTIONS[lesson.id];
        const ok = attempt(lesson, good);
        assert.equal(ok.verdict.ok, true, `${lesson.id}: ${ok.verdict.text}`);
        if (bad) assert.equal(attempt(lesson, bad).verdict.ok, false, `${lesson.id} with ${JSON.stringify(bad)}`);
    }
});

test('the lessons teach what they say: the library agrees with each position', () => {
    const byId = Object.fromEntries(LESSONS.map((l) => [l.id, l]));
    const at = (id) => Game.fromRecord(byId[id].record);
    assert.ok(!at('suicide').legalPoints().includes('A1'), 'A1 is suicide');
    assert.deepEqual(attempt(byId.suicide, 'E1').entry.facts.preview.captured, ['D1', 'E2']);
    assert.equal(at('pay').preview('E1').net, 3);
    assert.deepEqual(attempt(byId.pay, SOLUTIONS.pay[0]).entry.debts, { black: 0, white: 0 });
    assert.equal(at('bankrupt').preview('C1').audit, 'bankrupt');
    assert.deepEqual(at('unblock').unblockSets(), [['B1'], ['A2'], ['C2'], ['B3']]);
    assert.ok(!at('repeat').legalPoints().includes('B2'), 'B2 repeats');
    assert.deepEqual(attempt(byId.quiet, 'B1').outcome, { outcome: 'draw', reason: 'quiet' });
    assert.deepEqual(attempt(byId.quiet, 'B2').outcome, { outcome: 'black', reason: 'audit' });
});

test('a turn in words: captures with their debt, the audit and its outcome', () => {
    const pay = attempt(LESSONS.find((l) => l.id === 'pay'), { point: 'E1', pay: ['A1', 'B1', 'C3'] });
    assert.equal(pay.event, 'Black plays E1. Black completes row 1: an audit. Net debt 3: Black pays A1, B1 and C3. ' +
        'No line is left, so both debts are reset to 0.');
    const capture = attempt(LESSONS.find((l) => l.id === 'capture'), 'B4');
    assert.equal(capture.event, 'Black plays B4. It captures B2 and B3: +4 debt, so Black owes 4.');
    assert.equal(capture.entry.event.short, '×2');
    const bankrupt = attempt(LESSONS.find((l) => l.id === 'bankrupt'), 'C1');
    assert.match(bankrupt.event, /completes row 1: an audit\. Net debt 10 is more than Black's 3 stones: bankrupt\. White wins\./);
    const unblock = attempt(LESSONS.find((l) => l.id === 'unblock'), { unblock: ['A2'], point: 'B2' });
    assert.match(unblock.event, /^White has no legal placement, so first removes A2 \(\+4 debt\)\. White plays B2\./);
    const quiet = attempt(LESSONS.find((l) => l.id === 'quiet'), 'B1');
    assert.match(quiet.event, /18 turns in a row without a capture: the game is drawn/);
    assert.deepEqual([0, 2, 3, 5, 6, 7].map((i) => lineName(3, i)),
        ['row 1', 'row 3', 'column A', 'column C', 'the main diagonal', 'the anti-diagonal']);
});

test('players: labels name the bot and its strength, and read back', () => {
    for (const s of [{ opponent: 'simple', budget: null, human: 'white' }, { opponent: 'mcts', budget: 3000, human: 'black' },
        { opponent: 'strong', budget: 2000, human: 'white' }, { opponent: 'two', budget: null, human: 'black' }]) {
        assert.deepEqual(players.settingsFromLabels(players.labelsOf(s)), s);
    }
    assert.deepEqual(players.labelsOf({ opponent: 'strong', budget: 50000, human: 'black' }),
        { black: 'human', white: 'strong:50000' });
    assert.deepEqual(players.settingsFromLabels({ black: 'strong', white: 'human' }),
        { opponent: 'strong', budget: 50000, human: 'white' });
    assert.deepEqual(players.settingsFromLabels({ black: 'strong:9999999999', white: '' }),
        { opponent: 'two', budget: null, human: 'black' });
    // The labels nexus play writes, a spec with settings, give their bot and budget.
    assert.deepEqual(players.settingsFromLabels({ black: 'human', white: 'strong:time=50' }),
        { opponent: 'strong', budget: 50000, human: 'black' });
    assert.deepEqual(players.settingsFromLabels({ black: 'strong:time=50,nodes=3000', white: 'human' }),
        { opponent: 'strong', budget: 3000, human: 'white' });
    assert.deepEqual(players.settingsFromLabels({ black: 'human', white: 'mcts:300,exploration=0.5' }),
        { opponent: 'mcts', budget: 300, human: 'black' });
    assert.deepEqual(players.settingsFromLabels({ black: 'human', white: 'mcts:iterations=x' }),
        { opponent: 'two', budget: null, human: 'black' });
    assert.deepEqual(players.botOf({ opponent: 'mcts', budget: 300 }), { kind: 'mcts', iterations: 300 });
    assert.deepEqual(players.opponents().map((o) => o.id), ['two', 'simple', 'random', 'mcts', 'mcts-uniform', 'strong']);
    assert.deepEqual(players.opponents().find((o) => o.id === 'strong').budget.levels, { easy: 5000, medium: 50000, hard: 250000 });
    assert.deepEqual(players.settingsFromLabels({ black: 'human', white: 'random' }), { opponent: 'random', budget: null, human: 'black' });
    assert.deepEqual(players.checkedSettings({ opponent: 'strong', budget: -4, human: 'x' }),
        { opponent: 'strong', budget: 50000, human: 'black' });
    assert.equal(players.opponentName({ opponent: 'strong', budget: 250000 }), 'Strong bot, hard (250000 nodes)');
});
