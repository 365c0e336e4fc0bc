/** Text and JSON for Monte-Carlo runs: each outcome's frequency beside its exact probability. */
import type { SimulationReport } from '../../app/simulate.js';
import { shellQuote } from '../shell.js';
import type { Style } from '../style.js';
import { percent } from './format.js';
import { describeSide } from './text.js';

/** Outcomes rarer than this in both columns show as one line of text (JSON keeps all). */
const RARE = 0.0001;

/** How many standard deviations the frequency lies from the exact probability. */
export function sigmas(count: number, times: number, p: number): number {
  const sd = Math.sqrt(times * p * (1 - p));
  return sd === 0 ? (count === times * p ? 0 : Infinity) : (count - times * p) / sd;
}

export function simulationJson(r: SimulationReport): Record<string, unknown> {
  return {
    kind: r.roll === 'normal' ? 'normal-simulation' : 'ftf-simulation',
    times: r.times,
    seed: r.seed,
    sides: r.sides.map((s) => ({ sv: s.sv.sv, burst: s.burst, sd: s.sd ?? 0 })),
    outcomes: r.rows.map((o) => ({
      ...(o.winner === null ? {} : { winner: o.winner }),
      hits: o.hits,
      crits: o.crits,
      count: o.count,
      frequency: o.count / r.times,
      probability: o.probability,
    })),
  };
}

export function renderSimulation(r: SimulationReport, st: Style): string {
  const [a, b] = r.sides;
  const lines = [
    st.bold(
      `Monte-Carlo: ${r.times} ${r.roll === 'normal' ? 'Normal rolls' : 'Face-to-Face rolls'}`,
    ),
  ];
  const highSv = r.edition.dice.highSv;
  if (a !== undefined)
    lines.push(`  ${b === undefined ? '' : 'Active:   '}${describeSide(a, st, highSv)}`);
  if (b !== undefined) lines.push(`  Reactive: ${describeSide(b, st, highSv)}`);
  lines.push(
    '',
    `  ${r.roll === 'ftf' ? 'winner    ' : ''}hits  crits     simulated        exact   deviation`,
  );
  const deviation = (count: number, p: number): string => {
    const dev = sigmas(count, r.times, p);
    const text = Number.isFinite(dev) ? `${dev >= 0 ? '+' : ''}${dev.toFixed(1)}σ` : '∞';
    return (Math.abs(dev) > 4 ? st.bad : st.dim)(text.padStart(10));
  };
  // Big bursts have thousands of outcomes too rare to show a digit: one line for them all.
  const rare = r.rows.filter((o) => o.probability < RARE && o.count / r.times < RARE);
  const shown = rare.length >= 2 ? r.rows.filter((o) => !rare.includes(o)) : r.rows;
  for (const o of shown) {
    lines.push(
      `  ${o.winner === null ? '' : (o.winner === 'none' ? 'nobody' : o.winner).padEnd(10)}${String(o.hits).padStart(4)}  ${String(o.crits).padStart(5)}  ${percent(o.count / r.times).padStart(12)} ${percent(o.probability).padStart(12)}  ${deviation(o.count, o.probability)}`,
    );
  }
  if (shown !== r.rows) {
    const count = rare.reduce((n, o) => n + o.count, 0);
    const p = rare.reduce((n, o) => n + o.probability, 0);
    lines.push(
      `  ${rare.length} outcomes under 0.01% each: together ${percent(count / r.times)} simulated, ${percent(p)} exact, ${deviation(count, p).trim()}`,
    );
  }
  lines.push(st.dim(`seed ${r.seed} (replay with --seed ${shellQuote(r.seed)})`));
  return lines.join('\n') + '\n';
}
