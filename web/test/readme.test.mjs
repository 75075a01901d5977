// The JavaScript example of web/README.md, run as a script, top to bottom,
// against the built site's module: an example a reader copies must work.
// (The BotWorker example needs a browser's Worker; the browser tests use
// the worker through the page.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, siteDir } from './fixtures.mjs';

/** The first ```js block after `heading` in the README. */
function example(heading) {
    const readme = readFileSync(path.join(repoRoot, 'web/README.md'), 'utf8');
    const after = readme.slice(readme.indexOf(heading));
    const m = /```js\n([\s\S]*?)```/.exec(after);
    assert.ok(m, `a js block after ${heading}`);
    return m[1];
}

test('the README\'s API example runs as a script', async () => {
    const code = example('## The JavaScript API');
    assert.match(code, /from '\.\/nexus\.mjs'/);
    const dir = mkdtempSync(path.join(tmpdir(), 'nexus-readme-'));
    try {
        const file = path.join(dir, 'example.mjs');
        const module = pathToFileURL(path.join(siteDir, 'nexus.mjs')).href;
        writeFileSync(file, code.replaceAll("'./nexus.mjs'", JSON.stringify(module)));
        await import(pathToFileURL(file).href);
    } finally {
        rmSync(dir, { recursive: true, force: true });
    }
});
