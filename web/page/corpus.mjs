// Run the conformance runner (C, compiled to wasm) over the corpus in the
// browser: fetch the records, put them in the module's in-memory file
// system, call its main() as `nexus-conformance --bots /games`.
import createConformanceModule from './nexus-conformance-web.mjs';

async function main() {
    const lines = [];
    const M = await createConformanceModule({
        print: (line) => lines.push(line),
        printErr: (line) => lines.push(`stderr: ${line}`),
    });
    const names = await (await fetch('games/index.json')).json();
    M.FS.mkdir('/games');
    for (const name of names) {
        const text = await (await fetch(`games/${encodeURIComponent(name)}`)).text();
        M.FS.writeFile(`/games/${name}`, text);
    }
    let status;
    try {
        status = M.callMain(['--bots', '/games']);
    } catch (e) {
        status = e.status ?? String(e);
    }
    document.getElementById('log').textContent = lines.join('\n');
    const summary = document.getElementById('summary');
    summary.textContent = `${names.length} records; ${lines.slice(-2).join('; ')}; exit status ${status}`;
    document.body.dataset.exit = String(status);
    document.body.dataset.done = 'true';
}

main();
