// libnexus for JavaScript: the C library compiled to WebAssembly, wrapped in
// a Game and a Bot class. Every rule (legality, captures, audits, payments,
// unblocking) is the library's; this layer only translates names and
// structs. Types: nexus.d.ts. Works in the browser and in node:
//
//   import { init, Game, Bot } from './nexus.mjs';
//   await init();
//   const game = new Game({ size: 5 });
//   game.play('C3');
export { init, NexusError, version, statusName, parsePoint, formatPoint }
    from './marshal.mjs';
export { Game } from './game.mjs';
export { Bot } from './bot.mjs';
