// Random playouts through the JavaScript API (Game.playout, that is
// nexus_game_playout in wasm): game i of an n x n board from seed n + i, as
// nexus-bench's playout groups. Prints their turns-per-game line.
//   node web/bench/api-playout.mjs SITE_DIR SIZE GAMES
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [site, sizeArg, gamesArg] = process.argv.slice(2);
const size = Number(sizeArg);
const games = Number(gamesArg);
const { init, Game } = await import(pathToFileURL(path.resolve(site, 'nexus.mjs')));
await init();
const TURN_LIMIT = 1000; // R22, as nexus-bench
let turns = 0;
for (let i = 0; i < games; i++) {
    const game = new Game({ size });
    turns += game.playout(size + i, TURN_LIMIT);
    game.free();
}
console.log(`playout-${size}x${size}-turns-per-game: ${(turns / games).toFixed(2)} turns`);
