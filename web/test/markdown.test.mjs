// The build's Markdown renderer (web/tools/markdown.mjs), and the rules
// page it makes from docs/rules.md: no Markdown may be left in the HTML.
// A guide's link to another guide must lead to a page of the site.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, inline, slug } from '../tools/markdown.mjs';
import { repoRoot, siteDir } from './fixtures.mjs';

const hooks = {
    image: (src, alt) => `<img src="pictures/${src}" alt="${alt}">`,
    link: (href) => (href.endsWith('.md') ? href.replace(/\.md$/, '.html') : null),
};

test('headings get anchors, paragraphs join their lines', () => {
    const { html, headings } = render('# Title\n\n## R10. The audit\n\nOne\ntwo.\n', hooks);
    assert.equal(html, '<h1 id="title">Title</h1>\n<h2 id="r10-the-audit">R10. The audit</h2>\n<p>One two.</p>');
    assert.deepEqual(headings.map((h) => h.id), ['title', 'r10-the-audit']);
    assert.equal(slug('B2. Placement'), 'b2-placement');
});

test('inline: code, bold (holding code), italics, links, and HTML escaped', () => {
    assert.equal(inline('a `x*y<z` b', hooks), 'a <code>x*y&lt;z</code> b');
    assert.equal(inline('**`turn SIDE`**: one', hooks), '<strong><code>turn SIDE</code></strong>: one');
    assert.equal(inline('*Example.* In 5 x 5', hooks), '<em>Example.</em> In 5 x 5');
    assert.equal(inline('see [the format](records.md) and [code](lib/x.c)', hooks),
        'see <a href="records.html">the format</a> and code');
    assert.equal(inline('<script>alert(1)</script> & "q"', hooks), '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;');
    assert.equal(inline('2 * 3 * 4, n*n', hooks), '2 * 3 * 4, n*n');
});

test('lists nest by indentation and take their continuation lines', () => {
    const { html } = render('- one\n  more\n- two\n  1. inner\n  2. again\n\n1. first\n2. second\n', hooks);
    assert.equal(html, '<ul><li>one more</li>\n<li>two<ol><li>inner</li>\n<li>again</li></ol></li></ul>\n' +
        '<ol><li>first</li>\n<li>second</li></ol>');
});

test('tables, fenced code and pictures', () => {
    const { html } = render('| a | b |\n|---|---|\n| `x` | **y** |\n\n```sh\n<tag> *x*\n```\n\n![A board](board.svg)\n', hooks);
    assert.equal(html, '<table>\n<thead><tr><th>a</th><th>b</th></tr></thead>\n<tbody>\n' +
        '<tr><td><code>x</code></td><td><strong>y</strong></td></tr>\n</tbody>\n</table>\n' +
        '<pre><code>&lt;tag&gt; *x*</code></pre>\n' +
        '<figure><img src="pictures/board.svg" alt="A board"><figcaption>A board</figcaption></figure>');
});

test('docs/rules.md renders with every rule, every picture and no Markdown left', () => {
    const md = readFileSync(path.join(repoRoot, 'docs/rules.md'), 'utf8');
    const images = [];
    const { html, headings } = render(md, { ...hooks, image: (src, alt) => { images.push(src); return hooks.image(src, alt); } });
    for (let r = 1; r <= 23; r++) assert.ok(headings.some((h) => h.text.startsWith(`R${r}. `)), `R${r}`);
    assert.equal(images.length, (md.match(/!\[/g) ?? []).length);
    const text = html.replace(/<pre>[\s\S]*?<\/pre>/g, '').replace(/<code>[^<]*<\/code>/g, '');
    assert.doesNotMatch(text, /\*\*|\]\(|^#|^\|-|```|^- |^\d+\. /m);
});

test('the built rules page carries the rendered rules and their pictures', () => {
    const page = readFileSync(path.join(siteDir, 'rules.html'), 'utf8');
    assert.match(page, /<h3 id="r10-the-audit">R10\. The audit<\/h3>/);
    const pictures = [...page.matchAll(/<img src="pictures\/([a-z0-9-]+\.svg)"/g)].map((m) => m[1]);
    assert.ok(pictures.length >= 15, `${pictures.length} pictures`);
    for (const p of pictures) assert.match(readFileSync(path.join(siteDir, 'pictures', p), 'utf8'), /^<svg|<\?xml/);
    assert.doesNotMatch(page.replace(/<pre>[\s\S]*?<\/pre>/g, ''), /\*\*|\]\(|```/);
});

test('every link between the rendered guides leads to a page of the site', () => {
    const guides = { 'rules.md': 'rules.html', 'records.md': 'records.html', 'bots.md': 'bots.html',
        'strength.md': 'strength.html' };
    for (const [md, html] of Object.entries(guides)) {
        const text = readFileSync(path.join(repoRoot, 'docs', md), 'utf8');
        const page = readFileSync(path.join(siteDir, html), 'utf8');
        for (const [, target] of text.matchAll(/\]\(([a-z]+\.md)(?:#[^)]*)?\)/g)) {
            assert.ok(guides[target], `${md} links to ${target}, which the site does not render`);
            assert.match(page, new RegExp(`<a href="${guides[target].replace('.', '\\.')}[#"]`), `${html} links to ${target}`);
        }
    }
    const strength = readFileSync(path.join(siteDir, 'strength.html'), 'utf8');
    assert.match(strength, /<h2 id="version-3-and-the-new-yardstick-issue-27">/);
    const text = strength.replace(/<pre>[\s\S]*?<\/pre>/g, '').replace(/<code>[^<]*<\/code>/g, '');
    assert.doesNotMatch(text, /\*\*|\]\(|```/);
});
