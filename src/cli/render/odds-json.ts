/** JSON of an `odds` answer, as `odds --json` prints it and as each sweep row carries it. */
import type { FtfOddsReport, NormalOddsReport, PairOddsReport } from '../../app/odds.js';
import type { FromData } from '../../core/data/side.js';
import { atLeast, ftfAtLeast, probability } from '../../core/roll/odds.js';
import { reactiveBurstNotes } from '../../core/roll/resolve.js';
import { damageOddsText, damageSectionJson } from './damage-json.js';
import { ftfOddsJson, normalOddsJson, outcomesText, sideJson, summaryText } from './json.js';

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
export const ftfOddsNotes = (r: FtfOddsReport): string[] =>
  r.fromData?.aro === true ? [] : reactiveBurstNotes(r.reactive.burst);

/** What the fill left out, and how to ask for it (`fromDataNotes`), when anything. */
export const notesOf = (fd: FromData): Json =>
  fd.notes === undefined ? {} : { fromDataNotes: [...fd.notes] };

/** Each side's `source`: what came from game data (docs/game-data.md). */
function withSources(r: NormalOddsReport | FtfOddsReport, json: Json): Json {
  const fd = r.fromData;
  if (fd === undefined) return json;
  const side = (key: string, source: unknown): Json => ({
    [key]: { ...(json[key] ?? {}), source },
  });
  return r.kind === 'normal-odds'
    ? {
        ...json,
        ...side('roller', fd.active),
        ...(fd.reactive === null ? {} : { target: { source: fd.reactive } }),
        fromData: fd.filled,
        ...notesOf(fd),
      }
    : {
        ...json,
        ...side('active', fd.active),
        ...side('reactive', fd.reactive),
        fromData: fd.filled,
        ...notesOf(fd),
      };
}

export function oddsJson(r: NormalOddsReport | FtfOddsReport): Json {
  // Each side as `roll --json` shows it: attribute, SV, burst, SD and the audited MODs
  // with their sources (docs/rules.md §8), and what it rolls.
  if (r.kind === 'normal-odds')
    return withSources(r, {
      ...normalOddsJson(r.odds),
      roller: sideJson(r.side),
      attack: r.attack,
      ...cumulativeJson(r),
      damage: damageSectionJson(r.damage),
    });
  return withSources(r, {
    ...ftfOddsJson(r.odds, r.summary),
    active: sideJson(r.active),
    reactive: sideJson(r.reactive),
    attack: r.attack,
    answer: r.answer,
    ...cumulativeJson(r),
    damage: damageSectionJson(r.damage),
    notes: ftfOddsNotes(r),
  });
}

/**
 * A row's odds object: exactly what `odds --json` prints for that question, with the
 * edition it was worked out in (docs/rules.md §7).
 */
export const oddsResultJson = (r: NormalOddsReport | FtfOddsReport): Json => ({
  ...oddsJson(r),
  rules: r.edition.id,
});

/**
 * The text of `oddsResultJson(r)` without its `kind`, `warnings` added when there are
 * any: what a batch prints of most answers (`odds FILE --ndjson`), put together from its
 * parts without the object (the kept outcomes, summary and damage text printed once,
 * json-text.ts), so the same text as JSON.stringify of the object at a fraction of the
 * cost. Null for the answers it does not cover (game data, `--cumulative`): those take the
 * object. A property test holds the two to the same text.
 */
export function oddsResultText(
  r: NormalOddsReport | FtfOddsReport,
  warnings: readonly string[],
): string | null {
  if (r.fromData !== undefined || r.cumulative) return null;
  const immB = r.damage.edition.ammo.immBTypes;
  const damage = `"damage":{"active":${damageOddsText(r.damage.active, immB)},"reactive":${damageOddsText(r.damage.reactive, immB)}}`;
  const tail =
    `"rules":${JSON.stringify(r.edition.id)}` +
    (warnings.length === 0 ? '}' : `,"warnings":${JSON.stringify(warnings)}}`);
  const odds = `"total":"${r.odds.total}","outcomes":${outcomesText(r.odds)}`;
  if (r.kind === 'normal-odds')
    return `{"roller":${JSON.stringify(sideJson(r.side))},${odds},"attack":${JSON.stringify(r.attack)},${damage},${tail}`;
  return (
    `{"active":${JSON.stringify(sideJson(r.active))},"reactive":${JSON.stringify(sideJson(r.reactive))},${odds}` +
    `,"summary":${summaryText(r.odds, r.summary)},"attack":${JSON.stringify(r.attack)}` +
    `,"answer":${JSON.stringify(r.answer)},${damage},"notes":${JSON.stringify(ftfOddsNotes(r))},${tail}`
  );
}

/** One side of two Normal rolls: its roll and its odds, or null when it does not roll. */
const pairSideJson = (
  side: PairOddsReport['active'],
  odds: PairOddsReport['activeOdds'],
): Json | null =>
  side === null || odds === null
    ? null
    : { ...sideJson(side), ...normalOddsJson(odds), kind: undefined, roller: undefined };

/** Two Normal rolls (Berserk, a Direct Template): each side's roll and what it does (§8.6, §8.9). */
export function pairOddsJson(r: PairOddsReport): Json {
  return {
    kind: 'pair-odds',
    why: r.why,
    attack: r.attack,
    answer: r.answer,
    active: pairSideJson(r.active, r.activeOdds),
    reactive: pairSideJson(r.reactive, r.reactiveOdds),
    templateHits:
      r.templateHits === null
        ? null
        : {
            count: r.templateHits.count.toString(),
            total: r.templateHits.total.toString(),
            probability: probability(r.templateHits.count, r.templateHits.total),
            // Each template is one hit with its own saves (docs/rules.md §10.9).
            templates: r.templates ?? 1,
          },
    // A Direct Template in ARO: its templates, each one hit on the active trooper (§10.9).
    ...(r.reactiveTemplates === undefined ? {} : { reactiveTemplates: r.reactiveTemplates }),
    damage: damageSectionJson(r.damage),
    // What stderr says (a flag that does nothing).
    warnings: r.flagWarnings,
    ...(r.fromData === undefined
      ? {}
      : {
          source: { active: r.fromData.active, reactive: r.fromData.reactive },
          fromData: r.fromData.filled,
          ...notesOf(r.fromData),
        }),
  };
}
