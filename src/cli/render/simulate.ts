/** Text and JSON for Monte-Carlo runs: each outcome's frequency beside its exact probability. */
import type { SimulationReport } from '../commands/simulate.js';
import type { Style } from '../style.js';
import { describeSide, percent } from './text.js';

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
  for (const o of r.rows) {
    const freq = o.count / r.times;
    const dev = sigmas(o.count, r.times, o.probability);
    const devText = Number.isFinite(dev) ? `${dev >= 0 ? '+' : ''}${dev.toFixed(1)}σ` : '∞';
    const paint = Math.abs(dev) > 4 ? st.bad : st.dim;
    lines.push(
      `  ${o.winner === null ? '' : (o.winner === 'none' ? 'nobody' : o.winner).padEnd(10)}${String(o.hits).padStart(4)}  ${String(o.crits).padStart(5)}  ${percent(freq).padStart(12)} ${percent(o.probability).padStart(12)}  ${paint(devText.padStart(10))}`,
    );
  }
  lines.push(st.dim(`seed ${r.seed} (replay with --seed ${r.seed})`));
  return lines.join('\n') + '\n';
}
