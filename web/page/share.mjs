// A game in a link: the record, compressed (deflate) and written in
// base64url after "#nxr=", so that it stays in the browser (a fragment is
// never sent to the server). Visiting the link opens the game.
const PREFIX = '#nxr=';
// The longest link the page makes or reads (browsers accept about 2 MB).
const MAX_LINK = 1 << 20;

// The largest record a link may unpack to (a small link can inflate to a
// huge text): the limit of an imported file.
const MAX_RECORD = 4 * 1024 * 1024;

// The bytes through a (de)compression stream, at most MAX_RECORD of them.
async function pipe(bytes, stream) {
    const reader = new Blob([bytes]).stream().pipeThrough(stream).getReader();
    const chunks = [];
    let total = 0;
    for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.length;
        if (total > MAX_RECORD) {
            await reader.cancel();
            throw new Error(`it holds more than ${MAX_RECORD / 1048576} MB`);
        }
        chunks.push(value);
    }
    const out = new Uint8Array(total);
    let at = 0;
    for (const c of chunks) { out.set(c, at); at += c.length; }
    return out;
}

function toBase64url(bytes) {
    let s = '';
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(s).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64url(text) {
    if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('the link is damaged (it has characters base64url does not use)');
    const s = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

/** The link to this page with `record` in it. */
export async function shareLink(record, base = location.href) {
    const packed = await pipe(new TextEncoder().encode(record), new CompressionStream('deflate-raw'));
    const url = new URL(base);
    url.hash = PREFIX.slice(1) + toBase64url(packed);
    if (url.href.length > MAX_LINK) throw new Error('the game is too long for a link: export it as a file');
    return url.href;
}

/** The record in a link's fragment, or null when it holds none; throws for a damaged one. */
export async function recordFromHash(hash = location.hash) {
    if (!hash.startsWith(PREFIX)) return null;
    if (hash.length > MAX_LINK) throw new Error('the link is too long');
    try {
        const bytes = await pipe(fromBase64url(hash.slice(PREFIX.length)), new DecompressionStream('deflate-raw'));
        return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch (e) {
        throw new Error(`the link is damaged: ${e.message}`);
    }
}
