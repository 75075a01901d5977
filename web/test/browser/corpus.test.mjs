// The conformance corpus replayed inside the browser: corpus.html runs the
// C conformance runner (compiled to wasm, with the page's library) over all
// records, checking every expectation and every `bot` turn.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { serve, browser } from './harness.mjs';
import { gamesDir } from '../fixtures.mjs';

test('the 172-game corpus passes inside Chromium', async () => {
    const records = readdirSync(gamesDir).filter((n) => n.endsWith('.nxr')).length;
    assert.equal(records, 172);
    const server = await serve();
    const b = await browser();
    try {
        await b.page.goto(`${server.url}corpus.html`);
        await b.page.waitForSelector('body[data-done="true"]', { timeout: 120000 });
        const log = await b.page.locator('#log').innerText();
        assert.equal(log.split('\n').filter((l) => l.startsWith('PASS ')).length, 172);
        assert.doesNotMatch(log, /^FAIL/m);
        assert.match(log, /^1484 bot turns checked\n172 passed, 0 failed$/m);
        assert.equal(await b.page.evaluate(() => document.body.dataset.exit), '0');
        assert.deepEqual(b.errors.map(String), []);
    } finally {
        await b.close();
        server.close();
    }
});
