// Screenshots of the page for a person to look at (not a test): the
// tutorial, an audit with its message, the replay of an imported record and
// a hint, at a desktop size and a phone held both ways.
//
//   NEXUS_WEB_SITE=build-wasm/web/site node web/tools/screenshots.mjs OUT_DIR
//
// Needs `npm ci` in web/ (playwright-core) and Debian's chromium.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serve, browser, openGame, settled, importRecord, startNewGame } from '../test/browser/harness.mjs';
import { gamesDir } from '../test/fixtures.mjs';

const out = process.argv[2];
if (!out) {
    console.error('usage: node web/tools/screenshots.mjs OUT_DIR');
    process.exit(2);
}
mkdirSync(out, { recursive: true });

const SIZES = [[1280, 800], [390, 844], [844, 390]];
const PAY = 'nexus-record 1\nsize 5\ncapture-debt 2\nunblock-debt 4\nblack human\nwhite human\n' +
    'start XXXX./.O.O./..X../...../O.... 6 3 B 0\n';

const scenes = {
    // The payment lesson, its panel open with one stone chosen.
    async tutorial(page, url) {
        await page.goto(`${url}tutorial.html#pay`);
        await page.waitForSelector('body[data-ready="true"]');
        await page.click('#board [data-point="E1"]');
        await page.click('#panel [data-pay="A1"]');
    },
    // An audit paid, the debts reset, and the words of it.
    async audit(page, url) {
        await openGame(page, url);
        await importRecord(page, PAY, 'audit.nxr');
        await page.click('#board [data-point="E1"]');
        for (const p of ['A1', 'B1', 'C3']) await page.click(`#panel [data-pay="${p}"]`);
        await page.click('#play-turn');
        await settled(page);
    },
    // A corpus game imported and replayed to its eighth move.
    async replay(page, url) {
        await openGame(page, url);
        await importRecord(page, readFileSync(path.join(gamesDir, '004-5x5-bot-greedy.nxr'), 'utf8')
            .replace(/^black bot$/m, 'black human').replace(/^white greedy$/m, 'white human'), '004-5x5-bot-greedy.nxr');
        await page.click('#first');
        await page.click('#replay');
        await page.waitForFunction(() => document.querySelector('#move-list [aria-current="step"]')?.dataset.ply === '8',
            null, { timeout: 20000 });
        await page.click('#replay');
    },
    // A hint in an opening against the strong bot.
    async hint(page, url) {
        await openGame(page, url);
        await startNewGame(page, { opponent: 'strong', level: 'medium' });
        await page.click('#board [data-point="C3"]');
        await settled(page);
        await page.click('#hint');
        await page.waitForFunction(() => /^Hint/.test(document.getElementById('events').textContent), null, { timeout: 30000 });
    },
};

const server = await serve();
try {
    for (const [width, height] of SIZES) {
        for (const [name, scene] of Object.entries(scenes)) {
            const b = await browser({ width, height });
            try {
                await scene(b.page, server.url);
                const file = path.join(out, `${name}-${width}x${height}.png`);
                await b.page.screenshot({ path: file });
                console.log(file);
                // A phone held upright scrolls: the whole page too.
                if (height > width) {
                    const whole = path.join(out, `${name}-${width}x${height}-page.png`);
                    await b.page.screenshot({ path: whole, fullPage: true });
                    console.log(whole);
                }
            } finally {
                await b.close();
            }
        }
    }
} finally {
    server.close();
}
