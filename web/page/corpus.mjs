// Run the conformance runner (C, compiled to wasm) over the corpus in the
// browser: fetch the records, put them in the module's in-memory file
// system, call its main() as `nexus-conformance --bots /games`. The page
// never stays at "Running…": a record it cannot fetch (offline before the
// corpus was ever fetched, or a server that lacks it) ends the check with
// a message saying which and why.
import createConformanceModule from './nexus-conformance-web.mjs';

const summary = () => document.getElementById('summary');

// The text of `url`, or an error that says what could not be fetched.
async function fetchText(url) {
    let response;
    try {
        response = await fetch(url);
    } catch (e) {
        throw new Error(`${url} could not be fetched (${e.message}). The check needs the corpus from the ` +
            'server: it is kept for offline use only once the check has run online.', { cause: e });
    }
    if (!response.ok) throw new Error(`${url} could not be fetched: the server answered ${response.status}.`);
    return response.text();
}

async function run() {
    const lines = [];
    const M = await createConformanceModule({
        print: (line) => lines.push(line),
        printErr: (line) => lines.push(`stderr: ${line}`),
    });
    const names = JSON.parse(await fetchText('games/index.json'));
    M.FS.mkdir('/games');
    for (const name of names) M.FS.writeFile(`/games/${name}`, await fetchText(`games/${encodeURIComponent(name)}`));
    let status;
    try {
        status = M.callMain(['--bots', '/games']);
    } catch (e) {
        status = e.status ?? String(e);
    }
    document.getElementById('log').textContent = lines.join('\n');
    summary().textContent = `${names.length} records; ${lines.slice(-2).join('; ')}; exit status ${status}`;
    document.body.dataset.exit = String(status);
}

async function main() {
    try {
        await run();
    } catch (e) {
        summary().textContent = `The engine check could not run: ${e.message}`;
        document.body.dataset.failed = 'true';
    }
    document.body.dataset.done = 'true';
}

main();
