// Paths and records shared by the node and the browser tests.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../..');
/** The assembled site (the web-site target); NEXUS_WEB_SITE overrides. */
export const siteDir = path.resolve(process.env.NEXUS_WEB_SITE ??
    path.join(repoRoot, 'build-wasm/web/site'));
export const gamesDir = path.join(repoRoot, 'conformance/games');

/**
 * The record `name` of the corpus cut just before the first line matching
 * `stop` (a regular expression; the last such line with `last`): the
 * position where that turn is due.
 */
export function recordBefore(name, stop, { last = false } = {}) {
    const lines = readFileSync(path.join(gamesDir, name), 'utf8').split('\n');
    const at = last ? lines.findLastIndex((line) => stop.test(line))
        : lines.findIndex((line) => stop.test(line));
    if (at < 0) throw new Error(`${name} has no line matching ${stop}`);
    return { text: lines.slice(0, at).join('\n') + '\n', line: lines[at] };
}

/** White must unblock (one stone) in this position; B1 is recorded. */
export const UNBLOCK = () => recordBefore('002-5x5-cautious-cautious.nxr', /^turn W unblock B1 place B1$/);
/** Black completes a line with E3 and pays two stones (C1 B2 recorded). */
export const PAYMENT = () => recordBefore('004-5x5-bot-greedy.nxr', /^turn B place E3 pay C1 B2$/);
/** Black's B5 completes a line into bankruptcy (net 38, fewer stones). */
export const BANKRUPT = () => recordBefore('002-5x5-cautious-cautious.nxr', /^turn B place B5$/, { last: true });
