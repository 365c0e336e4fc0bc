/** JSON of an `odds` answer, as `odds --json` prints it and as each sweep row carries it. */
import type { FtfOddsReport, NormalOddsReport } from '../../app/odds.js';
import { atLeast, ftfAtLeast, probability } from '../../core/roll/odds.js';
import { reactiveBurstNotes } from '../../core/roll/resolve.js';
import { damageSectionJson } from './damage-json.js';
import { ftfOddsJson, normalOddsJson } from './json.js';

type Json = Record<string, unknown>;

/** `--cumulative`: the "k or more successes" rows under their own key, beside `outcomes`. */
function cumulativeJson(report: NormalOddsReport | FtfOddsReport): { cumulative?: unknown[] } {
  if (!report.cumulative) return {};
  const { total } = report.odds;
  const row = (count: bigint) => ({
    count: count.toString(),
    probability: probability(count, total),
  });
  if (report.kind === 'ftf-odds')
    return {
      cumulative: ftfAtLeast(report.odds).map((r) => ({
        winner: r.winner,
        atLeast: r.atLeast,
        ...row(r.count),
      })),
    };
  return {
    cumulative: atLeast(report.odds)
      .map((count, k) => ({ atLeast: k, ...row(count) }))
      .slice(1),
  };
}

/** The notes of a Face-to-Face answer: a reactive burst above 1 (docs/rules.md §1.4). */
export const ftfOddsNotes = (r: FtfOddsReport): string[] => reactiveBurstNotes(r.reactive.burst);

export function oddsJson(r: NormalOddsReport | FtfOddsReport): Json {
  if (r.kind === 'normal-odds')
    return {
      ...normalOddsJson(r.odds),
      ...cumulativeJson(r),
      damage: damageSectionJson(r.damage),
    };
  return {
    ...ftfOddsJson(r.odds, r.summary),
    ...cumulativeJson(r),
    damage: damageSectionJson(r.damage),
    notes: ftfOddsNotes(r),
  };
}

/**
 * A row's odds object: exactly what `odds --json` prints for that question, with the
 * edition it was worked out in (docs/rules.md §7).
 */
export const oddsResultJson = (r: NormalOddsReport | FtfOddsReport): Json => ({
  ...oddsJson(r),
  rules: r.edition.id,
});
