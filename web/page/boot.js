// The page's first script, a classic one that every browser runs, even
// from a file (where module scripts are refused). It makes sure the page
// never sits at "Loading…": it says why the game cannot start when the
// page was opened from a file, when the module fails to load, or when
// nothing has happened after a while. It also registers the service worker
// (sw.js) that keeps the site usable offline once it has been loaded.
(function () {
    'use strict';
    var STARTUP_LIMIT_MS = 20000;

    function fail(text) {
        var show = function () {
            var body = document.body;
            if (body.dataset.ready || body.dataset.failed) return;
            body.dataset.failed = 'true';
            var turn = document.querySelector('[data-status]');
            if (turn) turn.textContent = text;
        };
        if (document.body) show(); else document.addEventListener('DOMContentLoaded', show);
    }

    if (location.protocol === 'file:') {
        fail('This page cannot run from a file: browsers do not let a file load the game\'s modules. ' +
            'Serve the folder over HTTP, for example with "python3 -m http.server -d SITE_FOLDER 8000", ' +
            'and open http://localhost:8000/.');
        return;
    }
    var module = document.querySelector('script[type="module"]');
    if (module) {
        module.addEventListener('error', function () {
            fail('The game\'s script could not be loaded. Reload the page; if it still fails, the site is incomplete.');
        });
    }
    if (!('noModule' in HTMLScriptElement.prototype)) {
        fail('This browser is too old for the game (it has no JavaScript modules).');
    }
    setTimeout(function () {
        fail('The game has not started after ' + STARTUP_LIMIT_MS / 1000 + ' seconds. Reload the page; ' +
            'if it still does not start, this browser may block WebAssembly.');
    }, STARTUP_LIMIT_MS);
    if ('serviceWorker' in navigator && window.isSecureContext) {
        window.addEventListener('load', function () {
            navigator.serviceWorker.register('sw.js').catch(function () {
                // Without a service worker the page still works online.
            });
        });
    }
}());
