/**
 * The page (docs/web.md): the odds form, its answer, the share link and the Discord copy.
 * Everything runs here, in the page: no request leaves it.
 */
import { answerOf, type PageAnswer } from './answer.js';
import { byId, fill, h } from './dom.js';
import { catchDrops } from './early.js';
import { readForm, writeForm } from './form.js';
import {
  DEFAULT_QUESTION,
  namesTroopers,
  questionOf,
  questionOfShare,
  shareOf,
} from './question.js';
import { showAnswer, showError } from './results.js';
import type { OddsQuestion } from '../app/question/index.js';
import type * as Later from './later.js';

const form = byId('odds', HTMLFormElement);
const results = byId('results', HTMLElement);
const status = byId('status', HTMLElement);
let last: PageAnswer | null = null;

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
    const { askTroopers, loadedData } = later();
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
  const shown = a.value;
  last = shown;
  showAnswer(results, shown, () => later().chartOf(shown));
  history.replaceState(null, '', `#${shareOf(q.value)}`);
}

/** Whether the question needs the second script: troopers, or an army code. */
const needsLater = (q: OddsQuestion): boolean =>
  namesTroopers(q) || q.code !== undefined || q.vsCode !== undefined;

/**
 * The question of the link (or the default one) in the form. The first time, a question
 * with no troopers and no code leaves the pickers to the second script (`startLater`).
 */
async function restore(first = false): Promise<void> {
  const fragment = location.hash.slice(1);
  const q = fragment === '' ? null : questionOfShare(decoded(fragment));
  const question = q?.ok === true ? q.value : DEFAULT_QUESTION;
  // The page's HTML holds the default question (prebuilt.ts): what was typed before this
  // script ran is kept, and answered.
  if (!(first && fragment === '')) writeForm(form, question);
  if (first && !needsLater(question)) pickersLater = question;
  else await restoreTroopers(question);
  if (q?.ok === false) say(q.message);
}

/** The fragment's text; one whose `%` escapes are broken is read as it is (and refused). */
function decoded(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** A question's code and troopers in their boxes (the second script's). */
async function restoreTroopers(question: OddsQuestion): Promise<void> {
  const { offerCode, shownCode, useCode, writeTroopers } = later();
  // A link naming a list member holds its code: shown in the code box when that is empty.
  const code = question.code ?? question.vsCode;
  if (code !== undefined) {
    offerCode(code, editionNow());
    await useCode(shownCode());
  }
  await writeTroopers(question);
}

/** The first question, when its pickers wait for the second script. */
let pickersLater: OddsQuestion | null = null;
let laterScript: typeof Later | null = null;

/**
 * The second script (later.ts), run the first time it is needed: after the first answer
 * is painted, or at once for a question that needs game data. Its text waits in
 * `<script type="text/plain" id="later">` (the browser only scans it), and runs when put
 * in a script element of its own.
 */
function later(): typeof Later {
  if (laterScript !== null) return laterScript;
  const held = byId('later', HTMLScriptElement);
  const run = document.createElement('script');
  run.text = held.text;
  document.body.append(run);
  const loaded = (window as unknown as { infcalcLater?: typeof Later }).infcalcLater;
  if (loaded === undefined) throw new Error('the page has no second script');
  laterScript = loaded;
  loaded.startLater({
    edition: editionNow,
    ask,
    picked: (side) => {
      byId(side === '' ? 'active' : 'reactive', HTMLInputElement).value = '';
    },
    dropped,
  });
  const waiting = pickersLater;
  pickersLater = null;
  if (waiting !== null) void loaded.writeTroopers(waiting);
  return loaded;
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

// Before anything else: a drop is the page's, never the browser's to open, and one on the
// game data box waits for the second script.
const dropped = catchDrops(byId('data-box', HTMLElement), () => laterScript !== null);
// The form is in the page's HTML (form-parts.ts, run by the build).
void restore(true)
  .then(recalc)
  .finally(() =>
    requestAnimationFrame(() => {
      performance.mark('infcalc:first-answer');
      // After this frame's paint: the second script.
      setTimeout(later, 0);
    }),
  );
form.addEventListener('input', (e) => {
  if (e.target instanceof HTMLSelectElement && e.target.name === 'edition' && laterScript !== null)
    laterScript.updateCode(editionNow());
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
    text = later().discordOf(last);
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
