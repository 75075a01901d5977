// Playing the page like a person: by mouse clicks or by keyboard only. Each
// step takes one action the page offers (the first set, the first legal
// point, payers until the payment is whole), never deciding a rule itself.
const first = (page, sel) => page.locator(sel).first();
let presses = 0; // Enter and Space alternate: both must place

async function pointsWith(page, cls) {
    return page.$$eval(`#board [data-point]:has(.${cls})`, (gs) => gs.map((g) => g.dataset.point));
}

/** One action by mouse. Returns false when the game is over. */
export async function mouseStep(page) {
    if (await page.evaluate(() => document.body.dataset.state) === 'over') return false;
    if (await page.locator('#confirm[open]').count()) {
        await page.click('#confirm-yes');
    } else if (await page.locator('#panel [data-set]').count()) {
        await first(page, '#panel [data-set]').click();
    } else if (await page.locator('#panel [data-pay]').count()) {
        if (await page.locator('#play-turn:enabled').count()) await page.click('#play-turn');
        else await first(page, '#panel [data-pay][aria-pressed="false"]').click();
    } else {
        await first(page, '#board [data-point]:has(.dot)').click();
    }
    return true;
}

async function focusBoard(page) {
    for (let i = 0; i < 20; i++) {
        if (await page.evaluate(() => document.activeElement?.id) === 'board') return;
        await page.keyboard.press('Tab');
    }
    throw new Error('Tab never reached the board');
}

async function focusById(page, id) {
    for (let i = 0; i < 40; i++) {
        if (await page.evaluate(() => document.activeElement?.id) === id) return;
        await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached #${id}`);
}

/** Move the board's cursor to `name` with the arrow keys, press Enter. */
export async function keyTo(page, name) {
    await focusBoard(page);
    const at = await page.evaluate((target) => {
        const svg = document.getElementById('board');
        const index = (p) => Number(svg.querySelector(`[data-point="${p}"]`).dataset.index);
        const n = Math.sqrt(svg.querySelectorAll('[data-point]').length);
        return { from: index(svg.dataset.cursor), to: index(target), n };
    }, name);
    const dx = (at.to % at.n) - (at.from % at.n);
    const dy = Math.floor(at.to / at.n) - Math.floor(at.from / at.n);
    for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
    for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? 'ArrowDown' : 'ArrowUp');
    await page.keyboard.press(presses++ % 2 ? ' ' : 'Enter');
}

/** One action by keyboard only. Returns false when the game is over. */
export async function keyboardStep(page) {
    if (await page.evaluate(() => document.body.dataset.state) === 'over') return false;
    if (await page.locator('#confirm[open]').count()) {
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Enter');
    } else if (await page.locator('#play-turn:enabled').count()) {
        await focusById(page, 'play-turn');
        await page.keyboard.press('Enter');
    } else if (await page.locator('#panel [data-set]').count()) {
        // The stones of the first offered set, picked on the board.
        const set = (await first(page, '#panel [data-set]').getAttribute('data-set')).split(' ');
        const chosen = await pointsWith(page, 'chosen');
        await keyTo(page, set.find((p) => !chosen.includes(p)));
    } else if (await page.locator('#panel [data-pay]').count()) {
        const candidates = await pointsWith(page, 'candidate');
        const chosen = await pointsWith(page, 'chosen');
        await keyTo(page, candidates.find((p) => !chosen.includes(p)));
    } else {
        await keyTo(page, (await pointsWith(page, 'dot'))[0]);
    }
    return true;
}

/** Take steps until the game ends; returns how many. */
export async function playToEnd(page, step, settled, limit = 600) {
    for (let i = 0; i < limit; i++) {
        await settled(page);
        if (!await step(page)) return i;
    }
    throw new Error(`the game did not end in ${limit} actions`);
}
