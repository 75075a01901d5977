// What a player of lichess or OGS expects, on the Nexus page: what each
// turn did in words (read out too), the completed line, the move list with
// its navigation and replay, resign, a share link, a hint, a choice of bot
// and strength, a page that stays responsive while a bot thinks, every
// action by keyboard with the focus kept, a grid of rows, a layout that
// fits a small phone both ways, and the site offline once loaded.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve, browser, withBrowser, openGame, settled, stateBecomes, savedRecord, importRecord, startNewGame, text, stoneAt,
    turnLines, waitText } from './harness.mjs';
import { siteDir, gamesDir, PAYMENT } from '../fixtures.mjs';

const { init, Game } = await import(pathToFileURL(path.join(siteDir, 'nexus.mjs')));
await init();

let server;
before(async () => { server = await serve(); });
after(() => server.close());

const two = (size, start = '', moves = '') =>
    `nexus-record 1\nsize ${size}\ncapture-debt 2\nunblock-debt 4\nblack human\nwhite human\n${start}${moves}`;
const LINE_WIN = two(3, 'start OOX/.X./... 0 0 B 0\n');
const CAPTURE = two(5, 'start .X.../XOX../XOX../...../..... 0 0 B 0\n');
const cellLabel = (page, p) => page.locator(`#board [data-point="${p}"]`).getAttribute('aria-label');
const boardStones = (page) => page.$$eval('#board [data-point]', (gs) => gs.map((g) => {
    const s = g.querySelector('.stone');
    return s ? (s.classList.contains('black') ? 'black' : 'white') : null;
}));

test('each turn is told in words, in a live region: captures and their debt, an audit and its outcome', () => withBrowser(async (page) => {
    await openGame(page, server.url);
    assert.equal(await page.locator('#events').getAttribute('aria-live'), 'polite');
    await importRecord(page, CAPTURE, 'capture.nxr');
    await page.click('#board [data-point="B4"]');
    assert.equal(await text(page, 'events'), 'Black plays B4. It captures B2 and B3: +4 debt, so Black owes 4.');
    assert.match(await cellLabel(page, 'B2'), /captured by the last move/);
    assert.equal(await page.locator('#player-black .debt').innerText(), 'debt 4');
    const { text: record } = PAYMENT();
    await importRecord(page, record.replace(/^black bot$/m, 'black human'), 'payment.nxr');
    await page.click('#board [data-point="E3"]');
    await page.click('#panel [data-pay="C1"]');
    await page.click('#panel [data-pay="B2"]');
    await page.click('#play-turn');
    await settled(page);
    const said = /^Black plays E3\. Black completes row 3: an audit\. Net debt 2: Black pays C1 and B2\. Black still holds a line and wins\.$/;
    assert.match(await text(page, 'events'), said);
    assert.equal(await page.locator('#move-list button').last().getAttribute('aria-label'), `Move ${turnLines(record).length + 1}: Black E3, audit, pays 2`);
    await page.click('#move-list button >> nth=-2');
    assert.match(await text(page, 'events'), /^White plays /);
    await page.click('#move-list button >> nth=-1');
    assert.match(await text(page, 'events'), said, 'the same words when the move is shown again');
}));

test('the winning line is highlighted, and the result said', () => withBrowser(async (page) => {
    await openGame(page, server.url);
    await importRecord(page, LINE_WIN, 'line.nxr');
    await page.click('#board [data-point="A3"]');
    assert.equal(await settled(page), 'over');
    assert.equal(await page.locator('#board .won-line').count(), 1);
    for (const p of ['C1', 'B2', 'A3']) assert.match(await cellLabel(page, p), /completed line/);
    assert.doesNotMatch(await cellLabel(page, 'A1'), /completed line/);
    assert.equal(await text(page, 'result'), 'Black wins at an audit.');
    assert.match(await text(page, 'events'), /Black completes the anti-diagonal: an audit\. Net debt 0 is 0 or less: Black wins\./);
}));

test('an imported record: the move list, back and forward, jumps, keys, and the replay', () => withBrowser(async (page) => {
    await openGame(page, server.url);
    // Two players, so that no bot moves in the game looked at.
    const record = readFileSync(path.join(gamesDir, '004-5x5-bot-greedy.nxr'), 'utf8')
        .replace(/^black bot$/m, 'black human').replace(/^white greedy$/m, 'white human');
    const game = Game.fromRecord(record);
    const n = game.turnCount();
    const boardAfter = (ply) => {
        const g = game.clone();
        while (g.turnCount() > ply || g.drawPending()) g.undo();
        const b = g.board();
        g.free();
        return b;
    };
    await importRecord(page, record, 'game.nxr');
    assert.equal(await page.locator('#move-list button').count(), n);
    assert.deepEqual(await boardStones(page), boardAfter(n));
    await page.click('#move-list button[data-ply="3"]');
    assert.deepEqual(await boardStones(page), boardAfter(3));
    assert.equal(await page.locator('#move-list [aria-current="step"]').getAttribute('data-ply'), '3');
    assert.match(await text(page, 'panel'), /You are looking at move 3 of 19/);
    assert.equal(await page.locator('#board .dot').count(), 0, 'no placing while looking back');
    await page.click('#previous');
    assert.deepEqual(await boardStones(page), boardAfter(2));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.deepEqual(await boardStones(page), boardAfter(4), 'arrow keys step in the move list');
    await page.keyboard.press('Home');
    assert.deepEqual(await boardStones(page), boardAfter(0));
    await page.keyboard.press('End');
    assert.deepEqual(await boardStones(page), boardAfter(n));
    await page.click('#first');
    await page.click('#replay');
    assert.equal(await page.locator('#replay').getAttribute('aria-pressed'), 'true');
    await page.waitForFunction(() => document.querySelector('#move-list [aria-current="step"]')?.dataset.ply === '2');
    await page.click('#replay');
    const paused = await page.locator('#move-list [aria-current="step"]').getAttribute('data-ply');
    await page.waitForTimeout(1200);
    assert.equal(await page.locator('#move-list [aria-current="step"]').getAttribute('data-ply'), paused, 'paused');
    assert.deepEqual(await boardStones(page), boardAfter(Number(paused)));
    await page.click('#back-to-game');
    assert.deepEqual(await boardStones(page), boardAfter(n));
    game.free();
}));

test('resign: asked first, the result kept in the record, undone by Undo', () => withBrowser(async (page) => {
    await openGame(page, server.url);
    await page.click('#board [data-point="C3"]');
    await settled(page);
    await page.click('#resign');
    await page.click('#confirm-no');
    await page.waitForSelector('#confirm', { state: 'hidden' });
    assert.equal(await settled(page), 'human');
    await page.click('#resign');
    assert.match(await page.locator('#confirm .question').innerText(), /Resign as Black\? White wins the game\./);
    await page.click('#confirm-yes');
    await stateBecomes(page, 'over');
    assert.equal(await text(page, 'result'), 'White (Simple bot) wins: the opponent resigned.');
    assert.match(await savedRecord(page), /# resigned B\n$/);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await text(page, 'result'), 'White (Simple bot) wins: the opponent resigned.');
    await page.click('#undo');
    assert.equal(await settled(page), 'human');
    assert.doesNotMatch(await savedRecord(page), /resigned/);
}));

test('a share link holds the game, and visiting it opens the game', async () => {
    let link;
    let record;
    await withBrowser(async (page) => {
        await openGame(page, server.url);
        await startNewGame(page, { size: 4, opponent: 'two' });
        for (const p of ['B2', 'C3', 'B3']) await page.click(`#board [data-point="${p}"]`);
        await page.click('#share');
        await page.waitForSelector('#share-dialog[open]');
        link = await page.locator('#share-link').inputValue();
        record = await savedRecord(page);
    });
    assert.match(link, /^http:\/\/127\.0\.0\.1:\d+\/#nxr=[A-Za-z0-9_-]+$/);
    await withBrowser(async (page) => {
        await page.goto(link);
        await page.waitForSelector('body[data-ready="true"]');
        assert.equal(await savedRecord(page), record);
        assert.match(await text(page, 'message'), /Opened the game of the link/);
        assert.equal(await page.evaluate(() => location.hash), '', 'the link is not kept in the address');
        assert.equal(await page.locator('#move-list button').count(), 3);
        await page.goto(`${server.url}#nxr=broken!`);
        await page.waitForSelector('body[data-ready="true"]');
        assert.match(await text(page, 'message'), /Cannot open the game of the link: the link is damaged/);
    });
});

test('a hint: the bot\'s turn on the board, and its estimate', () => withBrowser(async (page) => {
    await openGame(page, server.url);
    await importRecord(page, LINE_WIN, 'line.nxr');
    await page.click('#hint');
    await waitText(page, 'events', /^Hint/);
    assert.match(await text(page, 'events'), /^Hint for Black: A3\. Black can force a win within 1 ply \(proved by the solver/);
    assert.equal(await page.locator('#board [data-point="A3"] .hint').count(), 1);
    await startNewGame(page, { size: 5 });
    await page.click('#hint');
    await waitText(page, 'events', /^Hint/);
    assert.match(await text(page, 'events'), /^Hint for Black: [A-E][1-5]\. Estimate: about \d+% for Black\. From the position after [A-E][1-5], the strong bot playing both sides \(1000 nodes a turn\) won \d+ of \d+ games/);
    assert.equal(await page.locator('#board .hint').count(), 1);
    await page.locator('#board .hint').locator('..').click();
    await settled(page);
    assert.equal(await page.locator('#board .hint').count(), 0, 'a hint lasts one turn');
}));

test('every bot of the library at its strengths: each answers, its label names it', () => withBrowser(async (page) => {
    await openGame(page, server.url);
    for (const [opponent, level, label] of [['mcts', 'easy', 'mcts:100'], ['mcts', 'hard', 'mcts:5000'],
        ['strong', 'easy', 'strong:5000'], ['strong', 'hard', 'strong:250000'], ['random', 'medium', 'random'],
        ['mcts-uniform', 'medium', 'mcts-uniform:1000']]) {
        await startNewGame(page, { size: 5, opponent, level });
        if (label.includes(':'))
            assert.match(await page.locator('#player-white .name').innerText(), new RegExp(`${level} \\(${label.split(':')[1]} `));
        await page.click('#board [data-point="C3"]');
        assert.equal(await settled(page), 'human');
        const record = await savedRecord(page);
        assert.match(record, new RegExp(`^white ${label}$`, 'm'));
        assert.equal(turnLines(record).length, 2, `${label} answered`);
    }
}));

// The gaps between frames from a click until the bot has answered: every
// gap while the bot thought, and of the last one the part before the
// answer reached the page (the page marks it, nexus-bot-answer), not the
// time the page then takes to play and draw the answer.
function frameGaps(page) {
    return page.evaluate(() => new Promise((resolve) => {
        const gaps = [];
        let last = performance.now();
        let thinking = false;
        const frame = () => {
            const now = performance.now();
            const state = document.body.dataset.state;
            if (thinking && state !== 'bot') {
                const answer = performance.getEntriesByName('nexus-bot-answer').at(-1).startTime;
                gaps.push(Math.max(0, answer - last));
                return resolve(gaps);
            }
            if (thinking) gaps.push(now - last);
            if (state === 'bot') thinking = true;
            last = now;
            requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
    }));
}

// A bot on the page's own thread freezes it for the whole search (100 ms
// and more a turn): every turn fails. With the bot in a worker the page
// only draws; on a machine whose cores are shared with other work a frame
// can still come late through no fault of the page, so up to five of the
// bot's turns are measured, and one of them must both last 100 ms or more
// (long enough that a bot on the page's thread would have made a frame of
// twice the limit) and keep every frame within 50 ms.
test('while the bot thinks, frames keep coming (none later than 50 ms)', () => withBrowser(async (page) => {
    await openGame(page, server.url);
    await startNewGame(page, { size: 9, opponent: 'strong', level: 'hard' });
    const turns = [];
    const telling = (t) => t.thought >= 100 && t.worst <= 50;
    while (turns.length < 5 && !turns.some(telling)) {
        const measuring = frameGaps(page);
        await page.locator('#board [data-point]:has(.dot)').first().click();
        const gaps = await measuring;
        turns.push({ thought: gaps.reduce((sum, gap) => sum + gap, 0), worst: Math.max(...gaps) });
        assert.equal(await settled(page), 'human');
    }
    const said = turns.map((t) => `${t.thought.toFixed(1)} ms, longest frame ${t.worst.toFixed(1)} ms`);
    assert.ok(turns.some(telling), `no bot turn of 100 ms or more kept its frames within 50 ms: ${said.join('; ')}`);
    assert.equal(turnLines(await savedRecord(page)).length, 2 * turns.length);
}));

test('every action by keyboard, the focus kept on the panel\'s buttons', () => withBrowser(async (page) => {
    await openGame(page, server.url);
    await page.click('#board [data-point="C3"]');
    await settled(page);
    await page.focus('header h1 a');
    const order = [];
    for (let i = 0; i < 30; i++) {
        await page.keyboard.press('Tab');
        order.push(await page.evaluate(() => document.activeElement.id || document.activeElement.textContent.trim()));
    }
    for (const id of ['board', 'new', 'undo', 'hint', 'offer-draw', 'resign', 'share', 'export', 'import', 'first', 'replay'])
        assert.ok(order.includes(id), `Tab reaches ${id} (${order.join(' ')})`);
    const { text: record } = PAYMENT();
    await importRecord(page, record.replace(/^black bot$/m, 'black human'), 'payment.nxr');
    await page.focus('#board');
    await page.keyboard.press('Enter');
    await page.click('#board [data-point="E3"]');
    await page.focus('#panel [data-pay="C1"]');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.pay), 'C1', 'focus stays on C1');
    assert.equal(await page.locator('#panel [data-pay="C1"]').getAttribute('aria-pressed'), 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.pay), 'B2', 'focus stays on B2');
    await page.focus('#play-turn');
    await page.keyboard.press('Enter');
    await settled(page);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'board', 'focus goes to the board');
    await page.focus('#new');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'new', 'focus returns from the dialog');
}));

test('the board is a grid of rows of cells, its cursor a cell', () => withBrowser(async (page) => {
    await openGame(page, server.url);
    await startNewGame(page, { size: 7, opponent: 'two' });
    const shape = await page.evaluate(() => {
        const grid = document.getElementById('board');
        const rows = [...grid.querySelectorAll(':scope > [role="row"]')];
        return { role: grid.getAttribute('role'), rows: rows.length,
            cells: rows.map((r) => r.querySelectorAll('[role="gridcell"]').length),
            active: document.getElementById(grid.getAttribute('aria-activedescendant'))?.getAttribute('role') };
    });
    assert.deepEqual(shape, { role: 'grid', rows: 7, cells: Array(7).fill(7), active: 'gridcell' });
    await page.focus('#board');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowUp');
    assert.equal(await page.evaluate(() => document.getElementById('board').dataset.cursor), 'A3');
}));

for (const [width, height] of [[360, 640], [640, 360], [390, 844], [844, 390]]) {
    // The game's board is in view as the page opens; the tutorial's comes
    // after the lesson's text on a phone held upright, and must fit the
    // screen once scrolled to.
    test(`the game and the tutorial fit ${width}x${height}: no sideways scrolling, the whole board in view`, () => withBrowser(async (page) => {
        for (const url of ['', 'tutorial.html']) {
            await page.goto(server.url + url);
            await page.waitForSelector('body[data-ready="true"]');
            const fit = await page.evaluate((scroll) => {
                if (scroll) document.getElementById('board').scrollIntoView();
                const b = document.getElementById('board').getBoundingClientRect();
                return { scroll: document.documentElement.scrollWidth, left: b.left, top: b.top, right: b.right,
                    bottom: b.bottom, width: b.width };
            }, url !== '');
            assert.ok(fit.scroll <= width, `${url || 'game'}: page ${fit.scroll}px wide`);
            assert.ok(fit.left >= -1 && fit.top >= -1 && fit.right <= width + 1 && fit.bottom <= height + 1,
                `${url || 'game'}: board ${JSON.stringify(fit)} in ${width}x${height}`);
            assert.ok(fit.width >= Math.min(width, height) * 0.75, `${url || 'game'}: board ${fit.width}px`);
        }
        await page.goto(server.url);
        await page.waitForSelector('body[data-ready="true"]');
        const status = await page.locator('#turn').boundingBox();
        if (width > height) assert.ok(status.y + status.height <= height, 'the turn is in view beside the board');
    }, { viewport: { width, height } }));
}

test('once loaded, the site works offline', async () => {
    const b = await browser();
    try {
        await openGame(b.page, server.url);
        // The page registers the worker once loaded; it takes control when it has cached the site.
        await b.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
        await b.context.setOffline(true);
        const before = server.requests;
        for (const url of ['tutorial.html', 'about.html']) {
            await b.page.goto(server.url + url);
            assert.match(await b.page.locator('main h1, main h2').first().innerText(), /About Nexus|Lessons/);
        }
        await b.page.goto(`${server.url}rules.html`);
        assert.ok(await b.page.locator('main img').first().evaluate(async (i) => { await i.decode(); return i.naturalWidth > 0; }),
            'the rules pictures are there offline');
        await b.page.goto(server.url);
        await b.page.waitForSelector('body[data-ready="true"]');
        await startNewGame(b.page, { opponent: 'strong', level: 'easy' });
        await b.page.click('#board [data-point="C3"]');
        assert.equal(await settled(b.page), 'human');
        assert.equal(turnLines(await savedRecord(b.page)).length, 2, 'the bot (a worker) answered offline');
        assert.equal(server.requests, before, 'nothing reached the server');
        assert.deepEqual(b.errors.map(String), []);
    } finally {
        await b.close();
    }
});
