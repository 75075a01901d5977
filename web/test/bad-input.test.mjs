// The JavaScript API refuses bad input: every number that would cross into
// wasm is checked to be an integer in its range, and every argument to have
// its type, before anything reaches the module. Each row is one bad call,
// the error class it must throw, and what its message must say (the
// argument's name, and for numbers the allowed range). A call on a game
// must leave it unchanged.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteDir } from './fixtures.mjs';

const nexus = await import(pathToFileURL(path.join(siteDir, 'nexus.mjs')));
const { init, Game, Bot, NexusError, parsePoint, formatPoint, statusName, lines, solve, hint, botSpec } = nexus;
await init();

const game = new Game();
game.play('C3');
const other = Bot.simple();

const big = 2 ** 32 + 5;
// [call, error class, what the message must match]
const TABLE = [
    // Game options
    [() => new Game({ size: big }), RangeError, /options\.size must be an integer from 3 to 9, not 4294967301/],
    [() => new Game({ size: 2 ** 31 }), RangeError, /options\.size .* not 2147483648/],
    [() => new Game({ size: 5.5 }), RangeError, /options\.size .* not 5\.5/],
    [() => new Game({ size: '7' }), TypeError, /options\.size must be an integer from 3 to 9, not "7"/],
    [() => new Game({ size: null }), TypeError, /options\.size .* not null/],
    [() => new Game({ size: 5n }), TypeError, /options\.size .* not 5n/],
    [() => new Game({ captureDebt: NaN }), RangeError, /options\.captureDebt must be an integer from 0 to 1000, not NaN/],
    [() => new Game({ captureDebt: Infinity }), RangeError, /options\.captureDebt .* not Infinity/],
    [() => new Game({ captureDebt: -Infinity }), RangeError, /options\.captureDebt .* not -Infinity/],
    [() => new Game({ captureDebt: 1.5 }), RangeError, /options\.captureDebt .* not 1\.5/],
    [() => new Game({ captureDebt: '7' }), TypeError, /options\.captureDebt .* not "7"/],
    [() => new Game({ captureDebt: -1 }), RangeError, /options\.captureDebt .* not -1/],
    [() => new Game({ captureDebt: true }), TypeError, /options\.captureDebt .* not true/],
    [() => new Game({ unblockDebt: 1001 }), RangeError, /options\.unblockDebt .* not 1001/],
    [() => new Game({ unblockDebt: [] }), TypeError, /options\.unblockDebt .* not an array/],
    [() => new Game({ unblockDebt: 2 ** 32 + 4 }), RangeError, /options\.unblockDebt/],
    [() => new Game({ capture_debt: 3 }), TypeError, /Game options has no option "capture_debt"/],
    [() => new Game(5), TypeError, /Game options must be an object, not 5/],
    [() => new Game(null), TypeError, /Game options must be an object, not null/],
    [() => new Game([]), TypeError, /Game options must be an object/],
    // Points and turns
    [() => game.play('C3\0'), NexusError, /NEXUS_E_PARSE.*turn "C3\\u0000"/],
    [() => game.play('B2\0B2'), NexusError, /NEXUS_E_PARSE/],
    [() => game.play(42), TypeError, /turn must be a point name or \{ unblock, point, pay \}, not 42/],
    [() => game.play(null), TypeError, /turn .* not null/],
    [() => game.play(undefined), TypeError, /turn .* not undefined/],
    [() => game.play(['B2']), TypeError, /turn .* not an array/],
    [() => game.play({ point: 42 }), TypeError, /turn\.point must be a point name such as "C3", not 42/],
    [() => game.play({ point: 'B2', unblock: 'C3' }), TypeError, /turn\.unblock must be an array, not "C3"/],
    [() => game.play({ point: 'B2', pay: [7] }), TypeError, /turn\.pay\[0\] must be a point name/],
    [() => game.play({ point: 'B2', pay: Array(82).fill('A1') }), RangeError, /turn\.pay must have at most 81 items, not 82/],
    [() => game.play({ point: 'B2', place: 'C1' }), TypeError, /turn has no option "place"/],
    [() => game.play({ point: 'B2', unblock: ['C3\0'] }), NexusError, /NEXUS_E_PARSE.*turn\.unblock\[0\]/],
    [() => game.checkTurn(7), TypeError, /turn must be a point name/],
    [() => game.preview({ point: null }), TypeError, /turn\.point .* not null/],
    [() => game.stone(12), TypeError, /point must be a point name such as "C3", not 12/],
    [() => game.stone('C3\0'), NexusError, /NEXUS_E_PARSE/],
    [() => game.legalAfterUnblock('C3'), TypeError, /set must be an array, not "C3"/],
    [() => game.legalAfterUnblock([3]), TypeError, /set\[0\] must be a point name/],
    [() => parsePoint(big, 'C3'), RangeError, /size must be an integer from 3 to 9, not 4294967301/],
    [() => parsePoint('5', 'C3'), TypeError, /size .* not "5"/],
    [() => parsePoint(5, 3), TypeError, /point must be a point name/],
    [() => formatPoint(5, 25), RangeError, /point must be an integer from 0 to 24, not 25/],
    [() => formatPoint(5, -1), RangeError, /point .* not -1/],
    [() => formatPoint(5, 2 ** 32), RangeError, /point .* not 4294967296/],
    [() => formatPoint(5, 1.5), RangeError, /point .* not 1\.5/],
    [() => formatPoint(5, '1'), TypeError, /point .* not "1"/],
    [() => lines(10), RangeError, /size must be an integer from 3 to 9, not 10/],
    [() => statusName(2 ** 31), RangeError, /code must be an integer/],
    [() => statusName('-1'), TypeError, /code .* not "-1"/],
    // History, draws, labels
    [() => game.turnAt(NaN), RangeError, /index must be an integer from 0 to 0 \(the game has 1 turn\), not NaN/],
    [() => game.turnAt(1), RangeError, /index .* not 1/],
    [() => game.turnAt(-1), RangeError, /index .* not -1/],
    [() => game.turnAt(2 ** 32), RangeError, /index .* not 4294967296/],
    [() => game.turnAt(0.5), RangeError, /index .* not 0\.5/],
    [() => game.turnAt('0'), TypeError, /index must be an integer .* not "0"/],
    [() => game.answerDraw('no'), TypeError, /accept must be true or false, not "no"/],
    [() => game.answerDraw(0), TypeError, /accept must be true or false, not 0/],
    [() => game.answerDraw(), TypeError, /accept .* not undefined/],
    [() => game.setLabel('black', 5), TypeError, /label must be a string, not 5/],
    [() => game.setLabel('black', null), TypeError, /label must be a string, not null/],
    [() => game.setLabel('black', 'a\0b'), RangeError, /label must not contain a NUL character/],
    [() => game.setLabel('black', 'x'.repeat(64)), RangeError, /label must be at most 63 bytes, not 64/],
    [() => game.setLabel('black', 'two words'), NexusError, /NEXUS_E_INVALID_ARG.*printable ASCII without spaces/],
    [() => game.setLabel('red', 'bot'), RangeError, /color must be 'black' or 'white', not "red"/],
    [() => game.setLabel(1, 'bot'), TypeError, /color must be 'black' or 'white', not 1/],
    [() => game.label('BLACK'), RangeError, /color .* not "BLACK"/],
    [() => game.ownedLines(null), TypeError, /color .* not null/],
    // Playouts and seeds
    [() => game.playout(1, 2 ** 32 + 1), RangeError, /turnLimit must be an integer from 1 to 4294967295, not 4294967297/],
    [() => game.playout(1, -1), RangeError, /turnLimit .* not -1/],
    [() => game.playout(1, 0), RangeError, /turnLimit .* not 0/],
    [() => game.playout(1, Infinity), RangeError, /turnLimit .* not Infinity/],
    [() => game.playout(1, '10'), TypeError, /turnLimit .* not "10"/],
    [() => game.playout(-1, 10), RangeError, /seed must be an integer from 0 to 2 \*\* 53 - 1, or a BigInt .* not -1/],
    [() => game.playout(1.5, 10), RangeError, /seed .* not 1\.5/],
    [() => game.playout(2 ** 53, 10), RangeError, /seed .* not 9007199254740992/],
    [() => game.playout('12', 10), TypeError, /seed .* not "12"/],
    [() => game.playout(2n ** 64n, 10), RangeError, /seed .* not 18446744073709551616n/],
    [() => game.playout(-1n, 10), RangeError, /seed .* not -1n/],
    [() => Bot.random('abc'), TypeError, /seed .* not "abc"/],
    [() => Bot.random(NaN), RangeError, /seed .* not NaN/],
    // Bots
    [() => Bot.strong({ nodes: -1 }), RangeError, /strong options\.nodes must be an integer from 1 to 1000000000, not -1/],
    [() => Bot.strong({ nodes: 2 ** 32 + 1e9 }), RangeError, /strong options\.nodes .* not 5294967296/],
    [() => Bot.strong({ nodes: 0 }), RangeError, /strong options\.nodes .* not 0/],
    [() => Bot.strong({ nodes: '100' }), TypeError, /strong options\.nodes .* not "100"/],
    [() => Bot.strong({ time: -5 }), RangeError, /strong options\.time must be an integer from 0 to 3600000, not -5/],
    [() => Bot.strong({ max_depth: 33 }), RangeError, /strong options\.max_depth must be an integer from 1 to 32, not 33/],
    [() => Bot.strong({ seed: -2 }), RangeError, /strong options\.seed/],
    [() => Bot.strong({ node: 100 }), TypeError, /strong options has no option "node" \(its options: nodes, time, max_depth, [a-z_, ]*seed\)/],
    [() => Bot.strong('fast'), TypeError, /strong options must be an object, not "fast"/],
    [() => Bot.mcts({ iterations: -1 }), RangeError, /mcts options\.iterations must be an integer from 1 to 1000000000, not -1/],
    [() => Bot.mcts({ iterations: 1.5 }), RangeError, /mcts options\.iterations .* not 1\.5/],
    [() => Bot.mcts({ exploration: NaN }), RangeError, /mcts options\.exploration must be a number from 0 to 1000, not NaN/],
    [() => Bot.mcts({ exploration: -0.5 }), RangeError, /mcts options\.exploration .* not -0\.5/],
    [() => Bot.mcts({ exploration: '1' }), TypeError, /mcts options\.exploration .* not "1"/],
    [() => Bot.named('grand'), RangeError, /bot name must be 'simple' or 'random' or 'mcts' or 'mcts-uniform' or 'strong', not "grand"/],
    [() => Bot.named(7), TypeError, /bot name must be/],
    [() => Bot.named('strong\0'), RangeError, /bot name must be/],
    [() => other.choose({ ptr: 8 }), TypeError, /game must be a Game, not an object \(Object\)/],
    [() => other.choose(null), TypeError, /game must be a Game, not null/],
    [() => other.answerDraw(42), TypeError, /game must be a Game, not 42/],
    [() => botSpec({ kind: 'grand' }), RangeError, /bot name must be 'simple' or 'random' or 'mcts' or 'mcts-uniform' or 'strong', not "grand"/],
    [() => botSpec({ kind: 5 }), TypeError, /bot\.kind must be a string, not 5/],
    [() => botSpec('strong'), TypeError, /bot must be an object/],
    [() => botSpec({ kind: 'simple', nodes: 5 }), TypeError, /simple options has no option "nodes" \(its options: seed\)/],
    [() => Bot.fromSpec({ kind: 'strong', nodes: -1 }), RangeError, /strong options\.nodes/],
    [() => Bot.fromSpec('strong:nodes=x'), RangeError, /spec "strong:nodes=x" is refused at "nodes=x": a value not written/],
    [() => Bot.fromSpec('strong:time=50,grand=1'), RangeError, /spec "strong:time=50,grand=1" is refused at "grand=1": an unknown/],
    [() => Bot.fromSpec('grand:1'), RangeError, /spec "grand:1" is refused at "grand:1"/],
    [() => Bot.fromSpec('mcts\0:5'), RangeError, /spec must hold no NUL character/],
    [() => Bot.fromSpec(5), TypeError, /bot must be an object/],
    [() => other.option('grand'), Error, /option "grand"/],
    [() => other.option(3), TypeError, /option must be a string/],
    // The solver and the hint
    [() => solve(game, { maxPlies: 0 }), RangeError, /solve options\.maxPlies must be an integer from 1 to 64, not 0/],
    [() => solve(game, { maxNodes: -1 }), RangeError, /solve options\.maxNodes/],
    [() => solve(game, { tableBytes: 2 ** 40 }), RangeError, /solve options\.tableBytes/],
    [() => solve('game'), TypeError, /game must be a Game/],
    [() => hint(game, { games: 0 }), RangeError, /hint options\.games must be an integer from 1 to 1000, not 0/],
    [() => hint(game, { nodes: -3 }), RangeError, /hint options\.nodes/],
    // Records
    [() => Game.fromRecord(42), TypeError, /record must be a string, not 42/],
    [() => Game.fromRecord(null), TypeError, /record must be a string, not null/],
    [() => Game.fromRecord('nexus-record 1\nsize 5\0\n'), NexusError, /NEXUS_E_/],
];

test(`the bad-input table: ${TABLE.length} bad calls refused with the right error`, () => {
    assert.ok(TABLE.length >= 60, `${TABLE.length} rows`);
    const record = game.recordText();
    TABLE.forEach(([call, type, message], row) => {
        assert.throws(call, (e) => {
            assert.ok(e instanceof type, `row ${row} (${call}): ${e?.constructor?.name} instead of ${type.name}: ${e?.message}`);
            assert.match(e.message, message, `row ${row} (${call})`);
            return true;
        }, `row ${row} (${call}) did not throw`);
        assert.equal(game.recordText(), record, `row ${row} (${call}) changed the game`);
    });
});

test('the limits themselves are accepted', () => {
    const edge = new Game({ size: 9, captureDebt: 1000, unblockDebt: 0 });
    assert.deepEqual(edge.options(), { size: 9, captureDebt: 1000, unblockDebt: 0 });
    assert.equal(edge.playout(2n ** 64n - 1n, 1), 1);
    assert.equal(edge.playout(2 ** 53 - 1, 1), 1);
    edge.setLabel('black', 'x'.repeat(63));
    assert.equal(edge.label('black'), 'x'.repeat(63));
    edge.setLabel('black', '');
    assert.equal(edge.label('black'), '');
    assert.equal(formatPoint(3, 8), 'C3');
    assert.equal(edge.turnAt(0).point.length, 2);
    edge.free();
    for (const bot of [Bot.strong({ nodes: 1, max_depth: 1 }), Bot.mcts({ iterations: 1, exploration: 0 }),
        Bot.random(2n ** 64n - 1n), Bot.strong({ time: 5 }), Bot.named('mcts-uniform', { exploration: 1000 })]) {
        assert.equal(game.checkTurn(bot.choose(game)), 'NEXUS_OK');
        bot.free();
    }
});
