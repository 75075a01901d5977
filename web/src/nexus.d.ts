// Types of nexus.mjs: libnexus (the Nexus rules engine) compiled to
// WebAssembly. Points are names such as "C3" (column letter, row number,
// A1 top-left). A failing call of the library throws a NexusError and
// changes nothing; an argument of the wrong type throws a TypeError, and
// one out of its range a RangeError, each naming the argument, before
// anything reaches the module.

export type Color = 'black' | 'white';
export type Phase = 'place' | 'unblock' | 'over';
export type Outcome = 'none' | 'black' | 'white' | 'draw' | 'no-winner';
export type Reason = 'none' | 'audit' | 'bankrupt' | 'no-placement' | 'quiet'
    | 'agreement' | 'uncovered';
export type AuditKind = 'none' | 'win' | 'bankrupt' | 'pay';
/** A point name, e.g. "C3". */
export type Point = string;
/** A 64-bit unsigned seed: a safe integer from 0, or a BigInt below 2n ** 64n. */
export type Seed = number | bigint;

/** A full turn: enemy stones removed to unblock, the point, the payment. */
export interface Turn {
    unblock?: Point[];
    point: Point;
    pay?: Point[];
}
/** A turn as the library reports it (sets in canonical order). */
export interface FullTurn {
    unblock: Point[];
    point: Point;
    pay: Point[];
}

export interface GameOptions {
    /** Board size n, an integer from 3 to 9 (default 5). */
    size?: number;
    /** Debt per captured stone, an integer from 0 to 1000 (default 2). */
    captureDebt?: number;
    /** Debt per unblocking removal, an integer from 0 to 1000 (default 4). */
    unblockDebt?: number;
}

export interface Preview {
    captured: Point[];
    moverDebt: number;
    opponentDebt: number;
    audit: AuditKind;
    net: number;
    /** With audit 'pay': the mover's stones that may pay. */
    payers: Point[];
}

/** An error status of libnexus. */
export class NexusError extends Error {
    /** The status name, e.g. "NEXUS_E_SUICIDE". */
    readonly status: string;
    /** The numeric status (negative). */
    readonly code: number;
}
/** A record that could not be read. */
export class RecordError extends NexusError {
    /** Its line, from 1 (0 when the error is not tied to a line). */
    readonly line: number;
}

export interface InitOptions {
    /** Where nexus-wasm.wasm is (default: next to nexus-wasm.mjs). */
    wasmUrl?: string | URL;
}

/** nexus.h's limits (R1). */
export const LIMITS: { minSize: 3; maxSize: 9; maxPoints: 81; maxDebtRate: 1000; labelMax: 63 };

/** Load the WebAssembly module; needed once before anything else. */
export function init(options?: InitOptions): Promise<void>;
/** The library version, e.g. "1.2.0". */
export function version(): string;
/** The name of a status code. */
export function statusName(code: number): string;
/** The canonical index (row * n + col) of a point name. */
export function parsePoint(size: number, name: Point): number;
/** The name of a canonical point index. */
export function formatPoint(size: number, point: number): Point;
/** Every line of an n x n board (R4): rows, columns, the main and the anti-diagonal. */
export function lines(size: number): Point[][];

/** A game with its whole history, owned by a C handle: call free(). */
export class Game {
    constructor(options?: GameOptions);
    /** The game after the last move of a .nxr record. */
    static fromRecord(text: string): Game;
    clone(): Game;
    readonly size: number;
    /** True once free() has run; any other call then throws. */
    readonly freed: boolean;
    free(): void;

    options(): Required<GameOptions>;
    points(): Point[];
    toMove(): Color;
    phase(): Phase;
    stone(point: Point): Color | null;
    /** Canonical order: A1, B1, ..., then row 2, ... */
    board(): (Color | null)[];
    debts(): { black: number; white: number };
    /** Turns in a row without a capture. */
    quiet(): number;
    turnCount(): number;
    result(): { outcome: Outcome; reason: Reason };
    /** The lines `color` owns now. */
    ownedLines(color: Color): Point[][];
    drawPending(): boolean;

    legalPoints(): Point[];
    /** Stones per unblocking set due, 0 when none is due. */
    unblockSize(): number;
    unblockSets(): Point[][];
    legalAfterUnblock(set: Point[]): Point[];
    /** What the turn's unblocking and placement would do. */
    preview(turn: Turn | Point): Preview;
    /** "NEXUS_OK" or the error name play(turn) would throw. */
    checkTurn(turn: Turn | Point): string;
    play(turn: Turn | Point): void;
    undo(): void;
    offerDraw(): void;
    /** true accepts, false declines (nothing else is accepted). */
    answerDraw(accept: boolean): void;
    /** The turn at `index`, from 0 to turnCount() - 1. */
    turnAt(index: number): FullTurn;
    /** A label of 1 to 63 bytes of printable ASCII without spaces; '' clears it. */
    setLabel(color: Color, label: string): void;
    label(color: Color): string;
    recordText(): string;
    /** Random turns to the end or turnLimit (1 to 2 ** 32 - 1); returns the turns played. */
    playout(seed: Seed, turnLimit: number): number;
}

/** One option of a built-in bot, as the bot library describes it. */
export interface BotOption {
    name: string;
    type: 'integer' | 'float' | 'boolean';
    default: number;
    min: number;
    max: number;
    help: string;
}
/** The seed, which every bot takes (nexus_bot_seed): listed last among its options. */
export interface SeedOption {
    name: 'seed';
    type: 'seed';
    default: 0;
    min: 0;
    /** 2n ** 64n - 1n */
    max: bigint;
    help: string;
}
/** A built-in bot: its name, a line about it, its options (the seed last). */
export interface BuiltinBot {
    name: string;
    help: string;
    options: (BotOption | SeedOption)[];
}
/** A bot by description: { kind: 'strong', nodes: 5000 }, { kind: 'mcts', iterations: 300, seed: 2 }. */
export interface BotSpec {
    kind: string;
    seed?: Seed;
    [option: string]: number | boolean | bigint | string | undefined;
}

/** The built-in bots of libnexus-bot: simple, random, mcts, mcts-uniform, strong. */
export function builtinBots(): readonly BuiltinBot[];
/** Check a bot's description; returns it, or throws TypeError / RangeError. */
export function botSpec(spec: BotSpec): BotSpec;

/** A computer player of libnexus-bot, owned by a C handle: call free(). */
export class Bot {
    /** A built-in bot by name ("bot" is read as "simple"), its options checked against the library's description. */
    static named(name: string, options?: { seed?: Seed; [option: string]: number | boolean | bigint | undefined }): Bot;
    /** A bot by description, or by the text of a spec such as 'strong:time=50', read by the library. */
    static fromSpec(spec: BotSpec | string): Bot;
    static simple(): Bot;
    static random(seed?: Seed): Bot;
    static mcts(options?: { iterations?: number; time?: number; exploration?: number; seed?: Seed }): Bot;
    static strong(options?: { nodes?: number; time?: number; max_depth?: number; seed?: Seed }): Bot;
    readonly name: string;
    readonly freed: boolean;
    free(): void;
    /** The bot's turn for the side to move (not played). */
    /** The current value of an option of a built-in bot. */
    option(name: string): number | boolean;
    choose(game: Game): FullTurn;
    answerDraw(game: Game): boolean;
}

export interface SolveOptions {
    /** The longest forced win looked for, 1 to 64 plies (default 16). */
    maxPlies?: number;
    /** Positions after which the search gives up, 0 for no limit (default). */
    maxNodes?: Seed;
    /** Bytes of transposition table, 0 to 256 MiB (default 64 MiB). */
    tableBytes?: number;
}
export interface SolveResult {
    value: 'win' | 'loss' | 'unknown';
    plies: number;
    nodes: number;
    complete: boolean;
    /** The principal line: the winner's fastest win against the longest defence. */
    line: FullTurn[];
}
/** The value of `game` for its side to move, by exhaustive search (nexus_solve). */
export function solve(game: Game, options?: SolveOptions): SolveResult;

export type Estimate =
    | { kind: 'proof'; winner: Color; plies: number; nodes: number }
    | { kind: 'self-play'; games: number; nodes: number; black: number; white: number; draw: number; other: number };
export interface HintOptions {
    nodes?: number; solveNodes?: number; solvePlies?: number; games?: number; gameNodes?: number; timeMs?: number;
}
/** A suggested turn for the side to move, with an estimate of the game (hint.mjs says how). */
export function hint(game: Game, options?: HintOptions): { turn: FullTurn; estimate: Estimate };
