// Types of nexus.mjs: libnexus (the Nexus rules engine) compiled to
// WebAssembly. Points are names such as "C3" (column letter, row number,
// A1 top-left). Every failing call throws a NexusError and changes nothing.

export type Color = 'black' | 'white';
export type Phase = 'place' | 'unblock' | 'over';
export type Outcome = 'none' | 'black' | 'white' | 'draw' | 'no-winner';
export type Reason = 'none' | 'audit' | 'bankrupt' | 'no-placement' | 'quiet'
    | 'agreement' | 'uncovered';
export type AuditKind = 'none' | 'win' | 'bankrupt' | 'pay';
/** A point name, e.g. "C3". */
export type Point = string;

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
    /** Board size n, 3..9 (default 5). */
    size?: number;
    /** Debt per captured stone, 0..1000 (default 2). */
    captureDebt?: number;
    /** Debt per unblocking removal, 0..1000 (default 4). */
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
    /** For a record that could not be read: its line. */
    line?: number;
}

export interface InitOptions {
    /** Where nexus-wasm.wasm is (default: next to nexus-wasm.mjs). */
    wasmUrl?: string | URL;
}

/** Load the WebAssembly module; needed once before anything else. */
export function init(options?: InitOptions): Promise<void>;
/** The library version, e.g. "1.1.0". */
export function version(): string;
/** The name of a status code. */
export function statusName(code: number): string;
/** The canonical index (row * n + col) of a point name. */
export function parsePoint(size: number, name: Point): number;
/** The name of a canonical point index. */
export function formatPoint(size: number, point: number): Point;

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
    answerDraw(accept: boolean): void;
    turnAt(index: number): FullTurn;
    setLabel(color: Color, label: string): void;
    label(color: Color): string;
    recordText(): string;
    /** Random turns to the end or turnLimit; returns the turns played. */
    playout(seed: number | bigint, turnLimit: number): number;
}

/** A computer player of libnexus-bot, owned by a C handle: call free(). */
export class Bot {
    static simple(): Bot;
    static random(seed?: number | bigint): Bot;
    static strong(options?: { nodes?: number; seed?: number | bigint }): Bot;
    readonly name: string;
    readonly freed: boolean;
    free(): void;
    /** The bot's turn for the side to move (not played). */
    choose(game: Game): FullTurn;
    answerDraw(game: Game): boolean;
}
