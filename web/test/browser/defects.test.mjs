// The defects of issue 28, each as the user met it: the page must never
// hang, whatever the browser refuses, and an old request of the bot must
// never act on a new game; the New game dialog must start the game it
// shows.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { serve, withBrowser, openGame, settled, savedRecord, importRecord, startNewGame, text, stoneAt,
    turnLines, waitText } from './harness.mjs';
import { siteDir, recordBefore } from '../fixtures.mjs';

let server;
before(async () => { server = await serve(); });
after(() => server.close());

const blockStorage = (context) => context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
        get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
    });
});
const fullStorage = (context) => context.addInitScript(() => {
    Storage.prototype.setItem = function setItem() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
});

// A game goes on without storage: the page starts, a turn is played and
// answered, and the page says it is not saving.
async function playsWithout(page, why) {
    await openGame(page, server.url);
    assert.match(await text(page, 'turn'), /Black \(you\) to move/);
    await page.click('#board [data-point="C3"]');
    assert.equal(await settled(page), 'human');
    assert.match(await stoneAt(page, 'C3'), /black/);
    assert.equal(await page.locator('#board .stone.white').count(), 1, 'the bot answered');
    assert.match(await text(page, 'storage-note'), why);
}

test('with storage blocked the page starts, plays, and says it cannot save', () => withBrowser(
    (page) => playsWithout(page, /Not saved: this browser blocks storage for the page \(SecurityError\)/),
    { before: blockStorage }));

test('with storage full the page starts, plays, and says so', () => withBrowser(
    (page) => playsWithout(page, /Not saved: the browser's storage is full/), { before: fullStorage }));

test('opened from a file, the page says how to serve it instead of "Loading…"', () => withBrowser(async (page) => {
    await page.goto(pathToFileURL(path.join(siteDir, 'index.html')).href);
    await page.waitForSelector('body[data-failed="true"]', { timeout: 10000 });
    assert.match(await text(page, 'turn'), /cannot run from a file.*python3 -m http\.server/);
    await page.goto(pathToFileURL(path.join(siteDir, 'tutorial.html')).href);
    await page.waitForSelector('body[data-failed="true"]', { timeout: 10000 });
    assert.match(await text(page, 'lesson-state'), /cannot run from a file/);
}));

test('when the WebAssembly module cannot load, the page says so', () => withBrowser(async (page) => {
    await page.route('**/nexus-wasm.wasm', (route) => route.abort());
    await page.goto(server.url);
    await page.waitForSelector('body[data-failed="true"]', { timeout: 15000 });
    assert.match(await text(page, 'turn'), /^The game could not start: /);
}));

test('importing while the bot thinks: the old reply never plays in the new game', () => withBrowser(async (page) => {
    await openGame(page, server.url);
    await startNewGame(page, { opponent: 'strong', level: 'hard' });
    const { text: record } = recordBefore('004-5x5-bot-greedy.nxr', /^turn B place E3 pay C1 B2$/);
    const imported = record.replace(/^black bot$/m, 'black human').replace(/^white greedy$/m, 'white bot');
    for (let round = 0; round < 3; round++) {
        await startNewGame(page, { opponent: 'strong', level: 'hard' });
        await page.click('#board [data-point="C3"]');
        assert.equal(await page.evaluate(() => document.body.dataset.state), 'bot', 'the bot is thinking');
        await importRecord(page, imported, `round-${round}.nxr`);
        assert.equal(await settled(page), 'human');
        // Long enough for the old search to have finished, had it gone on.
        await page.waitForTimeout(1500);
        assert.deepEqual(turnLines(await savedRecord(page)), turnLines(imported), 'the imported game is as imported');
        assert.match(await text(page, 'turn'), /Black \(you\) to move/);
    }
}));

test('an empty or bad debt field is refused, not read as 0', () => withBrowser(async (page) => {
    await openGame(page, server.url);
    const games = await page.evaluate(() => document.body.dataset.games);
    await page.click('#new');
    for (const [value, said] of [['', /Capture debt must be a whole number from 0 to 1000 \(the field is empty\)/],
        ['-1', /not "-1"/], ['2.5', /not "2\.5"/], ['1001', /at most 1000, not 1001/], ['abc', /not "abc"/]]) {
        await page.fill('#capture-debt', value);
        await page.click('#start');
        assert.match(await text(page, 'new-game-error'), said);
        assert.equal(await page.locator('#new-game[open]').count(), 1, 'the dialog stays open');
        assert.equal(await page.evaluate(() => document.activeElement.id), 'capture-debt');
    }
    await page.fill('#capture-debt', '3');
    await page.fill('#unblock-debt', '');
    await page.click('#start');
    assert.match(await text(page, 'new-game-error'), /Unblocking debt must be a whole number/);
    await page.fill('#unblock-debt', '0');
    await page.click('#start');
    await page.waitForFunction((n) => document.body.dataset.games !== n, games);
    assert.match(await savedRecord(page), /^capture-debt 3\nunblock-debt 0$/m);
}));

test('the New game dialog shows the game being played, never an earlier dialog\'s values', () => withBrowser(async (page) => {
    await openGame(page, server.url);
    await importRecord(page, 'nexus-record 1\nsize 3\ncapture-debt 1\nunblock-debt 3\nblack human\nwhite strong:5000\nturn B place B2\n', 'small.nxr');
    await settled(page);
    await page.click('#new');
    const form = () => page.evaluate(() => ['size', 'capture-debt', 'unblock-debt', 'opponent', 'level', 'colour']
        .map((id) => document.getElementById(id).value));
    assert.deepEqual(await form(), ['3', '1', '3', 'strong', 'easy', 'black']);
    await page.fill('#capture-debt', '100');
    await page.click('#new-game button[value="cancel"]');
    await page.click('#new');
    assert.deepEqual(await form(), ['3', '1', '3', 'strong', 'easy', 'black'], 'the cancelled 100 is gone');
    await page.selectOption('#opponent', 'two');
    const games = await page.evaluate(() => document.body.dataset.games);
    await page.click('#start');
    await page.waitForFunction((n) => document.body.dataset.games !== n, games);
    assert.match(await savedRecord(page), /^size 3\ncapture-debt 1\nunblock-debt 3$/m);
}));

test('the rules in force are on the page', () => withBrowser(async (page) => {
    await openGame(page, server.url);
    assert.equal(await text(page, 'rules-in-force'),
        '5 × 5 · capture debt 2 a stone · unblocking debt 4 a stone · a draw after 50 turns without a capture');
    await importRecord(page, 'nexus-record 1\nsize 3\ncapture-debt 1\nunblock-debt 3\n', 'small.nxr');
    assert.equal(await text(page, 'rules-in-force'),
        '3 × 3 · capture debt 1 a stone · unblocking debt 3 a stone · a draw after 18 turns without a capture');
}));

test('a record file too big is refused before it is read; a big one below the limit is read', () => withBrowser(async (page) => {
    await openGame(page, server.url);
    const before = await savedRecord(page);
    const head = 'nexus-record 1\nsize 5\ncapture-debt 2\nunblock-debt 4\n';
    const padded = (mb) => Buffer.from(`${head}${'# padding of a long comment line\n'.repeat(Math.ceil(mb * 1048576 / 33))}turn B place C3\n`);
    await page.setInputFiles('#import', { name: 'huge.nxr', mimeType: 'text/plain', buffer: padded(5) });
    await waitText(page, 'message', /huge\.nxr/);
    assert.match(await text(page, 'message'), /Cannot import huge\.nxr: the file is 5\.0 MB, and the page reads records of up to 4 MB/);
    assert.equal(await savedRecord(page), before);
    await page.setInputFiles('#import', { name: 'long.nxr', mimeType: 'text/plain', buffer: padded(3) });
    await waitText(page, 'message', /long\.nxr/);
    assert.match(await text(page, 'message'), /^Imported long\.nxr/);
    assert.match(await stoneAt(page, 'C3'), /black/);
}));
