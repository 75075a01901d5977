// The tutorial: the lessons of lessons.mjs one after the other, each on
// its own small board, played with the same board, panel and turn choice
// as the game, and judged by the library (the lesson only reads what the
// turn did). A turn that misses the task is explained and taken back.
import { init, Game } from './nexus.mjs';
import { Board } from './board.mjs';
import { TurnInput } from './turn-input.mjs';
import { Timeline } from './timeline.mjs';
import { keepFocus, button } from './panel.mjs';
import { cap, resultText } from './events.mjs';
import { confirmBankrupt } from './dialogs.mjs';
import { LESSONS } from './lessons.mjs';

const $ = (id) => document.getElementById(id);
const DONE_KEY = 'nexus-web-lessons';
const t = { index: 0, game: null, timeline: null, board: null, input: null, finished: false, done: new Set() };

function loadDone() {
    try {
        return new Set(JSON.parse(localStorage.getItem(DONE_KEY)) ?? []);
    } catch {
        return new Set();
    }
}

function saveDone() {
    try {
        localStorage.setItem(DONE_KEY, JSON.stringify([...t.done]));
    } catch {
        // Without storage the tutorial works; it only forgets what was done.
    }
}

function feedback(text, success = false) {
    const box = $('feedback');
    box.textContent = text;
    box.classList.toggle('success', success);
}

/** Set up lesson `index` afresh. */
function open(index) {
    const lesson = LESSONS[index];
    t.timeline?.free();
    t.game?.free();
    t.index = index;
    t.game = Game.fromRecord(lesson.record);
    t.timeline = new Timeline(t.game);
    t.finished = false;
    t.input.reset(t.game);
    $('lesson-title').textContent = `${index + 1}. ${lesson.title}`;
    $('lesson-body').replaceChildren(...lesson.text.map((p) => Object.assign(document.createElement('p'), { textContent: p })));
    $('task').textContent = lesson.task;
    feedback('');
    document.body.dataset.lesson = lesson.id;
    history.replaceState(null, '', `#${lesson.id}`);
    render();
}

function played(turn) {
    const lesson = LESSONS[t.index];
    t.game.play(turn);
    t.timeline.push(turn);
    const entry = t.timeline.at(t.timeline.length);
    const verdict = lesson.check(entry);
    const said = `${entry.event.text} ${resultText(entry.result, cap)}`.trim();
    if (verdict.ok) {
        t.finished = true;
        t.done.add(lesson.id);
        saveDone();
        feedback(`${said} ${verdict.text}`, true);
    } else {
        t.game.undo();
        t.timeline.truncate(t.game.turnCount());
        t.input.reset();
        feedback(`${said} ${verdict.text}`);
    }
    render();
    if (verdict.ok) $('next-lesson')?.focus();
}

function drawLessons() {
    $('lesson-list').replaceChildren(...LESSONS.map((lesson, i) => {
        const li = document.createElement('li');
        const b = button(lesson.title, { 'data-lesson': lesson.id, 'data-focus-key': `lesson ${lesson.id}` }, () => open(i));
        if (i === t.index) b.setAttribute('aria-current', 'step');
        if (t.done.has(lesson.id)) b.classList.add('done');
        li.append(b);
        return li;
    }));
}

function drawControls() {
    const last = t.index === LESSONS.length - 1;
    const controls = [button('Start the lesson again', { id: 'reset-lesson' }, () => open(t.index))];
    if (t.finished && !last) controls.push(button('Next lesson', { id: 'next-lesson' }, () => open(t.index + 1)));
    if (t.finished && last) {
        const a = Object.assign(document.createElement('a'), { href: 'index.html', className: 'button', id: 'play-now' });
        a.textContent = 'Play a game';
        controls.push(a);
    }
    $('lesson-controls').replaceChildren(...controls);
}

function render() {
    const mover = t.game.toMove();
    const entry = t.timeline.at(t.timeline.length);
    const live = !t.finished && t.game.phase() !== 'over';
    t.board.draw({ names: t.timeline.names, stones: entry.board, ...t.timeline.marks(t.timeline.length),
        ...(live ? t.input.marks() : {}) });
    const d = t.game.debts();
    $('lesson-state').textContent = `${cap(mover)} to move · debts: Black ${d.black}, White ${d.white} · ` +
        `quiet turns ${t.game.quiet()} of ${2 * t.game.size * t.game.size}`;
    keepFocus($('panel'), () => (live ? t.input.drawPanel($('panel'), cap(mover)) : $('panel').replaceChildren()), $('board'));
    keepFocus($('lesson-list'), drawLessons, $('board'));
    keepFocus($('lesson-controls'), drawControls, $('board'));
    document.body.dataset.state = t.finished ? 'done' : 'playing';
}

async function main() {
    try {
        await init();
        t.done = loadDone();
        t.board = new Board($('board'), (name) => {
            if (!t.finished && t.game.phase() !== 'over') t.input.point(name);
        });
        t.input = new TurnInput({
            onTurn: played, changed: render,
            confirmBankrupt,
        });
        // The lesson named in the address (tutorial.html#pay), or the first.
        const wanted = () => Math.max(0, LESSONS.findIndex((l) => `#${l.id}` === location.hash));
        window.addEventListener('hashchange', () => open(wanted()));
        open(wanted());
        document.body.dataset.ready = 'true';
    } catch (e) {
        document.body.dataset.failed = 'true';
        $('lesson-state').textContent = `The tutorial could not start: ${e.message}`;
        console.error(e);
    }
}

main();
