// A small Markdown renderer for the project's guides (docs/rules.md,
// records.md, bots.md, strength.md), run by the build to make the site's
// text pages: headings, paragraphs, lists (nested by indentation), tables,
// fenced code, images, links, code spans, bold and italics. It knows only
// what those files use, escapes every character HTML treats specially, and
// passes no raw HTML through.

const escapeHtml = (s) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** The anchor of a heading: "R10. The audit" gives "r10-the-audit". */
export function slug(text) {
    return text.toLowerCase().replace(/<[^>]*>/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

// Emphasis and links in text that holds no code span (already escaped).
function decorate(text, hooks) {
    return text
        .replace(/!\[([^\]]*)\]\(([^)\s]+)\)/g, (_, alt, src) => hooks.image(src, alt))
        .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label, href) => {
            const target = hooks.link(href);
            return target === null ? label : `<a href="${escapeHtml(target)}">${label}</a>`;
        })
        .replace(/\*\*([^*]+?)\*\*/g, '<strong>$1</strong>')
        .replace(/(^|[^\w*])\*([^*\s](?:[^*]*[^*\s])?)\*(?![\w*])/g, '$1<em>$2</em>');
}

/**
 * One line (or paragraph) of inline Markdown as HTML. Code spans are set
 * aside first (as numbered placeholders), so that emphasis may hold them
 * and nothing inside them is read as Markdown.
 */
export function inline(text, hooks) {
    const codes = [];
    const held = text.replace(/`([^`]+)`/g, (_, code) => {
        codes.push(`<code>${escapeHtml(code)}</code>`);
        return `\u0000${codes.length - 1}\u0000`;
    });
    const html = decorate(escapeHtml(held.replace(/\\([\\`*_|#\[\]])/g, '$1')), hooks);
    return html.replace(/\u0000([0-9]+)\u0000/g, (_, i) => codes[Number(i)]);
}

const LIST_ITEM = /^( *)([-*]|[0-9]+\.) +(.*)$/;
const isTableRow = (line) => /^\|.*\|\s*$/.test(line);
const isRule = (line) => /^\|? *:?-{3,}:? *(\| *:?-{3,}:? *)*\|? *$/.test(line);

function cells(line) {
    return line.trim().replace(/^\||\|$/g, '').split(/(?<!\\)\|/).map((c) => c.trim().replaceAll('\\|', '|'));
}

function table(rows, hooks) {
    const [head, , ...body] = rows;
    const row = (r, tag) => `<tr>${cells(r).map((c) => `<${tag}>${inline(c, hooks)}</${tag}>`).join('')}</tr>`;
    return `<table>\n<thead>${row(head, 'th')}</thead>\n<tbody>\n${body.map((r) => row(r, 'td')).join('\n')}\n</tbody>\n</table>`;
}

// Lists: items with their indentation; deeper items nest in the last item.
function list(items, hooks) {
    const out = [];
    let i = 0;
    const level = (indent) => {
        const ordered = /^[0-9]/.test(items[i].marker);
        const tag = ordered ? 'ol' : 'ul';
        const parts = [];
        while (i < items.length && items[i].indent >= indent) {
            if (items[i].indent > indent) {
                parts[parts.length - 1] = parts[parts.length - 1].replace(/<\/li>$/, `${level(items[i].indent)}</li>`);
                continue;
            }
            parts.push(`<li>${inline(items[i].text, hooks)}</li>`);
            i += 1;
        }
        return `<${tag}>${parts.join('\n')}</${tag}>`;
    };
    while (i < items.length) out.push(level(items[i].indent));
    return out.join('\n');
}

function paragraph(lines, hooks) {
    const text = lines.join(' ');
    const image = /^!\[([^\]]*)\]\(([^)\s]+)\)$/.exec(text);
    if (image) return `<figure>${hooks.image(image[2], escapeHtml(image[1]))}<figcaption>${inline(image[1], hooks)}</figcaption></figure>`;
    return `<p>${inline(text, hooks)}</p>`;
}

/**
 * Render `text`. hooks: { image(src, altHtml) returns HTML, link(href)
 * returns the href to use or null for plain text }. Returns { html,
 * headings: [{ level, text, id }] }.
 */
export function render(text, hooks) {
    const lines = text.replace(/\r\n?/g, '\n').split('\n');
    const out = [];
    const headings = [];
    let para = [];
    let items = null;
    const flush = () => {
        if (para.length) out.push(paragraph(para, hooks));
        if (items) out.push(list(items, hooks));
        para = [];
        items = null;
    };
    for (let n = 0; n < lines.length; n++) {
        const line = lines[n];
        const heading = /^(#{1,6}) +(.*?) *#*$/.exec(line);
        const item = LIST_ITEM.exec(line);
        if (/^\s*$/.test(line)) {
            flush();
        } else if (line.startsWith('```')) {
            flush();
            const code = [];
            for (n += 1; n < lines.length && !lines[n].startsWith('```'); n++) code.push(lines[n]);
            out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
        } else if (heading) {
            flush();
            const level = heading[1].length;
            const html = inline(heading[2], hooks);
            const id = slug(heading[2]);
            headings.push({ level, text: heading[2].replace(/[`*]/g, ''), id });
            out.push(`<h${level} id="${id}">${html}</h${level}>`);
        } else if (isTableRow(line) && n + 1 < lines.length && isRule(lines[n + 1])) {
            flush();
            const rows = [];
            for (; n < lines.length && isTableRow(lines[n]); n++) rows.push(lines[n]);
            n -= 1;
            out.push(table(rows, hooks));
        } else if (item && !para.length) {
            items ??= [];
            items.push({ indent: item[1].length, marker: item[2], text: item[3] });
        } else if (items) {
            items[items.length - 1].text += ` ${line.trim()}`;
        } else {
            para.push(line.trim());
        }
    }
    flush();
    return { html: out.join('\n'), headings };
}
