// The service worker: once the site has been loaded, it keeps working
// offline. The build (web/tools/build-site.mjs) writes the list of the
// site's files and a version into this file; the files are cached when the
// worker installs, and every answer of the network replaces its copy.
// Requests go to the network first, so that a visitor online always gets
// the current site; without a network the cached copy answers.
const VERSION = '@VERSION@';
const FILES = '@FILES@';
const CACHE = `nexus-${VERSION}`;

self.addEventListener('install', (event) => {
    event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
    event.waitUntil(caches.keys()
        .then((keys) => Promise.all(keys.filter((k) => k.startsWith('nexus-') && k !== CACHE).map((k) => caches.delete(k))))
        .then(() => self.clients.claim()));
});

async function answer(request) {
    const cache = await caches.open(CACHE);
    try {
        const response = await fetch(request);
        if (response.ok) await cache.put(request, response.clone());
        return response;
    } catch (offline) {
        const copy = await cache.match(request, { ignoreSearch: true });
        if (copy) return copy;
        // A page of the site not yet cached (or the site's root under
        // another name): the game page, which works offline.
        if (request.mode === 'navigate') return (await cache.match('index.html')) ?? Response.error();
        throw offline;
    }
}

self.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url);
    if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
    event.respondWith(answer(event.request));
});
