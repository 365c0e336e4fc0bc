/** The answer on the page: who wins, the target's states, the MOD ledger, the chart. */
import { h, fill, percent } from './dom.js';
import { signed, type Ledger, type PageAnswer } from './answer.js';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

function bar(label: string, p: number): HTMLElement {
  return h(
    'div',
    { class: 'bar' },
    h('span', { class: 'bar-label' }, label),
    h('span', { class: 'bar-value' }, percent(p)),
    h(
      'span',
      { class: 'bar-track', 'aria-hidden': 'true' },
      h('span', {
        class: 'bar-fill',
        style: `width:${(p * 100).toFixed(1)}%`,
      }),
    ),
  );
}

const WHO = { active: 'Active wins', reactive: 'Reactive wins', none: 'Nobody' } as const;

function winners(json: Readonly<Record<string, unknown>>): HTMLElement | null {
  const s = json.summary;
  if (!isRecord(s)) return null;
  return h(
    'section',
    { class: 'card', 'aria-label': 'Face-to-Face' },
    h('h3', {}, 'Face-to-Face'),
    ...(['active', 'reactive', 'none'] as const).map((k) => bar(WHO[k], num(s[k]))),
  );
}

const STATES = ['unhurt', 'wounded', 'unconscious', 'dead'] as const;

function damage(json: Readonly<Record<string, unknown>>): HTMLElement[] {
  const d = json.damage;
  if (!isRecord(d)) return [];
  const out: HTMLElement[] = [];
  for (const side of ['active', 'reactive'] as const) {
    const s = d[side];
    if (!isRecord(s) || !isRecord(s.states)) continue;
    const states = s.states;
    const who = side === 'active' ? 'the active trooper' : 'the reactive trooper';
    out.push(
      h(
        'section',
        { class: 'card', 'aria-label': `Damage by ${who}` },
        h('h3', {}, `Damage by ${who}`),
        ...STATES.filter((k) => typeof states[k] === 'number').map((k) => bar(k, num(states[k]))),
        h('p', { class: 'muted' }, `expected wounds per order: ${num(s.expected).toFixed(3)}`),
      ),
    );
  }
  return out;
}

const str = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : '';
const pct = (v: unknown): string => (typeof v === 'number' ? `${(v * 100).toFixed(1)}%` : '–');

/**
 * A sweep's cells as a table (the chart draws them): each cell's values, who wins, and
 * `out of range` for a cell past the weapon's last band (docs/sweeps-and-formats.md).
 */
function sweepTable(json: Readonly<Record<string, unknown>>): HTMLElement | null {
  if (json.kind !== 'odds-sweep' || !Array.isArray(json.rows) || !Array.isArray(json.axes))
    return null;
  const names = json.axes.map((a) => (isRecord(a) ? String(a.name) : ''));
  const rows = json.rows.filter(isRecord).map((r) => {
    const values = isRecord(r.values) ? r.values : {};
    const cells = names.map((n) => h('td', {}, str(values[n])));
    const s = isRecord(r.summary) ? r.summary : null;
    const odds =
      s === null
        ? [h('td', { class: 'out', colspan: '3' }, `out of range: ${str(r.outOfRange)}`)]
        : [s.active, s.reactive, s.none].map((v) => h('td', {}, pct(v)));
    return h('tr', {}, ...cells, ...odds);
  });
  const head = [...names, 'active', 'reactive', 'none'].map((n) => h('th', { scope: 'col' }, n));
  return h(
    'section',
    { class: 'card sweep', 'aria-label': 'the sweep', tabindex: '0' },
    h('h3', {}, 'Sweep'),
    h('table', { id: 'sweep' }, h('thead', {}, h('tr', {}, ...head)), h('tbody', {}, ...rows)),
  );
}

/** What the command says as `infcalc: warning: …` (a flag that does nothing, the data's notes). */
const warningsView = (warnings: readonly string[]): HTMLElement | null =>
  warnings.length === 0
    ? null
    : h(
        'section',
        { class: 'card warnings', 'aria-label': 'warnings' },
        h('h3', {}, 'Warnings'),
        h('ul', { id: 'warnings' }, ...warnings.map((w) => h('li', {}, w))),
      );

/** The MOD ledger of one side: each MOD and why; the cancelled ones struck through. */
export function ledgerView(l: Ledger): HTMLElement {
  const rows = l.rows.map((r) =>
    h(
      'li',
      { class: r.struck === null ? 'mod' : 'mod struck' },
      r.struck === null
        ? `${signed(r.value)} ${r.label}`
        : h('s', {}, `${signed(r.value)} ${r.label}`),
      r.struck === null ? null : h('span', { class: 'why' }, ` (${r.struck})`),
      h('span', { class: 'source' }, ` · ${r.source}`),
    ),
  );
  const total = l.capped
    ? h(
        'li',
        { class: 'mod struck' },
        h('s', {}, `sum ${signed(l.sum)}`),
        ` capped at ${signed(l.applied)}`,
      )
    : h('li', { class: 'mod sum' }, `sum ${signed(l.applied)}`);
  return h(
    'section',
    { class: 'card ledger', 'aria-label': `MODs of the ${l.side} side` },
    h(
      'h3',
      {},
      `${l.side === 'active' ? 'Active' : 'Reactive'}: attribute ${l.attribute} → SV ${l.sv}, B${l.burst}`,
    ),
    h('ul', {}, ...(rows.length === 0 ? [h('li', { class: 'muted' }, 'no MODs')] : rows), total),
  );
}

/**
 * The answer the page's HTML holds (prebuilt.ts) is hidden while `data-prebuilt` stays, but
 * for the question it answers (docs/web.md "Size and speed"): whatever the box shows next
 * is this page's own.
 */
function shown(box: HTMLElement): void {
  box.removeAttribute('data-prebuilt');
}

/** Show an answer in the results box; `svg` draws its chart (extras.ts). */
export function showAnswer(box: HTMLElement, a: PageAnswer, svg: () => string): void {
  shown(box);
  const chart = h('figure', { class: 'chart', 'aria-label': 'chart of the answer' });
  // Drawn once the numbers are painted: the first answer does not wait for its chart.
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (!chart.isConnected) return;
      try {
        // The SVG is infcalc's own renderer's output, whose text is escaped there.
        chart.innerHTML = svg();
      } catch (e) {
        fill(
          chart,
          h('p', { class: 'error' }, `no chart: ${e instanceof Error ? e.message : String(e)}`),
        );
      }
    }),
  );
  fill(
    box,
    warningsView(a.warnings),
    winners(a.json),
    sweepTable(a.json),
    ...damage(a.json),
    ...a.ledgers.map(ledgerView),
    chart,
    h(
      'details',
      { class: 'card' },
      h('summary', {}, 'JSON (as infcalc odds --json)'),
      h('pre', { id: 'json', tabindex: '0' }, JSON.stringify(a.json, null, 2)),
    ),
    h('p', { class: 'command' }, h('code', { id: 'command' }, a.command)),
  );
}

export function showError(box: HTMLElement, message: string): void {
  shown(box);
  fill(box, h('p', { class: 'error', role: 'alert', id: 'error' }, message));
}
