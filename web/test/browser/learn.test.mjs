// Teaching, as the original site did: the tutorial (a lesson for each rule
// on a small board set up for it, played on the real board and panel),
// and the page on how Nexus differs from other games, with the notes on
// the rules and the credits.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, withBrowser, text, stoneAt } from './harness.mjs';

let server;
before(async () => { server = await serve(); });
after(() => server.close());

async function openTutorial(page, lesson = '') {
    await page.goto(`${server.url}tutorial.html${lesson ? `#${lesson}` : ''}`);
    await page.waitForSelector('body[data-ready="true"]');
}

const point = (page, p) => page.click(`#board [data-point="${p}"]`);
const success = (page) => page.waitForSelector('#feedback.success');

// The player's actions that pass each lesson, by mouse.
const WALK = {
    place: async (page) => point(page, 'B2'),
    capture: async (page) => point(page, 'B4'),
    suicide: async (page) => point(page, 'E1'),
    line: async (page) => point(page, 'A3'),
    pay: async (page) => {
        await point(page, 'E1');
        for (const p of ['A1', 'B1', 'C1']) await page.click(`#panel [data-pay="${p}"]`);
        await page.click('#play-turn');
    },
    keep: async (page) => {
        await point(page, 'E1');
        await point(page, 'C3');
        await point(page, 'A5');
        await page.click('#play-turn');
    },
    bankrupt: async (page) => {
        await point(page, 'C1');
        assert.match(await page.locator('#confirm .question').innerText(), /bankrupt/);
        await page.click('#confirm-no');
        await point(page, 'C2');
    },
    unblock: async (page) => {
        await page.click('#panel [data-set="A2"]');
        await point(page, 'B2');
    },
    repeat: async (page) => {
        assert.equal(await page.locator('#board [data-point="B2"] .dot').count(), 0, 'B2 has no dot');
        await point(page, 'E5');
    },
    quiet: async (page) => point(page, 'A2'),
};

test('the tutorial, lesson by lesson, to the end', () => withBrowser(async (page) => {
    await openTutorial(page);
    const ids = await page.$$eval('#lesson-list [data-lesson]', (bs) => bs.map((b) => b.dataset.lesson));
    assert.deepEqual(ids, Object.keys(WALK));
    for (const [i, id] of ids.entries()) {
        assert.equal(await page.evaluate(() => document.body.dataset.lesson), id);
        assert.match(await text(page, 'lesson-title'), new RegExp(`^${i + 1}\\. `));
        assert.ok((await text(page, 'lesson-body')).length > 80, `${id} explains its rule`);
        await WALK[id](page);
        await success(page);
        assert.equal(await page.locator(`#lesson-list [data-lesson="${id}"].done`).count(), 1);
        if (i < ids.length - 1) await page.click('#next-lesson');
    }
    assert.equal(await page.locator('#play-now').getAttribute('href'), 'index.html');
}));

test('a turn that misses the task is explained and taken back', () => withBrowser(async (page) => {
    await openTutorial(page, 'capture');
    await point(page, 'E5');
    assert.match(await text(page, 'feedback'), /Black plays E5\. That captured nothing/);
    assert.equal(await stoneAt(page, 'E5'), null, 'the stone is taken back');
    assert.equal(await page.locator('#feedback.success').count(), 0);
    await openTutorial(page, 'keep');
    await point(page, 'E1');
    await point(page, 'A1');
    await point(page, 'B1');
    await page.click('#play-turn');
    assert.match(await text(page, 'feedback'), /Paying A1 and B1 broke row 1/);
    assert.match(await stoneAt(page, 'A1'), /black/, 'the payment is taken back');
    await WALK.keep(page);
    await success(page);
    assert.match(await text(page, 'feedback'), /You paid C3 and A5 and still hold row 1: you win/);
    assert.equal(await page.locator('#board .won-line').count(), 1, 'the line that won is highlighted');
}));

test('a lesson by keyboard alone; the lesson in the address opens it', () => withBrowser(async (page) => {
    await openTutorial(page, 'unblock');
    assert.match(await text(page, 'lesson-title'), /^8\. Forced unblocking/);
    await page.focus('#panel [data-set="B1"]');
    await page.keyboard.press('Enter');
    await page.focus('#board');
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await success(page);
    assert.match(await text(page, 'feedback'), /You removed B1 \(4 debt\) and placed at B1/);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'next-lesson', 'focus on Next lesson');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.body.dataset.lesson), 'repeat');
}));

test('how Nexus differs from games you know, the notes on the rules, the credits', () => withBrowser(async (page) => {
    await page.goto(`${server.url}about.html`);
    const headings = await page.$$eval('main h2, main h3', (hs) => hs.map((h) => h.textContent));
    assert.deepEqual(headings, ['How Nexus differs from games you know', 'Go', 'Hex', 'Tic-tac-toe and its relatives',
        'Playing on this site', 'Notes on the rules', 'Credits']);
    const body = await page.locator('main').innerText();
    assert.match(body, /Nexus is a game by Peace Cat Games/);
    assert.match(body, /172/);
    assert.match(body, /both long diagonals count/);
    for (const href of ['tutorial.html', 'rules.html', 'corpus.html'])
        assert.ok(await page.locator(`main a[href="${href}"]`).count(), `links ${href}`);
}));
