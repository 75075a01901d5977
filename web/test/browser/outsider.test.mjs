// The defects a new user met on the built site, with only the docs to go
// by: damaged share links, a link over a game in progress, the engine
// check offline, illegal points without a word, the tutorial's status
// after the last turn, the status and hints while the bot works, and the
// layout of a phone on its side and upright.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { deflateRawSync } from 'node:zlib';
import { serve, browser, withBrowser, openGame, settled, savedRecord, importRecord, startNewGame, text,
    waitText } from './harness.mjs';
import { gamesDir, PAYMENT } from '../fixtures.mjs';
import { readFileSync } from 'node:fs';
import path from 'node:path';

let server;
before(async () => { server = await serve(); });
after(() => server.close());

const two = (size, start = '', moves = '') =>
    `nexus-record 1\nsize ${size}\ncapture-debt 2\nunblock-debt 4\nblack human\nwhite human\n${start}${moves}`;
const linkOf = (record) => `${server.url}#nxr=${deflateRawSync(Buffer.from(record)).toString('base64url')}`;
const cellLabel = (page, p) => page.locator(`#board [data-point="${p}"]`).getAttribute('aria-label');
const moves = (page) => page.locator('#move-list button').count();

// A game for two on 4x4 with one turn (B2) played, saved by the page.
async function gameInProgress(page) {
    await openGame(page, server.url);
    await startNewGame(page, { size: 4, opponent: 'two' });
    await page.click('#board [data-point="B2"]');
    await page.waitForFunction(() => document.querySelectorAll('#move-list button').length === 1);
    return savedRecord(page);
}

// Every control still works: a new 3x3 game starts and takes a turn.
async function stillPlays(page) {
    await startNewGame(page, { size: 3, opponent: 'two' });
    assert.equal(await page.locator('#board [role="gridcell"]').count(), 9);
    await page.click('#board [data-point="B2"]');
    assert.equal(await moves(page), 1);
    assert.match(await text(page, 'turn'), /^White to move$/);
}

const DAMAGED = {
    'a link of garbage': '#nxr=garbage',
    'an empty link': '#nxr=',
    'a record with an illegal turn': null, // made below: C3 twice
};

for (const [name, given] of Object.entries(DAMAGED)) {
    test(`${name}: the page says why, shows the saved game, and every control works`, () => withBrowser(async (page) => {
        const saved = await gameInProgress(page);
        const link = given === null
            ? linkOf(two(5, '', 'turn B place C3\nturn W place C3\n'))
            : `${server.url}${given}`;
        // Opened afresh (as from another application), not as a change of the fragment.
        await page.goto('about:blank');
        await page.goto(link);
        await page.waitForSelector('body[data-ready="true"]');
        assert.match(await text(page, 'message'), /^Cannot open the game of the link: .*Your game is shown instead\.$/);
        assert.match(await text(page, 'turn'), /^White to move$/);
        assert.equal(await moves(page), 1, 'the saved game is on the board');
        assert.equal(await savedRecord(page), saved);
        assert.equal(await page.evaluate(() => location.hash), '');
        await stillPlays(page);
    }));
}

test('a damaged link in a fresh browser: a new game, with every control working', () => withBrowser(async (page) => {
    await page.goto(`${server.url}#nxr=garbage`);
    await page.waitForSelector('body[data-ready="true"]');
    assert.match(await text(page, 'message'), /^Cannot open the game of the link: the link is damaged/);
    assert.equal(await page.locator('#board [role="gridcell"]').count(), 25);
    assert.match(await text(page, 'turn'), /to move$/);
    await stillPlays(page);
}));

test('a link over a game in progress asks first: keep mine, or open the shared game', () => withBrowser(async (page) => {
    const mine = await gameInProgress(page);
    const shared = two(3, '', 'turn B place A1\nturn W place C3\n');
    const link = linkOf(shared);
    await page.goto('about:blank');
    await page.goto(link);
    await page.waitForSelector('#open-link[open]');
    assert.match(await page.locator('#open-link .question').innerText(), /another game \(2 turns\).*your game in progress \(1 turn\)/);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'open-link-no', 'keeping is the default');
    assert.equal(await savedRecord(page), mine, 'nothing is replaced while the question is open');
    await page.click('#open-link-no');
    await waitText(page, 'message', /You kept your game/);
    assert.equal(await moves(page), 1);
    assert.equal(await savedRecord(page), mine);
    assert.equal(await page.evaluate(() => location.hash), '');
    // The same link again, in the same tab (a change of the fragment), opened this time.
    await page.goto(link);
    await page.waitForSelector('#open-link[open]');
    await page.click('#open-link-yes');
    await waitText(page, 'message', /Opened the game of the link/);
    assert.equal(await moves(page), 2);
    assert.equal(await page.locator('#board [role="gridcell"]').count(), 9);
    // A link to the game already shown asks nothing.
    await page.goto(link);
    await waitText(page, 'message', /Opened the game of the link/);
    assert.equal(await page.locator('#open-link[open]').count(), 0);
}));

test('offline, the engine check says it cannot fetch the corpus; other files are never the Play page', async () => {
    const b = await browser();
    try {
        await openGame(b.page, server.url);
        await b.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
        await b.context.setOffline(true);
        await b.page.goto(`${server.url}corpus.html`);
        await b.page.waitForSelector('body[data-done="true"]', { timeout: 30000 });
        assert.match(await text(b.page, 'summary'),
            /^The engine check could not run: games\/index\.json could not be fetched \(.*\)\. The check needs the corpus/);
        const answers = await b.page.evaluate(async () => Promise.all(['games/index.json', 'no-such-file.js', 'pictures/none.svg']
            .map((url) => fetch(url).then(async (r) => `${r.status} ${(await r.text()).includes('<title>Nexus</title>')}`,
                () => 'refused'))));
        for (const a of answers) assert.ok(a === 'refused' || /^[45]\d\d false$/.test(a), `an uncached file answered ${a}`);
        // Nor when it is opened in the address bar (a page not cached is the game's).
        const opened = await b.page.goto(`${server.url}games/index.json`).catch(() => null);
        assert.ok(opened === null || !(await opened.text()).includes('<title>Nexus</title>'),
            'games/index.json offline is not the Play page');
        const other = await b.context.newPage();
        await other.goto(`${server.url}no-such-page.html`);
        await other.waitForSelector('body[data-ready="true"]');
        assert.deepEqual(b.errors.map(String), []);
    } finally {
        await b.close();
    }
});

test('the engine check online runs, and then also offline (the corpus it fetched is kept)', async () => {
    const b = await browser();
    try {
        await openGame(b.page, server.url);
        await b.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
        await b.page.goto(`${server.url}corpus.html`);
        await b.page.waitForSelector('body[data-done="true"]', { timeout: 120000 });
        assert.equal(await b.page.evaluate(() => document.body.dataset.exit), '0');
        await b.context.setOffline(true);
        await b.page.reload();
        await b.page.waitForSelector('body[data-done="true"]', { timeout: 120000 });
        assert.match(await text(b.page, 'summary'), /^172 records; .*172 passed, 0 failed; exit status 0$/);
    } finally {
        await b.close();
    }
});

// A 5x5 position (lesson 3's): for Black, A1 is suicide, B1 is White's.
const SUICIDE = two(5, 'start .OXO./O..XO/....X/...../..... 0 0 B 0\n');
// Lesson 9's: after Black C2 took B2, White may not retake at B2.
const KO = two(5, 'start .XO../XO.O./.XO../...../..... 0 0 B 0\n', 'turn B place C2\n');

test('an illegal point says why, by click and by Enter, and its label says it is not legal', () => withBrowser(async (page) => {
    await openGame(page, server.url);
    await importRecord(page, SUICIDE, 'suicide.nxr');
    assert.match(await cellLabel(page, 'A1'), /^A1, empty, not legal: no liberty/);
    assert.match(await cellLabel(page, 'B1'), /^B1, white, not legal: occupied/);
    assert.doesNotMatch(await cellLabel(page, 'E1'), /not legal/);
    assert.equal(await page.locator('#message').getAttribute('role'), 'status', 'said in a live region');
    await page.click('#board [data-point="A1"]');
    assert.equal(await text(page, 'message'), 'A1 would have no liberty and captures nothing: suicide is not allowed (R6).');
    await page.click('#board [data-point="B1"]');
    assert.equal(await text(page, 'message'), 'B1 is occupied.');
    assert.equal(await moves(page), 0, 'nothing was played');
    await page.focus('#board');
    await page.keyboard.press('Home');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    assert.match(await text(page, 'message'), /^A1 would have no liberty/);
    await importRecord(page, KO, 'ko.nxr');
    assert.match(await cellLabel(page, 'B2'), /not legal: repeats a position/);
    await page.click('#board [data-point="B2"]');
    assert.match(await text(page, 'message'), /^B2 would repeat a position seen before/);
}));

test('in the tutorial, an illegal point is explained in the feedback', () => withBrowser(async (page) => {
    await page.goto(`${server.url}tutorial.html#suicide`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.click('#board [data-point="A1"]');
    assert.match(await text(page, 'feedback'), /^A1 would have no liberty/);
}));

test('the tutorial says "Game over" after a turn that ends the game, as the Play page does', () => withBrowser(async (page) => {
    const open = async (lesson) => {
        await page.goto(`${server.url}tutorial.html#${lesson}`);
        await page.waitForSelector(`body[data-lesson="${lesson}"][data-ready="true"]`);
    };
    const point = (p) => page.click(`#board [data-point="${p}"]`);
    await open('line');
    assert.match(await text(page, 'lesson-state'), /^Black to move · /);
    await point('A3');
    await page.waitForSelector('#feedback.success');
    assert.match(await text(page, 'lesson-state'), /^Game over · /);
    await page.click('[data-lesson="keep"]');
    await point('E1');
    for (const p of ['C3', 'A5']) await page.click(`#panel [data-pay="${p}"]`);
    await page.click('#play-turn');
    await page.waitForSelector('#feedback.success');
    assert.match(await text(page, 'lesson-state'), /^Game over · /);
    await page.click('[data-lesson="quiet"]');
    await point('A2');
    await page.waitForSelector('#feedback.success');
    assert.match(await text(page, 'lesson-state'), /^Game over · /);
    // A turn that does not end the game: the next side to move.
    await page.click('[data-lesson="place"]');
    await point('B2');
    await page.waitForSelector('#feedback.success');
    assert.match(await text(page, 'lesson-state'), /^White to move · /);
}));

// Lesson 8's: White has no legal placement and must first remove a Black stone.
const UNBLOCK = two(3, 'start .X./X.X/.X. 0 0 W 0\n');

test('while a hint is worked out the status says so; an unblocking hint marks the stone to remove', () => withBrowser(async (page) => {
    await openGame(page, server.url);
    await importRecord(page, UNBLOCK, 'unblock.nxr');
    await page.click('#hint');
    assert.match(await text(page, 'turn'), /^White to move; looking for a hint…$/);
    await waitText(page, 'events', /^Hint for White: remove [A-C][1-3], then [A-C][1-3]\./);
    const [, removed, placed] = /remove ([A-C][1-3]), then ([A-C][1-3])/.exec(await text(page, 'events'));
    assert.match(await text(page, 'turn'), /^White to move$/);
    assert.match(await cellLabel(page, removed), /hint: remove/);
    assert.equal(await page.locator(`#board [data-point="${removed}"] .hint-remove`).count(), 1);
    assert.match(await cellLabel(page, placed), /hint: place here/);
}));

test('a hint with a forced win in one says "1 ply"', () => withBrowser(async (page) => {
    await openGame(page, server.url);
    await importRecord(page, two(3, 'start OOX/.X./... 0 0 B 0\n'), 'line.nxr');
    await page.click('#hint');
    await waitText(page, 'events', /^Hint/);
    assert.match(await text(page, 'events'), /can force a win within 1 ply \(proved by the solver, \d+ positions? searched\)/);
}));

test('a payment clicked out of order is said and recorded in canonical order (R3)', () => withBrowser(async (page) => {
    await openGame(page, server.url);
    const { text: record } = PAYMENT();
    await importRecord(page, record.replace(/^black bot$/m, 'black human'), 'payment.nxr');
    await page.click('#board [data-point="E3"]');
    await page.click('#panel [data-pay="B2"]');
    await page.click('#panel [data-pay="C1"]');
    await page.click('#play-turn');
    await settled(page);
    assert.match(await text(page, 'events'), /Black pays C1 and B2\./);
    assert.match(await savedRecord(page), /^turn B place E3 pay C1 B2$/m);
}));

// The replay of a corpus game, looked at move 8, as the screenshots show it.
async function replayAt8(page) {
    await openGame(page, server.url);
    await importRecord(page, readFileSync(path.join(gamesDir, '004-5x5-bot-greedy.nxr'), 'utf8'), 'g004.nxr');
    await page.click('#first');
    for (let i = 0; i < 8; i++) await page.click('#next');
    await waitText(page, 'panel', /looking at move 8/);
}

// Whether the element is the one seen at its centre (nothing drawn over it).
const uncovered = (page, selector) => page.locator(selector).evaluate((e) => {
    e.scrollIntoView({ block: 'nearest' });
    const r = e.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 8));
    return e.contains(top) || top === e;
});

for (const [width, height] of [[844, 390], [640, 360]]) {
    test(`on a phone on its side (${width}x${height}) the status covers nothing, names are whole, dialogs fit`, () => withBrowser(async (page) => {
        await replayAt8(page);
        for (const selector of ['#panel p', '#back-to-game', '#new', '#undo', '#share', '#replay', '#move-list button >> nth=0']) {
            assert.ok(await uncovered(page, selector), `${selector} is not covered at ${width}x${height}`);
        }
        const status = await page.locator('.status').boundingBox();
        assert.ok(status.y >= 0 && status.y + status.height <= height, 'the status stays in view');
        await startNewGame(page, { opponent: 'strong', colour: 'white', level: 'hard' });
        await settled(page);
        const cut = await page.$$eval('.players .name', (names) => names.filter((n) => n.scrollWidth > n.clientWidth + 1)
            .map((n) => n.textContent));
        assert.deepEqual(cut, [], 'no player name is cut');
        assert.match(await page.locator('#player-black .name').innerText(), /^Black: Strong bot, hard \(250000 nodes\)$/);
        await page.click('#new');
        const start = await page.locator('#start').boundingBox();
        assert.ok(start.y + start.height <= height, `Start is at ${start.y}..${start.y + start.height} of ${height}`);
        assert.equal(await page.locator('#new-game').evaluate((d) => d.scrollTop), 0);
    }, { viewport: { width, height } }));
}

for (const [width, height] of [[360, 640], [390, 844]]) {
    test(`the tutorial's task and board are on the first screen of an upright phone (${width}x${height})`, () => withBrowser(async (page) => {
        for (const lesson of ['place', 'capture', 'pay', 'unblock', 'quiet']) {
            await page.goto(`${server.url}tutorial.html#${lesson}`);
            await page.waitForSelector(`body[data-lesson="${lesson}"][data-ready="true"]`);
            const at = await page.evaluate(() => ({
                board: document.getElementById('board').getBoundingClientRect().toJSON(),
                task: document.getElementById('task').getBoundingClientRect().toJSON(),
            }));
            assert.ok(at.board.top >= 0 && at.board.bottom <= height + 1, `${lesson}: board ${at.board.top}..${at.board.bottom}`);
            assert.ok(at.task.bottom <= at.board.top, `${lesson}: the task comes before the board`);
            assert.ok(at.board.width >= width * 0.75, `${lesson}: board ${at.board.width}px wide`);
        }
    }, { viewport: { width, height } }));
}
