// Types of bot-worker.mjs: the bots of libnexus-bot in a Web Worker.
import type { Game, BotSpec, FullTurn, HintOptions, Estimate } from './nexus';

/** The error of a request that cancel() or terminate() ended. */
export class CancelledError extends Error {}

export class BotWorker {
    /** `url`: the worker script (default: bot-worker-main.mjs beside bot-worker.mjs). */
    constructor(url?: string | URL);
    /** Whether a request is being worked on. */
    readonly busy: boolean;
    /** The bot's turn for the side to move of `game` (not played). */
    choose(game: Game, bot: BotSpec): Promise<FullTurn>;
    /** Whether the bot accepts the draw offer pending in `game`. */
    answerDraw(game: Game, bot: BotSpec): Promise<boolean>;
    hint(game: Game, options?: HintOptions): Promise<{ turn: FullTurn; estimate: Estimate }>;
    /** Stop every request (they reject with CancelledError). */
    cancel(): void;
    terminate(): void;
}
