// The time to read a very long record through the JavaScript API
// (Game.fromRecord: the copy into wasm and the library's reader), under
// node or, with --browser, in headless Chromium. The record is the header,
// MB megabytes of comment lines, and one turn. A benchmark, not a test.
//   node web/bench/big-record.mjs SITE_DIR [MB] [--browser]
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [site, mbArg = '200', where] = process.argv.slice(2);
const mb = Number(mbArg);

// Runs in node or in the page: returns { mb, ms } of one read.
async function timeRead(nexusUrl, megabytes) {
    const { init, Game } = await import(nexusUrl);
    await init();
    const line = '# a comment line of padding here\n';
    const text = `nexus-record 1\nsize 5\ncapture-debt 2\nunblock-debt 4\n${line.repeat(Math.ceil(megabytes * 1e6 / line.length))}turn B place C3\n`;
    const start = performance.now();
    const game = Game.fromRecord(text);
    const ms = performance.now() - start;
    if (game.stone('C3') !== 'black') throw new Error('the record was not read');
    game.free();
    return { mb: text.length / 1e6, ms };
}

let result;
if (where === '--browser') {
    process.env.NEXUS_WEB_SITE = path.resolve(site);
    const { serve, browser } = await import('../test/browser/harness.mjs');
    const server = await serve();
    const b = await browser();
    try {
        await b.page.goto(`${server.url}about.html`);
        result = await b.page.evaluate(`(${timeRead})(new URL('nexus.mjs', location.href).href, ${mb})`);
    } finally {
        await b.close();
        server.close();
    }
} else {
    result = await timeRead(pathToFileURL(path.resolve(site, 'nexus.mjs')).href, mb);
}
console.log(`record of ${result.mb.toFixed(1)} MB read in ${(result.ms / 1000).toFixed(2)} s (${where === '--browser' ? 'Chromium' : `node ${process.version}`})`);
