// When the site carries the project's rulebook (docs/rules.md, copied by the
// build), show it below the summary as plain text.
async function main() {
    const response = await fetch('rules.md').catch(() => null);
    if (!response?.ok) return;
    const heading = document.createElement('h2');
    heading.textContent = 'Full rules';
    const pre = document.createElement('pre');
    pre.className = 'rulebook';
    pre.textContent = await response.text();
    document.getElementById('full-rules').replaceWith(heading, pre);
}

main();
