// The site's generated parts, made by the build (web/CMakeLists.txt) after
// the page and the modules are copied into the site folder:
//
//   node web/tools/build-site.mjs SITE DOCS PICTURES GAMES
//
// - rules.html, records.html, bots.html and strength.html: docs/rules.md,
//   records.md, bots.md and strength.md rendered to HTML (markdown.mjs),
//   with the rules pictures that the build drew from the worked examples
//   (PICTURES, docs/CMakeLists.txt) copied into SITE/pictures; a picture
//   that is missing stops the build. A guide's link to another guide
//   becomes a link between their pages only when both are in GUIDES, so
//   every guide that bots.md links to is rendered too;
// - games/: the conformance corpus and its index, for the engine check;
// - sw.js: the service worker, with the list of the site's files and a
//   version that changes whenever one of them does.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { render } from './markdown.mjs';

const [site, docs, pictures, games] = process.argv.slice(2);
if (!games) {
    console.error('usage: node build-site.mjs SITE DOCS PICTURES GAMES');
    process.exit(2);
}

const GUIDES = {
    'rules.md': 'rules.html', 'records.md': 'records.html', 'bots.md': 'bots.html',
    'strength.md': 'strength.html',
};
const NAV = [['index.html', 'Play'], ['tutorial.html', 'Learn'], ['rules.html', 'Rules'], ['about.html', 'About']];

const escapeHtml = (s) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');

function page(file, title, body) {
    const nav = NAV.map(([href, name]) =>
        `<a href="${href}"${href === file ? ' aria-current="page"' : ''}>${name}</a>`).join(' ');
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Nexus: ${escapeHtml(title)}</title>
<link rel="stylesheet" href="style.css">
<link rel="icon" href="icon.svg" type="image/svg+xml">
</head>
<body>
<header><h1><a href="index.html">Nexus</a></h1><nav aria-label="Site">${nav}</nav></header>
<main class="text" id="${path.basename(file, '.html')}">
${body}
</main>
</body>
</html>
`;
}

// A link of a guide: another rendered guide, an anchor or a web address;
// anything else (a source file of the repository) stays plain text.
function link(href) {
    const [file, anchor] = href.split('#');
    if (!file) return href;
    if (GUIDES[file]) return GUIDES[file] + (anchor ? `#${anchor}` : '');
    return /^https?:\/\//.test(href) ? href : null;
}

function image(src, alt) {
    const from = path.join(pictures, src);
    if (!existsSync(from)) throw new Error(`the guide shows ${src}, which the build did not draw (${from})`);
    mkdirSync(path.join(site, 'pictures'), { recursive: true });
    copyFileSync(from, path.join(site, 'pictures', src));
    return `<img src="pictures/${escapeHtml(src)}" alt="${alt}">`;
}

function contents(headings) {
    const items = headings.filter((h) => h.level === 2 || h.level === 3)
        .map((h) => `<li class="level-${h.level}"><a href="#${h.id}">${escapeHtml(h.text)}</a></li>`);
    return `<nav aria-label="Contents"><ul class="toc">${items.join('')}</ul></nav>`;
}

function guides() {
    for (const [md, html] of Object.entries(GUIDES)) {
        const { html: body, headings } = render(readFileSync(path.join(docs, md), 'utf8'), { image, link });
        const title = headings.find((h) => h.level === 1)?.text ?? md;
        const withContents = body.replace(/(<\/h1>)/, `$1\n${contents(headings)}`);
        writeFileSync(path.join(site, html), page(html, title, withContents));
    }
}

function corpus() {
    mkdirSync(path.join(site, 'games'), { recursive: true });
    const names = readdirSync(games).filter((n) => n.endsWith('.nxr')).sort();
    for (const name of names) copyFileSync(path.join(games, name), path.join(site, 'games', name));
    writeFileSync(path.join(site, 'games', 'index.json'), `${JSON.stringify(names)}\n`);
}

// Every file of the site but the corpus (fetched only by the engine check,
// and cached by the service worker when it is) and the worker itself.
function siteFiles(dir = site, prefix = '') {
    return readdirSync(dir).sort().flatMap((name) => {
        const rel = prefix + name;
        if (rel === 'games' || rel === 'sw.js') return [];
        return statSync(path.join(dir, name)).isDirectory() ? siteFiles(path.join(dir, name), `${rel}/`) : [rel];
    });
}

function serviceWorker() {
    const files = siteFiles();
    const hash = createHash('sha256');
    for (const f of files) hash.update(f).update(readFileSync(path.join(site, f)));
    const template = readFileSync(path.join(site, 'sw.js'), 'utf8');
    if (!template.includes('@FILES@')) return; // already made by an earlier build
    writeFileSync(path.join(site, 'sw.js'), template
        .replace("'@VERSION@'", JSON.stringify(hash.digest('hex').slice(0, 16)))
        .replace("'@FILES@'", JSON.stringify(['./', ...files], null, 1)));
}

guides();
corpus();
serviceWorker();
