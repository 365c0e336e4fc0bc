/** Notes a report carries beside its result: things a player should know, not errors. */
import { reactiveBurstNotes } from '../../core/roll/resolve.js';
import type { Report } from '../report.js';

/** The notes of a report; the same list goes to text (`note: …`) and to JSON (`notes`). */
export function reportNotes(report: Report): string[] {
  switch (report.kind) {
    case 'ftf':
      return reactiveBurstNotes(report.roll.reactive.side.burst);
    case 'ftf-odds':
      return reactiveBurstNotes(report.reactive.burst);
    case 'simulation':
      return report.roll === 'ftf' ? reactiveBurstNotes(report.sides[1]?.burst ?? 0) : [];
    default:
      return [];
  }
}
