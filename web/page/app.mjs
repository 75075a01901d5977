// The Nexus page: wires the board, the panel and the buttons to a Game of
// the WebAssembly libnexus. The library decides every rule; this file keeps
// the page's state (who plays which side, the turn being chosen).
import { init, Game, Bot } from './nexus.mjs';
import { Board } from './board.mjs';
import { TurnChoice } from './turn.mjs';
import { unblockPanel, payPanel, placePanel, drawPanel } from './panel.mjs';
import * as store from './store.mjs';

const $ = (id) => document.getElementById(id);
const cap = (s) => s[0].toUpperCase() + s.slice(1);
const BOT_DELAY_MS = 60;
const REASONS = {
    audit: 'wins at an audit', bankrupt: 'wins: the opponent went bankrupt',
    'no-placement': 'wins: the opponent could not place', quiet: 'Drawn: 2n² turns without a capture',
    agreement: 'Drawn by agreement', uncovered: 'Game over: no unblocking set was offered',
};

const app = { game: null, settings: null, bot: null, choice: null, board: null, busy: false };

function botFor(mode) {
    return mode === 'strong' ? Bot.strong() : mode === 'simple' ? Bot.simple() : null;
}

/** Start playing `game` with `settings` ({ mode, human }). */
function adopt(game, settings) {
    app.game?.free();
    app.bot?.free();
    app.game = game;
    app.settings = settings;
    app.bot = botFor(settings.mode);
    app.choice = new TurnChoice(game);
    // For scripts and tests: how many games this page has started.
    document.body.dataset.games = String(Number(document.body.dataset.games ?? 0) + 1);
    store.save(game, settings);
    render();
    botMove();
}

const isBotTurn = () => app.bot && app.game.phase() !== 'over' && app.game.toMove() !== app.settings.human;
const label = (color) => `${cap(color)}${app.bot ? (color === app.settings.human ? ' (you)' : ' (bot)') : ''}`;

function newGame(options, settings) {
    const game = new Game(options);
    const botSide = settings.human === 'black' ? 'white' : 'black';
    game.setLabel(settings.human, 'human');
    game.setLabel(botSide, settings.mode === 'two' ? 'human' : settings.mode === 'strong' ? 'strong' : 'bot');
    adopt(game, settings);
}

function resultText() {
    const { outcome, reason } = app.game.result();
    if (outcome === 'black' || outcome === 'white') return `${label(outcome)} ${REASONS[reason]}.`;
    return `${REASONS[reason]}.`;
}

function renderInfo() {
    const g = app.game;
    const debts = g.debts();
    const n = g.size;
    $('debts').textContent = `Debt: Black ${debts.black}, White ${debts.white}`;
    $('quiet').textContent = `Quiet turns: ${g.quiet()} of ${2 * n * n}`;
    const over = g.phase() === 'over';
    $('result').textContent = over ? resultText() : '';
    $('turn').textContent = over ? 'Game over' :
        isBotTurn() ? `${label(g.toMove())} is thinking…` : `${label(g.toMove())} to move`;
    $('turn').dataset.toMove = g.toMove();
    // For scripts and tests: whose action the page awaits.
    document.body.dataset.state = over ? 'over' : isBotTurn() ? 'bot' : 'human';
    $('undo').disabled = g.turnCount() === 0 && !g.drawPending();
    $('offer-draw').disabled = over || g.drawPending() || isBotTurn();
}

function renderPanel() {
    const c = app.choice;
    const panel = $('panel');
    const acts = {
        set: (s) => { c.chooseSet(s); render(); }, pay: (p) => { c.togglePay(p); render(); },
        play: commit, cancel: () => { app.choice = new TurnChoice(app.game); render(); },
        answer: answerDraw,
    };
    const who = label(app.game.toMove());
    if (app.game.phase() === 'over' || isBotTurn()) panel.replaceChildren();
    else if (app.game.drawPending()) drawPanel(panel, who, label(other(app.game.toMove())), acts);
    else if (c.stage === 'unblock') unblockPanel(panel, who, c.sets(), acts);
    else if (c.stage === 'pay') payPanel(panel, c, acts);
    else if (c.unblock) placePanel(panel, c, acts);
    else panel.replaceChildren();
}

const other = (color) => (color === 'black' ? 'white' : 'black');

function render() {
    const g = app.game;
    const c = app.choice;
    const last = g.turnCount() ? g.turnAt(g.turnCount() - 1).point : null;
    const mine = !isBotTurn() && !g.drawPending();
    app.board.draw({
        names: g.points(), stones: g.board(), last,
        dots: new Set(mine ? c.legal() : []), candidates: mine ? c.candidates() : new Set(),
        chosen: c.chosen(), target: c.stage === 'pay' ? c.point : null,
    });
    renderInfo();
    renderPanel();
}

function say(text) {
    $('message').textContent = text;
}

/** A click or Enter on a point, in whatever the turn needs next. */
function onPoint(name) {
    const c = app.choice;
    if (app.busy || app.game.phase() === 'over' || isBotTurn() || app.game.drawPending()) return;
    say('');
    if (c.stage === 'unblock') {
        if (c.candidates().has(name)) c.pickStone(name);
    } else if (c.stage === 'pay') {
        if (c.candidates().has(name)) c.togglePay(name);
    } else if (c.legal().includes(name)) {
        const preview = c.choosePoint(name);
        if (preview.audit === 'bankrupt') return confirmBankrupt(name, preview);
        if (preview.audit !== 'pay') return commit();
    }
    render();
}

function confirmBankrupt(name, preview) {
    const dialog = $('bankrupt');
    $('bankrupt-text').textContent = `Placing at ${name} completes a line, but your net debt ` +
        `(${preview.net}) is more than your stones: you would be bankrupt and lose. Place anyway?`;
    dialog.returnValue = '';
    dialog.onclose = () => {
        if (dialog.returnValue === 'yes') commit();
        else { app.choice = new TurnChoice(app.game); render(); }
    };
    dialog.showModal();
}

function commit() {
    if (!app.choice.complete) return;
    try {
        app.game.play(app.choice.turn());
    } catch (e) {
        say(e.message);
    }
    afterAction();
}

function afterAction() {
    app.choice = new TurnChoice(app.game);
    store.save(app.game, app.settings);
    render();
    botMove();
}

function botMove() {
    if (!isBotTurn() || app.game.drawPending()) return;
    app.busy = true;
    setTimeout(() => {
        try {
            app.game.play(app.bot.choose(app.game));
        } catch (e) {
            say(e.message);
        }
        app.busy = false;
        afterAction();
    }, BOT_DELAY_MS);
}

function offerDraw() {
    const g = app.game;
    g.offerDraw();
    if (app.bot) {
        const accept = app.bot.answerDraw(g);
        g.answerDraw(accept);
        say(accept ? 'The bot accepts the draw.' : 'The bot declines the draw.');
    }
    afterAction();
}

function answerDraw(accept) {
    app.game.answerDraw(accept);
    say(accept ? 'Draw agreed.' : 'Draw declined.');
    afterAction();
}

/** Undo back to the player's own turn (past the bot's reply). */
function undo() {
    const g = app.game;
    if (app.busy) return;
    try {
        g.undo();
        while (app.bot && g.turnCount() > 0 && g.toMove() !== app.settings.human) g.undo();
    } catch (e) {
        say(e.message);
    }
    afterAction();
}

function openNewGame() {
    const dialog = $('new-game');
    dialog.returnValue = '';
    dialog.onclose = () => {
        if (dialog.returnValue !== 'start') return;
        try {
            newGame({ size: Number($('size').value), captureDebt: Number($('capture-debt').value),
                unblockDebt: Number($('unblock-debt').value) },
            { mode: $('opponent').value, human: $('colour').value });
            say('');
        } catch (e) {
            say(`Cannot start that game: ${e.message}`);
        }
    };
    dialog.showModal();
}

async function importFile(file) {
    try {
        const game = Game.fromRecord(await file.text());
        adopt(game, store.settingsFromLabels(game));
        say(`Imported ${file.name}.`);
    } catch (e) {
        say(`Cannot import ${file.name}: ${e.message}`);
    }
}

function restore() {
    const saved = store.load();
    if (saved) {
        try {
            return adopt(Game.fromRecord(saved.record), saved.settings);
        } catch (e) {
            say(`The saved game could not be read (${e.message}); a new game starts.`);
        }
    }
    newGame({}, { mode: 'simple', human: 'black' });
}

async function main() {
    await init();
    app.board = new Board($('board'), onPoint);
    $('new').addEventListener('click', openNewGame);
    $('undo').addEventListener('click', undo);
    $('offer-draw').addEventListener('click', offerDraw);
    $('export').addEventListener('click', () => store.exportRecord(app.game.recordText()));
    $('import').addEventListener('change', (e) => { if (e.target.files[0]) importFile(e.target.files[0]); e.target.value = ''; });
    restore();
    document.body.dataset.ready = 'true';
}

main();
