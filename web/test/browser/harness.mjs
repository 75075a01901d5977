// Real headless Chromium (Debian's /usr/bin/chromium, never a downloaded
// browser) driven by playwright-core, on the site served by a small static
// server started here.
import { createServer } from 'node:http';
import { readFile, mkdtemp, rm, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { siteDir, repoRoot } from '../fixtures.mjs';

export const CHROMIUM = process.env.NEXUS_CHROMIUM ?? '/usr/bin/chromium';
export const artefactsDir = path.resolve(process.env.NEXUS_WEB_ARTEFACTS ??
    path.join(repoRoot, 'build-wasm/web/artefacts'));

const TYPES = { '.html': 'text/html', '.mjs': 'text/javascript', '.js': 'text/javascript',
    '.css': 'text/css', '.wasm': 'application/wasm', '.json': 'application/json', '.svg': 'image/svg+xml',
    '.webmanifest': 'application/manifest+json' };

/** Serve siteDir on a free port of 127.0.0.1; returns { url, close }. */
export async function serve() {
    const server = createServer(async (req, res) => {
        server.requests = (server.requests ?? 0) + 1;
        const rel = decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
        const file = path.join(siteDir, path.normalize(rel));
        if (!file.startsWith(siteDir)) { res.writeHead(403).end(); return; }
        try {
            const body = await readFile(file);
            res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'text/plain' }).end(body);
        } catch {
            res.writeHead(404).end('not found');
        }
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close(),
        get requests() { return server.requests ?? 0; } };
}

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * A browser with a fresh profile (its own --user-data-dir, so localStorage
 * starts empty). Returns { context, page, close }.
 */
export async function browser(viewport = { width: 800, height: 1000 }) {
    const profile = await mkdtemp(path.join(tmpdir(), 'nexus-chromium-'));
    const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM, headless: true, args: FLAGS, viewport, acceptDownloads: true,
    });
    const page = context.pages()[0] ?? await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e));
    return {
        context, page, errors,
        close: async () => { await context.close(); await rm(profile, { recursive: true, force: true }); },
    };
}

/** Open the game page and wait until the module is loaded. */
export async function openGame(page, url) {
    await page.goto(url);
    await page.waitForSelector('body[data-ready="true"]');
}

/** Wait until the page awaits a human (or the game is over). */
export async function settled(page) {
    await page.waitForFunction(() => document.body.dataset.state !== 'bot');
    return page.evaluate(() => document.body.dataset.state);
}

/**
 * Wait until the page's state is `want`. A dialog's close event comes in a
 * later task than the click that closes it, so the page may still show the
 * state of before when the click returns.
 */
export async function stateBecomes(page, want) {
    await page.waitForFunction((w) => document.body.dataset.state === w, want);
    return want;
}

/** The record the page saved in localStorage. */
export async function savedRecord(page) {
    return page.evaluate(() => JSON.parse(localStorage.getItem('nexus-web-game')).record);
}

export async function importRecord(page, text, name = 'position.nxr') {
    await page.setInputFiles('#import', { name, mimeType: 'text/plain', buffer: Buffer.from(text) });
    await page.waitForFunction((n) => document.getElementById('message').textContent.includes(n), name);
}

/** Start a new game through the dialog. */
export async function startNewGame(page, { size = 5, opponent = 'simple', colour = 'black', level = 'medium' } = {}) {
    await page.click('#new');
    await page.selectOption('#size', String(size));
    await page.selectOption('#opponent', opponent);
    if (opponent !== 'two') await page.selectOption('#colour', colour);
    if (await page.locator('#level:enabled').count()) await page.selectOption('#level', level);
    const games = await page.evaluate(() => document.body.dataset.games);
    await page.click('#start');
    await page.waitForFunction((n) => document.body.dataset.games !== n, games);
    await settled(page);
}

export async function screenshot(page, selector, name) {
    await mkdir(artefactsDir, { recursive: true });
    const file = path.join(artefactsDir, name);
    await page.locator(selector).screenshot({ path: file });
    return file;
}

/**
 * Run fn(page, b) in a fresh browser profile. `before(context)` runs before
 * the page opens anything (for init scripts); no page error may occur.
 */
export async function withBrowser(fn, { viewport, before } = {}) {
    const b = await browser(viewport);
    try {
        if (before) await before(b.context);
        await fn(b.page, b);
        const { deepStrictEqual } = await import('node:assert/strict');
        deepStrictEqual(b.errors.map(String), []);
    } finally {
        await b.close();
    }
}

export const text = (page, id) => page.locator(`#${id}`).innerText();
/** The class of the stone on point p ('stone black'), or null at once when there is none. */
export async function stoneAt(page, p) {
    const stone = page.locator(`#board [data-point="${p}"] .stone`);
    return (await stone.count()) ? stone.getAttribute('class') : null;
}
export const turnLines = (record) => record.split('\n').filter((l) => l.startsWith('turn '));

/** Wait until element `id`'s text matches `re`. */
export async function waitText(page, id, re) {
    await page.waitForFunction(([i, src, flags]) => new RegExp(src, flags).test(document.getElementById(i)?.textContent ?? ''),
        [id, re.source, re.flags]);
}
