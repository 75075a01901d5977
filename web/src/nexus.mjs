// libnexus for JavaScript: the C library compiled to WebAssembly, wrapped in
// a Game and a Bot class. Every rule (legality, captures, audits, payments,
// unblocking) is the library's; this layer only translates names and
// structs, and refuses bad arguments before they reach wasm. Types:
// nexus.d.ts. Works in the browser and in node:
//
//   import { init, Game, Bot } from './nexus.mjs';
//   await init();
//   const game = new Game({ size: 5 });
//   game.play('C3');
export { init, NexusError, RecordError, version, statusName, parsePoint, formatPoint, lines,
    LIMITS } from './marshal.mjs';
export { Game } from './game.mjs';
export { Bot, botSpec, builtinBots } from './bot.mjs';
export { solve, SOLVE_LIMITS } from './solve.mjs';
export { hint } from './hint.mjs';
