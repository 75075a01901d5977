// BotWorker: the bots of libnexus-bot in a Web Worker, so that a page stays
// responsive while a bot thinks (the strong bot takes a tenth of a second
// or more a turn, the hint a second). Each request sends the game's record
// and returns a promise; cancel() stops whatever the worker is doing by
// ending it (a search cannot be interrupted otherwise) and the next request
// starts a new one.
//
//   const worker = new BotWorker();
//   const turn = await worker.choose(game, { kind: 'strong', nodes: 20000 });
import { Game } from './game.mjs';
import { NexusError } from './marshal.mjs';
import { botSpec } from './bot.mjs';
import * as is from './check.mjs';

/** The error of a request that cancel() or terminate() ended. */
export class CancelledError extends Error {
    constructor() {
        super('the request was cancelled');
        this.name = 'CancelledError';
    }
}

// The error a worker reported, as the class it had there.
function rebuild(data) {
    if (data.code !== undefined) {
        const e = new NexusError(data.code);
        e.message = data.message;
        return e;
    }
    const Type = { TypeError, RangeError }[data.name] ?? Error;
    return new Type(data.message);
}

export class BotWorker {
    #url;
    #worker = null;
    #next = 1;
    #pending = new Map();

    /** `url`: the worker script (default: bot-worker-main.mjs beside this file). */
    constructor(url = new URL('./bot-worker-main.mjs', import.meta.url)) {
        this.#url = url;
    }

    /** Whether a request is being worked on. */
    get busy() { return this.#pending.size > 0; }

    #start() {
        if (this.#worker) return this.#worker;
        const worker = new Worker(this.#url, { type: 'module' });
        worker.onmessage = ({ data }) => {
            const request = this.#pending.get(data.id);
            if (!request) return;
            this.#pending.delete(data.id);
            if (data.error) request.reject(rebuild(data.error));
            else request.resolve(data.result);
        };
        worker.onerror = (event) => {
            event.preventDefault?.();
            this.#fail(new Error(`the bot worker failed: ${event.message ?? 'it could not start'}`));
        };
        this.#worker = worker;
        return worker;
    }

    // End the worker and reject every request with `error`.
    #fail(error) {
        this.#worker?.terminate();
        this.#worker = null;
        const pending = [...this.#pending.values()];
        this.#pending.clear();
        pending.forEach((request) => request.reject(error));
    }

    #ask(op, game, fields) {
        is.instance(game, 'game', Game);
        const record = game.recordText();
        const id = this.#next++;
        return new Promise((resolve, reject) => {
            this.#pending.set(id, { resolve, reject });
            this.#start().postMessage({ id, op, record, ...fields });
        });
    }

    /** The bot's turn for the side to move of `game` (not played). */
    choose(game, bot) {
        return this.#ask('choose', game, { bot: botSpec(bot) });
    }

    /** Whether the bot accepts the draw offer pending in `game`. */
    answerDraw(game, bot) {
        return this.#ask('answerDraw', game, { bot: botSpec(bot) });
    }

    /** hint() (hint.mjs) for the side to move of `game`. */
    hint(game, options) {
        is.options(options, 'hint options', ['nodes', 'solveNodes', 'solvePlies', 'games', 'gameNodes', 'timeMs']);
        return this.#ask('hint', game, { options });
    }

    /** Stop every request (they reject with CancelledError); later requests start afresh. */
    cancel() {
        if (this.#pending.size) this.#fail(new CancelledError());
    }

    /** End the worker. */
    terminate() {
        this.#fail(new CancelledError());
    }
}
