// The Nexus game page: wires the board, the panel, the move list and the
// buttons to a Game of the WebAssembly libnexus, with the bots in a Web
// Worker. The library decides every rule; this file keeps the page's state
// (who plays which side, the turn being chosen, the move shown, a pending
// request to the bot) and never lets an old request act on a new game.
import { init, Game } from './nexus.mjs';
import { BotWorker, CancelledError } from './bot-worker.mjs';
import { Board } from './board.mjs';
import { TurnInput } from './turn-input.mjs';
import { Timeline } from './timeline.mjs';
import { drawPanel, viewingPanel, keepFocus } from './panel.mjs';
import { drawMoves, moveKeys } from './moves.mjs';
import { cap, other, resultText } from './events.mjs';
import { rulesInForce, drawPlayers, drawQuiet, hintText } from './view.mjs';
import * as players from './players.mjs';
import * as store from './store.mjs';
import { shareLink, recordFromHash } from './share.mjs';
import { confirm, confirmBankrupt, setUpNewGame, openNewGame, openShare } from './dialogs.mjs';

const $ = (id) => document.getElementById(id);
const REPLAY_STEP_MS = 900;
const RESIGNED = /^# resigned ([BW])$/m;

const app = {
    game: null, settings: null, resigned: null, timeline: null, view: null, hint: null,
    pending: null, replay: null, worker: null, board: null, input: null, saveNote: null,
};

const bot = () => players.botOf(app.settings);
const over = () => app.game.phase() === 'over' || app.resigned !== null;
const isBotTurn = () => bot() !== null && !over() && app.game.toMove() !== app.settings.human;
const humanTurn = () => !over() && !isBotTurn() && app.view === null && app.pending === null;

/** A side in a sentence: "Black (you)", "White (Strong bot)", or "Black" between two players. */
function label(color) {
    if (!bot()) return cap(color);
    return color === app.settings.human ? `${cap(color)} (you)` : `${cap(color)} (${players.opponentTitle(app.settings)})`;
}

/** A side in the list of players, with the bot's strength. */
function playerName(color) {
    if (!bot() || color === app.settings.human) return label(color);
    return `${cap(color)}: ${players.opponentName(app.settings)}`;
}

function result() {
    if (app.resigned) return { outcome: other(app.resigned), reason: 'resigned' };
    return app.game.result();
}

/** The record with the page's note of a resignation (a comment line). */
function recordWithNotes() {
    const text = app.game.recordText();
    return app.resigned ? `${text}# resigned ${app.resigned === 'black' ? 'B' : 'W'}\n` : text;
}

function announce(text) {
    $('events').textContent = text;
}

function say(text) {
    $('message').textContent = text;
}

function save() {
    const why = store.save(recordWithNotes(), app.settings);
    $('storage-note').textContent = why ? `Not saved: ${why}. You can play on, but the game is lost when the page closes; Export keeps it.` : '';
}

/** Start playing `game` with `settings`; any request to the bot is dropped. */
function adopt(game, settings, { resigned = null, note = '' } = {}) {
    cancelPending();
    stopReplay();
    app.timeline?.free();
    app.game?.free();
    app.game = game;
    app.settings = players.checkedSettings(settings);
    app.resigned = resigned;
    app.timeline = new Timeline(game);
    app.view = null;
    app.hint = null;
    app.input.reset(game);
    // For scripts and tests: how many games this page has started.
    document.body.dataset.games = String(Number(document.body.dataset.games ?? 0) + 1);
    announce(note || app.timeline.lastEvent?.text || '');
    changed();
}

function newGame(options, settings) {
    const game = new Game(options);
    const labels = players.labelsOf(settings);
    game.setLabel('black', labels.black);
    game.setLabel('white', labels.white);
    const who = settings.opponent === 'two' ? 'for two players'
        : `against the ${players.opponentName(players.checkedSettings(settings))}`;
    adopt(game, settings, { note: `New game ${who}. Black moves first.` });
}

/** After any change of the game: save, draw, and let the bot move. */
function changed() {
    save();
    render();
    botMove();
}

function played(turn) {
    try {
        app.game.play(turn);
    } catch (e) {
        say(e.message);
        render();
        return;
    }
    app.timeline.push(turn);
    app.hint = null;
    announce(app.timeline.lastEvent.text);
    changed();
}

// A request to the bot worker: `apply(value)` runs only if no other request
// or game replaced it meanwhile.
function ask(request, apply) {
    const token = {};
    app.pending = token;
    render();
    request.then((value) => {
        // For profiles and tests: when the bot's answer reached the page.
        performance.mark('nexus-bot-answer');
        if (app.pending !== token) return;
        app.pending = null;
        apply(value);
    }, (e) => {
        if (app.pending !== token || e instanceof CancelledError) return;
        app.pending = null;
        say(`The bot could not answer: ${e.message}`);
        render();
    });
}

function cancelPending() {
    app.pending = null;
    app.worker.cancel();
}

function botMove() {
    if (!isBotTurn() || app.pending) return;
    if (app.game.drawPending()) return;
    ask(app.worker.choose(app.game, bot()), played);
}

function offerDraw() {
    app.game.offerDraw();
    if (!bot()) { changed(); return; }
    save();
    say('You offer a draw; the bot is considering it.');
    ask(app.worker.answerDraw(app.game, bot()), (accept) => {
        app.game.answerDraw(accept);
        say(accept ? 'The bot accepts the draw.' : 'The bot declines the draw.');
            if (accept) announce(resultText(result(), label));
        changed();
    });
}

function answerDraw(accept) {
    app.game.answerDraw(accept);
    say(accept ? 'Draw agreed.' : 'Draw declined.');
    if (accept) announce(resultText(result(), label));
    changed();
}

/** Undo back to the player's own turn (past the bot's reply); a resignation first. */
function undo() {
    const g = app.game;
    cancelPending();
    if (app.resigned) {
        app.resigned = null;
    } else {
        try {
            g.undo();
            while (bot() && g.turnCount() > 0 && g.toMove() !== app.settings.human) g.undo();
        } catch (e) {
            say(e.message);
        }
    }
    app.timeline.truncate(g.turnCount());
    app.view = null;
    app.hint = null;
    app.input.reset();
    announce(`Undone: ${label(g.toMove())} to move.`);
    changed();
}

async function resign() {
    const who = bot() ? app.settings.human : app.game.toMove();
    if (!await confirm('confirm', `Resign as ${cap(who)}? ${cap(other(who))} wins the game.`)) return;
    cancelPending();
    app.resigned = who;
    announce(`${cap(who)} resigns. ${resultText(result(), label)}`);
    changed();
}

function hint() {
    const mover = app.game.toMove();
    say('Looking for a hint…');
    ask(app.worker.hint(app.game), (h) => {
        app.hint = h;
        say('');
        announce(hintText(mover, h));
        render();
    });
}

// ---------------------------------------------------------------------------
// Looking at earlier moves, and the replay.

/** Show the position after `ply` turns (the game itself at the last one). */
function show(ply, { fromReplay = false } = {}) {
    if (!fromReplay) stopReplay();
    const last = app.timeline.length;
    const at = Math.max(0, Math.min(last, ply));
    app.view = at === last ? null : at;
    const e = app.timeline.at(at);
    announce(at === 0 ? 'The start of the game.' : e.event.text);
    render();
}

const shown = () => app.view ?? app.timeline.length;

function replay() {
    if (app.replay) { stopReplay(); render(); return; }
    if (app.view === null) show(0);
    app.replay = setInterval(() => {
        show(shown() + 1, { fromReplay: true });
        if (app.view === null) stopReplay();
        render();
    }, REPLAY_STEP_MS);
    render();
}

function stopReplay() {
    clearInterval(app.replay);
    app.replay = null;
}

// ---------------------------------------------------------------------------
// Drawing.

function drawBoard() {
    const ply = shown();
    const entry = app.timeline.at(ply);
    const live = humanTurn() && !app.game.drawPending();
    const hintPoint = app.view === null && app.hint ? app.hint.turn.point : null;
    app.board.draw({
        names: app.timeline.names, stones: entry.board, ...app.timeline.marks(ply),
        ...(live ? app.input.marks() : {}), hint: hintPoint,
    });
}

function drawStatus() {
    const entry = app.timeline.at(shown());
    const g = app.game;
    drawPlayers(entry, playerName, over() && app.view === null);
    drawQuiet(entry, g.size);
    $('rules-in-force').textContent = rulesInForce(g.options());
    $('result').textContent = over() ? resultText(result(), label) : '';
    let turn = `${label(g.toMove())} to move`;
    if (over()) turn = 'Game over';
    else if (app.pending && isBotTurn()) turn = `${label(g.toMove())} is thinking…`;
    else if (app.pending) turn = `${label(g.toMove())} to move; waiting for the bot`;
    $('turn').textContent = turn;
    // For scripts and tests: whose action the page awaits.
    document.body.dataset.state = over() ? 'over' : (isBotTurn() || app.pending) ? 'bot' : 'human';
}

function drawSidePanel() {
    const panel = $('panel');
    const g = app.game;
    if (app.view !== null) {
        viewingPanel(panel, app.view, app.timeline.length, { live: () => show(app.timeline.length) });
    } else if (!over() && !bot() && g.drawPending()) {
        drawPanel(panel, label(g.toMove()), label(other(g.toMove())), { answer: answerDraw });
    } else if (humanTurn() && !g.drawPending()) {
        app.input.drawPanel(panel, label(g.toMove()));
    } else {
        panel.replaceChildren();
    }
}

function drawButtons() {
    const g = app.game;
    const viewing = app.view !== null;
    $('undo').disabled = (g.turnCount() === 0 && !g.drawPending() && !app.resigned);
    $('offer-draw').disabled = !humanTurn() || g.drawPending();
    $('hint').disabled = !humanTurn() || g.drawPending();
    $('resign').disabled = over() || (bot() === null && g.drawPending());
    $('first').disabled = shown() === 0;
    $('previous').disabled = shown() === 0;
    $('next').disabled = !viewing;
    $('last').disabled = !viewing;
    $('replay').disabled = app.timeline.length === 0;
    $('replay').textContent = app.replay ? 'Pause' : 'Replay';
    $('replay').setAttribute('aria-pressed', String(app.replay !== null));
}

function render() {
    drawBoard();
    drawStatus();
    keepFocus($('panel'), drawSidePanel, $('board'));
    keepFocus($('move-list'), () => drawMoves($('move-list'), app.timeline, shown(), show), $('moves'));
    drawButtons();
    // A button the keyboard was on may now be disabled (Previous at the
    // start, Hint while the bot thinks): keep the focus near it.
    const active = document.activeElement;
    if (active?.disabled) (active.closest('#moves') ? $('moves') : $('board')).focus({ preventScroll: true });
}

// ---------------------------------------------------------------------------
// Records in and out.

/** Play the game of a record; the players are `settings`, or those its labels name. */
function readRecord(text, note, settings = null) {
    const game = Game.fromRecord(text);
    const labels = { black: game.label('black'), white: game.label('white') };
    const m = RESIGNED.exec(text);
    const resigned = m && game.phase() !== 'over' ? (m[1] === 'B' ? 'black' : 'white') : null;
    adopt(game, settings ?? players.settingsFromLabels(labels), { resigned, note });
}

async function importFile(file) {
    cancelPending();
    try {
        const text = await store.readImport(file);
        readRecord(text, `Imported ${file.name}. Replay shows its turns one by one.`);
        say(`Imported ${file.name}.`);
    } catch (e) {
        say(`Cannot import ${file.name}: ${e.message}`);
        render();
    }
}

async function openLink() {
    let text;
    try {
        text = await recordFromHash();
        if (text === null) return false;
        readRecord(text, 'Opened the game of the link.');
        say('Opened the game of the link.');
    } catch (e) {
        say(`Cannot open the game of the link: ${e.message}`);
    }
    history.replaceState(null, '', location.pathname + location.search);
    return text !== null;
}

async function share() {
    try {
        openShare(await shareLink(recordWithNotes()));
    } catch (e) {
        say(`Cannot make a link: ${e.message}`);
    }
}

function restore() {
    const saved = store.load();
    if (saved) {
        try {
            readRecord(saved.record, '', players.checkedSettings(saved.settings));
            return;
        } catch (e) {
            say(`The saved game could not be read (${e.message}); a new game starts.`);
        }
    }
    newGame({}, players.DEFAULT_SETTINGS);
}

function wire() {
    const act = (id, fn) => $(id).addEventListener('click', fn);
    act('new', () => openNewGame(app.game.options(), app.settings));
    act('undo', undo);
    act('offer-draw', offerDraw);
    act('resign', resign);
    act('hint', hint);
    act('share', share);
    act('export', () => store.exportRecord(recordWithNotes()));
    act('first', () => show(0));
    act('previous', () => show(shown() - 1));
    act('next', () => show(shown() + 1));
    act('last', () => show(app.timeline.length));
    act('replay', replay);
    moveKeys($('moves'), { step: (d) => show(shown() + d), go: show, last: () => app.timeline.length });
    $('import').addEventListener('change', (e) => {
        if (e.target.files[0]) importFile(e.target.files[0]);
        e.target.value = '';
    });
    setUpNewGame(newGame);
    window.addEventListener('hashchange', openLink);
}

function onPoint(name) {
    if (!humanTurn() || app.game.drawPending()) return;
    say('');
    app.input.point(name);
}

async function main() {
    try {
        await init();
        app.worker = new BotWorker();
        app.board = new Board($('board'), onPoint);
        app.input = new TurnInput({
            onTurn: played, changed: render,
            confirmBankrupt,
        });
        wire();
        if (!await openLink()) restore();
        document.body.dataset.ready = 'true';
    } catch (e) {
        document.body.dataset.failed = 'true';
        $('turn').textContent = `The game could not start: ${e.message}`;
        console.error(e);
    }
}

main();
