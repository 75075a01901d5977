// The inside of a BotWorker (bot-worker.mjs): a module worker with its own
// copy of the library. Each request carries the game as its record, so the
// worker holds no game between requests; bots are kept by their spec, so
// that a bot is made once per kind and options.
import { init, Game, Bot, NexusError, hint } from './nexus.mjs';

const ready = init();
const bots = new Map();

function botFor(spec) {
    const key = JSON.stringify(spec, (_, v) => (typeof v === 'bigint' ? `${v}n` : v));
    if (!bots.has(key)) {
        bots.set(key, Bot.fromSpec(spec));
    }
    return bots.get(key);
}

const operations = {
    choose: (game, data) => botFor(data.bot).choose(game),
    answerDraw: (game, data) => botFor(data.bot).answerDraw(game),
    hint: (game, data) => hint(game, data.options),
};

// An error as plain data: its class, message, and the library's code.
function errorData(e) {
    return { name: e?.name ?? 'Error', message: String(e?.message ?? e),
        code: e instanceof NexusError ? e.code : undefined };
}

self.onmessage = async ({ data }) => {
    let game = null;
    try {
        await ready;
        game = Game.fromRecord(data.record);
        self.postMessage({ id: data.id, result: operations[data.op](game, data) });
    } catch (e) {
        self.postMessage({ id: data.id, error: errorData(e) });
    } finally {
        game?.free();
    }
};
