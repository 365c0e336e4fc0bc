/**
 * The page (docs/web.md): the odds form, its answer, the share link and the Discord copy.
 * Everything runs here, in the page: no request leaves it.
 */
import { answerOf, type PageAnswer } from './answer.js';
import { byId, fill, h } from './dom.js';
import { FORM_GROUPS, group, reactionChoices, readForm, writeForm } from './form.js';
import {
  DEFAULT_QUESTION,
  namesTroopers,
  questionOf,
  questionOfShare,
  shareOf,
} from './question.js';
import { askTroopers } from './answer.js';
import { startTroopers, trooperGroup, useCode, useData, writeTroopers } from './troopers.js';
import { showAnswer, showError } from './results.js';
import { loadedData, onData, restoreKept, startDataPanel } from './data-panel.js';
import { offerCode, shownCode, startCodePanel, updateCode } from './code-panel.js';

const form = byId('odds', HTMLFormElement);
const results = byId('results', HTMLElement);
const status = byId('status', HTMLElement);
let last: PageAnswer | null = null;

function buildForm(): void {
  byId('reaction', HTMLSelectElement).replaceChildren(...reactionChoices());
  fill(
    byId('groups', HTMLElement),
    trooperGroup(),
    group('Active: weapon and target values', FORM_GROUPS.active),
    group('Reactive: weapon and target values', FORM_GROUPS.reactive),
    group('Situation', FORM_GROUPS.situation),
  );
}

let asking = 0;

/** The answer of the form's question; troopers from game data are looked up first. */
async function recalc(): Promise<void> {
  const mine = ++asking;
  const q = questionOf(readForm(form));
  if (!q.ok) {
    last = null;
    showError(results, q.message);
    return;
  }
  // Marks for the bench (bench/web.js): how long an answer takes, and the first paint.
  performance.mark('infcalc:calc-start');
  let asked;
  if (namesTroopers(q.value)) {
    const loaded = loadedData();
    if (loaded === null) {
      last = null;
      showError(results, 'this question names troopers: load your game data (Game data, above)');
      return;
    }
    const r = await askTroopers(loaded.data, q.value);
    // A newer question was asked while this one looked its troopers up.
    if (mine !== asking) return;
    if (!r.ok) {
      last = null;
      showError(results, r.message);
      history.replaceState(null, '', `#${shareOf(q.value)}`);
      return;
    }
    asked = r.value;
  }
  const a = answerOf(q.value, asked);
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

async function restore(): Promise<void> {
  const fragment = location.hash.slice(1);
  const q = fragment === '' ? null : questionOfShare(decodeURIComponent(fragment));
  const question = q?.ok === true ? q.value : DEFAULT_QUESTION;
  writeForm(form, question);
  // A link naming a list member holds its code: shown in the code box when that is empty.
  const code = question.code ?? question.vsCode;
  if (code !== undefined) {
    offerCode(code, editionNow());
    await useCode(shownCode());
  }
  await writeTroopers(question);
  if (q?.ok === false) say(q.message);
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
const ask = (): void => {
  void recalc();
};

buildForm();
startCodePanel(editionNow, () => {
  void useCode(shownCode()).then(ask);
});
startTroopers((side) => {
  // A picked trooper gives its side's spec: a typed one would win over it.
  byId(side === '' ? 'active' : 'reactive', HTMLInputElement).value = '';
}, ask);
onData((loaded) => {
  updateCode(editionNow());
  void useData(loaded)
    .then(() => useCode(shownCode()))
    .then(ask);
});
void restore()
  .then(recalc)
  .finally(() =>
    requestAnimationFrame(() => {
      performance.mark('infcalc:first-answer');
      void restoreKept();
    }),
  );
startDataPanel();
form.addEventListener('input', (e) => {
  if (e.target instanceof HTMLSelectElement && e.target.name === 'edition')
    updateCode(editionNow());
  ask();
});
form.addEventListener('submit', (e) => {
  e.preventDefault();
  ask();
});
byId('share', HTMLButtonElement).addEventListener('click', () => {
  void copy(location.href, 'link');
});
byId('discord', HTMLButtonElement).addEventListener('click', () => {
  if (last === null) return;
  let text;
  try {
    text = last.discord();
  } catch (e) {
    say(`no Discord message: ${e instanceof Error ? e.message : String(e)} (a bug in infcalc)`);
    return;
  }
  void copy(text, 'Discord message');
});
// Hosted (infcalc web --out DIR): the service worker keeps the page for offline use.
if (document.documentElement.dataset.hosted === '1' && 'serviceWorker' in navigator)
  void navigator.serviceWorker.register('sw.js').catch(() => {
    say('this page will not work offline: its service worker could not start');
  });
window.addEventListener('hashchange', () => {
  void restore().then(ask);
});
