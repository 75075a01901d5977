// The Nexus page in real headless Chromium (playwright-core).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { serve, browser, openGame, settled, savedRecord, importRecord, startNewGame,
    screenshot, stoneAt } from './harness.mjs';
import { mouseStep, keyboardStep, playToEnd, keyTo } from './play.mjs';
import { UNBLOCK, PAYMENT, BANKRUPT } from '../fixtures.mjs';

let server;
before(async () => { server = await serve(); });
after(() => server.close());

/** Run fn(page) in a fresh browser profile; no page error may occur. */
async function withPage(fn, viewport) {
    const b = await browser(viewport);
    try {
        await fn(b.page);
        assert.deepEqual(b.errors.map(String), []);
    } finally {
        await b.close();
    }
}

const text = (page, id) => page.locator(`#${id}`).innerText();
const lastTurnLine = (record) => record.trim().split('\n').filter((l) => l.startsWith('turn')).pop();

async function wholeGame(page, step) {
    await openGame(page, server.url);
    assert.match(await text(page, 'turn'), /Black \(you\) to move/);
    const actions = await playToEnd(page, step, settled);
    assert.ok(actions > 3);
    assert.match(await text(page, 'result'), /wins|Drawn/);
    const record = await savedRecord(page);
    assert.match(record, /^black human$/m);
    assert.match(record, /^white bot$/m);
    assert.ok(record.split('\n').filter((l) => l.startsWith('turn W')).length > 1, 'the bot played');
}

test('a whole game against the simple bot by mouse clicks', () => withPage((page) => wholeGame(page, mouseStep)));

test('a whole game against the simple bot by keyboard only', () => withPage(async (page) => {
    await wholeGame(page, keyboardStep);
}));

test('an unblocking chosen in the panel; nothing changes before the turn is whole', () => withPage(async (page) => {
    await openGame(page, server.url);
    const { text: record, line } = UNBLOCK();
    await importRecord(page, record);
    assert.equal(await page.locator('#board .dot').count(), 0, 'no legal point before unblocking');
    assert.ok(await page.locator('#board [data-point="B1"] .candidate').count(), 'B1 marked');
    await screenshot(page, 'main.game', 'unblock-panel.png');
    await page.click('#panel [data-set="B1"]');
    assert.match(await stoneAt(page, 'B1'), /black/, 'B1 is still on the board');
    assert.ok(await page.locator('#board [data-point="B1"] .chosen').count(), 'B1 marked for removal');
    assert.match(await text(page, 'panel'), /Removing B1/);
    await page.click('#board [data-point="B1"]');
    await settled(page);
    assert.match(await stoneAt(page, 'B1'), /white/);
    assert.equal(lastTurnLine(await savedRecord(page)), line);
}));

test('an audit payment chosen in the panel', () => withPage(async (page) => {
    await openGame(page, server.url);
    const { text: record, line } = PAYMENT();
    await importRecord(page, record.replace(/^black bot$/m, 'black human'));
    await page.click('#board [data-point="E3"]');
    assert.equal(await stoneAt(page, 'E3'), null, 'E3 not placed before the payment is chosen');
    assert.match(await text(page, 'panel'), /Net debt 2: choose 2/);
    assert.ok(await page.locator('#board [data-point="C1"] .candidate').count());
    assert.ok(await page.locator('#play-turn:disabled').count());
    await page.click('#panel [data-pay="C1"]');
    await page.click('#panel [data-pay="B2"]');
    await screenshot(page, 'main.game', 'payment-panel.png');
    assert.match(await stoneAt(page, 'C1'), /black/, 'still there until played');
    await page.click('#play-turn');
    await settled(page);
    assert.equal(await stoneAt(page, 'C1'), null);
    assert.equal(lastTurnLine(await savedRecord(page)), line);
}));

test('a bankrupt placement asks first', () => withPage(async (page) => {
    await openGame(page, server.url);
    const { text: record } = BANKRUPT();
    await importRecord(page, record);
    const before = await savedRecord(page);
    await page.click('#board [data-point="B5"]');
    assert.match(await page.locator('#confirm .question').innerText(), /B5.*bankrupt/);
    await page.click('#confirm-no');
    assert.equal(await savedRecord(page), before, 'cancel changes nothing');
    assert.equal(await stoneAt(page, 'B5'), null);
    await page.click('#board [data-point="B5"]');
    await page.click('#confirm-yes');
    // The dialog closes, and the turn is played, in a later task: wait for
    // the page to leave the human's turn before reading the result.
    await page.waitForFunction(() => document.body.dataset.state !== 'human');
    assert.equal(await settled(page), 'over');
    assert.match(await text(page, 'result'), /White wins: the opponent went bankrupt/);
}));

test('draw offers: declined and accepted between two players, declined by the bot', () => withPage(async (page) => {
    await openGame(page, server.url);
    await page.click('#offer-draw');
    await page.waitForFunction(() => /bot declines/.test(document.getElementById('message').textContent));
    assert.match(await savedRecord(page), /^offer B\ndecline W$/m);
    await startNewGame(page, { opponent: 'two' });
    await page.click('#board [data-point="C3"]');
    await page.click('#offer-draw');
    assert.match(await text(page, 'panel'), /White offers a draw. Black, do you accept/);
    assert.equal(await page.locator('#board .dot').count(), 0, 'no placement while an offer waits');
    await page.click('#decline-draw');
    await page.click('#board [data-point="B2"]');
    assert.match(await stoneAt(page, 'B2'), /white/);
    await page.click('#offer-draw');
    await page.click('#accept-draw');
    assert.match(await text(page, 'result'), /Drawn by agreement/);
    assert.match(await savedRecord(page), /^offer W\ndecline B$[\s\S]*^offer B\naccept W$/m);
}));

test('reload resumes the saved game; undo goes back to the player\'s turn', () => withPage(async (page) => {
    await openGame(page, server.url);
    for (let i = 0; i < 3; i++) { await settled(page); await mouseStep(page); }
    await settled(page);
    const record = await savedRecord(page);
    const points = () => page.$$eval('#board [data-point]', (gs) => gs.map((g) => g.getAttribute('aria-label')));
    const board = await points();
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    await settled(page);
    assert.equal(await savedRecord(page), record);
    assert.deepEqual(await points(), board);
    await page.click('#undo');
    await settled(page);
    const turns = (r) => r.split('\n').filter((l) => l.startsWith('turn')).length;
    assert.equal(turns(await savedRecord(page)), turns(record) - 2);
    assert.match(await text(page, 'turn'), /Black \(you\) to move/);
}));

test('a record exported, then imported', () => withPage(async (page) => {
    await openGame(page, server.url);
    await startNewGame(page, { size: 4, opponent: 'two' });
    for (const p of ['B2', 'C3', 'B3', 'C2']) await page.click(`#board [data-point="${p}"]`);
    assert.equal(await text(page, 'quiet'), 'Quiet turns: 4 of 32');
    assert.equal(await page.locator('#player-black .debt').innerText(), 'debt 0');
    assert.equal(await page.locator('#player-white .debt').innerText(), 'debt 0');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export')]);
    const exported = await readFile(await download.path(), 'utf8');
    assert.equal(exported, await savedRecord(page));
    assert.match(exported, /^size 4$[\s\S]*^turn W place C2$/m);
    await startNewGame(page, { size: 7 });
    const fresh = await savedRecord(page);
    await page.setInputFiles('#import', { name: 'bad.nxr', mimeType: 'text/plain',
        buffer: Buffer.from(exported.replace('turn W place C2', 'turn W place B2')) });
    await page.waitForFunction(() => document.getElementById('message').textContent.includes('bad.nxr'));
    assert.match(await text(page, 'message'), /Cannot import bad.nxr: NEXUS_E_OCCUPIED/);
    assert.equal(await savedRecord(page), fresh, 'a bad record changes nothing');
    await importRecord(page, exported, 'exported.nxr');
    assert.equal(await savedRecord(page), exported);
    assert.match(await stoneAt(page, 'C2'), /white/);
    assert.match(await text(page, 'turn'), /Black to move/);
}));

test('screenshots at 3x3, 5x5 and 9x9, and the page on a phone', () => withPage(async (page) => {
    await openGame(page, server.url);
    for (const size of [3, 5, 9]) {
        await startNewGame(page, { size, opponent: 'simple' });
        for (let i = 0; i < 2; i++) { await mouseStep(page); await settled(page); }
        await screenshot(page, '#board', `board-${size}x${size}.png`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await startNewGame(page, { size: 5 });
    await keyTo(page, 'C3');
    await settled(page);
    const box = await page.locator('#board').boundingBox();
    assert.ok(box.width <= 390 && box.width > 300, `board ${box.width}px wide on a 390px screen`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `page ${width}px wide: no sideways scrolling`);
    await page.screenshot({ path: await screenshot(page, 'body', 'phone-5x5.png') });
}));

test('against the strong bot as White, the bot opens', () => withPage(async (page) => {
    await openGame(page, server.url);
    await startNewGame(page, { size: 5, opponent: 'strong', colour: 'white' });
    assert.match(await text(page, 'turn'), /White \(you\) to move/);
    const record = await savedRecord(page);
    assert.match(record, /^black strong:50000$/m);
    assert.match(record, /^turn B place [A-E][1-5]$/m);
    await mouseStep(page);
    assert.equal(await settled(page), 'human');
    assert.equal((await savedRecord(page)).split('\n').filter((l) => l.startsWith('turn')).length, 3);
}));

test('the rules page is docs/rules.md rendered, with its pictures, on a phone', () => withPage(async (page) => {
    await page.goto(`${server.url}rules.html`);
    assert.match(await page.locator('main h1').innerText(), /The rules of Nexus/);
    assert.match(await page.locator('#r10-the-audit').innerText(), /R10\. The audit/);
    const text = await page.locator('main').innerText();
    assert.doesNotMatch(text, /\*\*|\]\(|^#+ /m, 'no Markdown left');
    const images = page.locator('main figure img');
    assert.ok(await images.count() >= 15);
    const loaded = await images.evaluateAll((imgs) => Promise.all(imgs.map(async (i) => (await fetch(i.src)).ok)));
    assert.ok(loaded.every(Boolean), 'every picture is on the site');
    assert.ok(await images.first().evaluate(async (i) => { await i.decode(); return i.naturalWidth > 0; }));
    await page.click('text=the record format');
    await page.waitForURL(/records\.html$/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `records page ${width}px wide on a 390px screen`);
}, { width: 390, height: 844 }));
