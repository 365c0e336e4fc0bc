/** How rolls are shown: a Normal roll, a Face-to-Face roll, a Monte-Carlo run. */
import type { FtfReport, NormalReport } from '../../../app/roll.js';
import type { SimulationReport } from '../../../app/simulate.js';
import { reactiveBurstNotes } from '../../../core/roll/resolve.js';
import { saveLines } from '../../render/damage-text.js';
import { ftfRollJson, normalRollJson, savesKey } from '../../render/json.js';
import { renderSimulation, simulationJson } from '../../render/simulate.js';
import { ftfLines, normalLines, seedLine, tally } from '../../render/text.js';
import type { View } from '../../view.js';
import { fromDataLines } from '../../render/from-data.js';

export const normalView: View<NormalReport> = {
  text: (r, st) => {
    const { roll } = r;
    const lines = [
      st.bold('Normal roll'),
      ...fromDataLines(r.fromData, st),
      ...normalLines(roll, st),
    ];
    lines.push(`Result: ${st.bold(tally(roll.hits, roll.crits))}`);
    if (r.saves) lines.push('', ...saveLines(r.saves, st));
    lines.push(seedLine(r.seed, st));
    return lines.join('\n') + '\n';
  },
  json: (r) => {
    const { seed, attribute, burst, ...rest } = normalRollJson(r.roll, r.seed);
    const source =
      r.fromData === undefined
        ? {}
        : {
            source: r.fromData.active,
            target: { source: r.fromData.reactive },
            fromData: r.fromData.filled,
          };
    return { ...rest, seed, attribute, burst, ...savesKey(r.saves), ...source };
  },
};

/** A reactive burst above 1 (docs/rules.md §1.4). */
const ftfNotes = (r: FtfReport): string[] =>
  r.fromData?.aro === true ? [] : reactiveBurstNotes(r.roll.reactive.side.burst);

export const ftfView: View<FtfReport> = {
  text: (r, st) => {
    const saves = r.saves ? ['', ...saveLines(r.saves, st)] : [];
    return (
      [
        st.bold('Face-to-Face roll'),
        ...fromDataLines(r.fromData, st),
        ...ftfLines(r.roll, st),
        ...saves,
        seedLine(r.seed, st),
      ].join('\n') + '\n'
    );
  },
  json: (r) => {
    const json = ftfRollJson(r.roll);
    const fd = r.fromData;
    const side = (key: string, source: unknown) => ({
      [key]: { ...((json[key] as Record<string, unknown> | undefined) ?? {}), source },
    });
    return {
      ...json,
      ...(fd === undefined
        ? {}
        : { ...side('active', fd.active), ...side('reactive', fd.reactive), fromData: fd.filled }),
      seed: r.seed,
      ...savesKey(r.saves),
      notes: ftfNotes(r),
    };
  },
  notes: ftfNotes,
};

const simulationNotes = (r: SimulationReport): string[] =>
  r.roll === 'ftf' ? reactiveBurstNotes(r.sides[1]?.burst ?? 0) : [];

export const simulationView: View<SimulationReport> = {
  text: renderSimulation,
  json: (r) =>
    r.roll === 'ftf' ? { ...simulationJson(r), notes: simulationNotes(r) } : simulationJson(r),
  notes: simulationNotes,
};
