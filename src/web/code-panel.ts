/**
 * The army code box: a pasted code's list, its Order Count (`infcalc orders --code`), its
 * problems (`infcalc validate --code`) and its fireteams (`infcalc fireteams`), from the
 * same use-cases and the same text renderers as the commands. Without game data, what the
 * code alone holds, and a word on the data the rest needs.
 */
import { codeAnswer, type CodeAnswer } from '../app/code-reports.js';
import type { ArmyCode } from '../core/army/code/index.js';
import { EDITIONS } from '../core/rules/index.js';
import { ordersJson } from '../cli/render/army-json.js';
import { renderOrders } from '../cli/render/army-text.js';
import { renderArmyDecode } from '../cli/render/army-code.js';
import { listCheckRecord, listCheckText } from '../cli/render/list-check.js';
import { renderFireteams } from '../cli/commands/fireteams/view.js';
import { plainStyle } from '../cli/plain-style.js';
import { loadedData } from './data-panel.js';
import { byId, fill, h } from './dom.js';

const input = byId('code', HTMLTextAreaElement);
const out = byId('code-results', HTMLElement);
let shown: { readonly text: string; readonly code: ArmyCode } | null = null;

/** The code shown and its text, for the pickers to offer its troopers first. */
export const shownCode = (): { readonly text: string; readonly code: ArmyCode } | null => shown;

/** Puts a code in the box (a link holding one), when the box is empty. */
export function offerCode(text: string, edition: 'n4' | 'n5'): void {
  if (input.value.trim() !== '') return;
  input.value = text;
  updateCode(edition);
}

const block = (title: string, id: string, text: string, json?: unknown): HTMLElement =>
  h(
    'section',
    { class: 'card code', 'aria-label': title },
    h('h3', {}, title),
    h('pre', { id, tabindex: '0' }, text.trimEnd()),
    json === undefined
      ? null
      : h(
          'details',
          {},
          h('summary', {}, 'JSON'),
          h('pre', { id: `${id}-json`, tabindex: '0' }, JSON.stringify(json, null, 2)),
        ),
  );

/** The code's answer; `rules` in the Order Count's JSON, as `orders --json` says its edition. */
function show(a: CodeAnswer, rules: 'n4' | 'n5'): void {
  const w = a.withData;
  const list = renderArmyDecode(
    { kind: 'army-decode', code: a.code, resolution: w?.resolution ?? null },
    plainStyle,
  );
  if (w === null) {
    fill(
      out,
      block('The list', 'code-list', list),
      h(
        'p',
        { id: 'code-need', role: 'status' },
        'A code holds unit ids, not names: load the game data (above) for its troopers, Order Count, problems and fireteams.',
      ),
    );
    return;
  }
  const teams = w.fireteams.ok
    ? renderFireteams(w.fireteams.value, plainStyle)
    : `fireteams cannot be read: ${w.fireteams.error.message}`;
  fill(
    out,
    block('The list', 'code-list', list),
    block(
      'Order Count (infcalc orders --code)',
      'code-orders',
      renderOrders(w.orders, plainStyle),
      { ...ordersJson(w.orders), rules },
    ),
    block(
      'Problems (infcalc validate --code)',
      'code-problems',
      listCheckText(w.check),
      listCheckRecord(w.check),
    ),
    block('Fireteams (infcalc fireteams)', 'code-fireteams', teams),
  );
}

/** Shows the pasted code's answer; the edition is the form's (`--rules`). */
export function updateCode(edition: 'n4' | 'n5'): void {
  const text = input.value.trim();
  shown = null;
  if (text === '') {
    fill(out);
    return;
  }
  const loaded = loadedData();
  let r;
  try {
    r = codeAnswer(text, loaded?.set ?? null, EDITIONS[edition]);
  } catch (e) {
    // A broken invariant: said in the page, never thrown at the browser.
    r = {
      ok: false as const,
      error: {
        message: `internal error: ${e instanceof Error ? e.message : String(e)} (a bug in infcalc)`,
      },
    };
  }
  if (!r.ok) {
    fill(out, h('p', { id: 'code-error', class: 'error', role: 'alert' }, r.error.message));
    return;
  }
  shown = { text, code: r.value.code };
  show(r.value, edition);
}

export function startCodePanel(edition: () => 'n4' | 'n5', changed: () => void): void {
  input.addEventListener('input', () => {
    updateCode(edition());
    changed();
  });
}
