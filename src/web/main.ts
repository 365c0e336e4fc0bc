/**
 * The page (docs/web.md): the odds form, its answer, the share link and the Discord copy.
 * Everything runs here, in the page: no request leaves it.
 */
import { answerOf, type PageAnswer } from './answer.js';
import { byId, fill, h } from './dom.js';
import { FORM_GROUPS, group, reactionChoices, readForm, writeForm } from './form.js';
import { DEFAULT_QUESTION, questionOf, questionOfShare, shareOf } from './question.js';
import { showAnswer, showError } from './results.js';
import { onData, startDataPanel } from './data-panel.js';
import { startCodePanel, updateCode } from './code-panel.js';

const form = byId('odds', HTMLFormElement);
const results = byId('results', HTMLElement);
const status = byId('status', HTMLElement);
let last: PageAnswer | null = null;

function buildForm(): void {
  byId('reaction', HTMLSelectElement).replaceChildren(...reactionChoices());
  fill(
    byId('groups', HTMLElement),
    group('Active: weapon and target values', FORM_GROUPS.active),
    group('Reactive: weapon and target values', FORM_GROUPS.reactive),
    group('Situation', FORM_GROUPS.situation),
  );
}

function recalc(): void {
  const q = questionOf(readForm(form));
  if (!q.ok) {
    last = null;
    showError(results, q.message);
    return;
  }
  // Marks for the bench (bench/web.js): how long an answer takes, and the first paint.
  performance.mark('infcalc:calc-start');
  const a = answerOf(q.value);
  performance.measure('infcalc:calc', 'infcalc:calc-start');
  if (!a.ok) {
    last = null;
    showError(results, a.message);
    return;
  }
  last = a.value;
  showAnswer(results, a.value);
  history.replaceState(null, '', `#${shareOf(q.value)}`);
}

function restore(): void {
  const fragment = location.hash.slice(1);
  if (fragment === '') {
    writeForm(form, DEFAULT_QUESTION);
    return;
  }
  const q = questionOfShare(decodeURIComponent(fragment));
  if (q.ok) writeForm(form, q.value);
  else {
    writeForm(form, DEFAULT_QUESTION);
    say(q.message);
  }
}

function say(message: string): void {
  fill(status, h('span', { role: 'status' }, message));
}

async function copy(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    say(`${what} copied`);
  } catch {
    // No clipboard (file:// on some browsers): show the text to copy by hand.
    const area = h('textarea', { readonly: true, rows: '6', 'aria-label': what });
    area.value = text;
    fill(status, area);
    area.select();
  }
}

const editionNow = (): 'n4' | 'n5' => (readForm(form).edition === 'n4' ? 'n4' : 'n5');

buildForm();
restore();
recalc();
startCodePanel(editionNow, () => undefined);
onData(() => {
  updateCode(editionNow());
  recalc();
});
void startDataPanel();
requestAnimationFrame(() => performance.mark('infcalc:first-answer'));
form.addEventListener('input', (e) => {
  if (e.target instanceof HTMLSelectElement && e.target.name === 'edition')
    updateCode(editionNow());
  recalc();
});
form.addEventListener('submit', (e) => {
  e.preventDefault();
  recalc();
});
byId('share', HTMLButtonElement).addEventListener('click', () => {
  void copy(location.href, 'link');
});
byId('discord', HTMLButtonElement).addEventListener('click', () => {
  if (last !== null) void copy(last.discord, 'Discord message');
});
// Hosted (infcalc web --out DIR): the service worker keeps the page for offline use.
if (document.documentElement.dataset.hosted === '1' && 'serviceWorker' in navigator)
  void navigator.serviceWorker.register('sw.js').catch(() => {
    say('this page will not work offline: its service worker could not start');
  });
window.addEventListener('hashchange', () => {
  restore();
  recalc();
});
