// The API reference's Copy buttons (copied to dist/docs/docs.js by the build). A button names the
// code it copies (`data-copy`, an id); its status beside it says what happened, politely.
const STATUS_CLEARS_AFTER = 4000;

/** Selects the code's text, so that a visitor can copy it by hand where the clipboard is refused. */
function select(code) {
  const range = document.createRange();
  range.selectNodeContents(code);
  const selection = getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

async function copy(button) {
  const code = document.getElementById(button.dataset.copy ?? '');
  const status = button.parentElement?.querySelector('.docs-copy__status');
  if (!code || !status) return;
  let said;
  try {
    await navigator.clipboard.writeText(code.textContent ?? '');
    said = 'Copied';
  } catch {
    // No clipboard (a page over plain http, a refused permission): the older command, else by hand.
    select(code);
    said = document.execCommand?.('copy') ? 'Copied' : 'Selected: press Ctrl+C (⌘C) to copy';
  }
  status.textContent = said;
  clearTimeout(Number(status.dataset.timer));
  status.dataset.timer = String(setTimeout(() => (status.textContent = ''), STATUS_CLEARS_AFTER));
}

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button[data-copy]') : null;
  if (button) void copy(button);
});
