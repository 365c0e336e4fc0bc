/** `infcalc odds`: exact odds of a Normal or Face-to-Face roll. */
import type { FromData } from '../core/data/side.js';
import {
  ftfOdds,
  normalOdds,
  ODDS_BURST_MAX,
  ODDS_DICE_MAX,
  oddsSideOf,
  summarize,
  type FtfOdds,
  type FtfSummary,
  type NormalOdds,
} from '../core/roll/odds.js';
import type { Side } from '../core/roll/dice.js';
import type { Edition } from '../core/rules/index.js';
import { usage } from './failure.js';
import { coverMod } from '../core/damage/index.js';
import { checkVs, sideFrom, sideWithDice } from './sides.js';
import { damageView, ordersFrom, troopersFrom, type DamageSection } from './troopers.js';

export interface NormalOddsReport {
  readonly kind: 'normal-odds';
  readonly odds: NormalOdds;
  readonly side: Side;
  readonly cumulative: boolean;
  readonly edition: Edition;
  /** docs/rules.md §6: what the standing hits do to the target (`--dam`, `--vs-arm`, ...). */
  readonly damage: DamageSection;
  /** Flags that had no effect, said on stderr. */
  readonly flagWarnings: readonly string[];
  /** What came from game data (`--unit ...`), when anything did. */
  readonly fromData?: FromData;
}

export interface FtfOddsReport {
  readonly kind: 'ftf-odds';
  readonly odds: FtfOdds;
  readonly summary: FtfSummary;
  readonly active: Side;
  readonly reactive: Side;
  readonly cumulative: boolean;
  readonly edition: Edition;
  readonly damage: DamageSection;
  readonly flagWarnings: readonly string[];
  readonly fromData?: FromData;
}

export interface OddsOptions {
  readonly mod?: readonly string[];
  readonly vsMod?: readonly string[];
  readonly cumulative?: boolean;
  readonly sd?: string;
  readonly vsSd?: string;
  /** `--orders N`: the chance of at least one wound in N orders. */
  readonly orders?: string;
}

function limited(side: Side, spec: string): Side {
  if (side.burst > ODDS_BURST_MAX) {
    throw usage(
      `burst ${side.burst} in "${spec}" is above the odds limit of ${ODDS_BURST_MAX} per side`,
      `use at most b${ODDS_BURST_MAX}`,
    );
  }
  return side;
}

/** Exact odds of a roll and, with weapons, of the wounds it does (docs/rules.md §1.2-§1.4, §6). */
export function oddsOf(
  spec: string,
  vs: string | undefined,
  reactive: string | undefined,
  opts: OddsOptions,
  edition: Edition,
): NormalOddsReport | FtfOddsReport {
  checkVs(vs, 'odds');
  const cumulative = opts.cumulative === true;
  const { active: at, reactive: rt, warnings } = troopersFrom(opts, vs !== undefined);
  const orders = ordersFrom(opts.orders);
  // --vs-cover: the target is in cover, a -3 MOD on this roll (and +3 on its saves).
  const aMods = [...(opts.mod ?? []), ...coverMod(rt.target)];
  // The burst limit first (its message is the familiar one), then burst + SD.
  limited(sideFrom(spec, aMods), spec);
  const a = sideWithDice(spec, aMods, opts.sd, '--sd', edition, ODDS_DICE_MAX);
  if (vs === undefined) {
    if (opts.vsMod !== undefined && opts.vsMod.length > 0) {
      throw usage(
        '--vs-mod is unused: a Normal roll has no reactive side',
        `write: infcalc odds ${spec} vs 11 --vs-mod ${opts.vsMod[0] ?? ''}, or use --mod`,
      );
    }
    if (opts.vsSd !== undefined) {
      throw usage(
        '--vs-sd is unused: a Normal roll has no reactive side',
        `write: infcalc odds ${spec} vs 11 --vs-sd ${opts.vsSd}, or use --sd`,
      );
    }
    const odds = normalOdds(oddsSideOf(a), edition.dice);
    const damage = {
      active: damageView(odds.outcomes, odds.total, at.weapon, rt.target, edition, orders),
      reactive: null,
      edition,
    };
    return {
      kind: 'normal-odds',
      odds,
      side: a,
      cumulative,
      edition,
      damage,
      flagWarnings: warnings,
    };
  }
  if (reactive === undefined)
    throw usage('odds A vs B needs a second spec', 'write: infcalc odds 13b3 vs 11');
  const rMods = [...(opts.vsMod ?? []), ...coverMod(at.target)];
  limited(sideFrom(reactive, rMods), reactive);
  const r = sideWithDice(reactive, rMods, opts.vsSd, '--vs-sd', edition, ODDS_DICE_MAX);
  const odds = ftfOdds(oddsSideOf(a), oddsSideOf(r), edition.dice);
  const won = (w: 'active' | 'reactive') => odds.outcomes.filter((o) => o.winner === w);
  const damage = {
    active: damageView(won('active'), odds.total, at.weapon, rt.target, edition, orders),
    reactive: damageView(won('reactive'), odds.total, rt.weapon, at.target, edition, orders),
    edition,
  };
  return {
    kind: 'ftf-odds',
    odds,
    summary: summarize(odds),
    active: a,
    reactive: r,
    cumulative,
    edition,
    damage,
    flagWarnings: warnings,
  };
}
