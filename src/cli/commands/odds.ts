/** `infcalc odds`: exact odds of a Normal or Face-to-Face roll. */
import {
  ftfOdds,
  normalOdds,
  summarize,
  type FtfOdds,
  type FtfSummary,
  type NormalOdds,
} from '../../core/odds.js';
import type { Side } from '../../core/dice.js';
import { editionOf } from '../edition.js';
import { usage } from '../errors.js';
import type { Host } from '../host.js';
import { coverMod, damageView, ordersFrom, troopersFrom, type DamageSection } from './damage.js';
import { checkVs, sideFrom } from './roll.js';

/** The odds engine is exact at any burst; 20 per side keeps tables readable. */
export const ODDS_BURST_MAX = 20;

export interface NormalOddsReport {
  readonly kind: 'normal-odds';
  readonly odds: NormalOdds;
  readonly side: Side;
  readonly cumulative: boolean;
  /** docs/rules.md §6: what the standing hits do to the target (`--dam`, `--vs-arm`, ...). */
  readonly damage: DamageSection;
  /** Flags that had no effect, said on stderr. */
  readonly flagWarnings: readonly string[];
}

export interface FtfOddsReport {
  readonly kind: 'ftf-odds';
  readonly odds: FtfOdds;
  readonly summary: FtfSummary;
  readonly active: Side;
  readonly reactive: Side;
  readonly cumulative: boolean;
  readonly damage: DamageSection;
  readonly flagWarnings: readonly string[];
}

export interface OddsOptions {
  readonly mod?: readonly string[];
  readonly vsMod?: readonly string[];
  readonly cumulative?: boolean;
  readonly rules?: string;
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

export function oddsCommand(
  spec: string,
  vs: string | undefined,
  reactive: string | undefined,
  opts: OddsOptions,
  host: Pick<Host, 'env'> = { env: {} },
): NormalOddsReport | FtfOddsReport {
  checkVs(vs, 'odds');
  const cumulative = opts.cumulative === true;
  const edition = editionOf(opts.rules, host);
  const troopers = troopersFrom(opts, vs !== undefined);
  const orders = ordersFrom(opts.orders);
  const { active: at, reactive: rt, warnings } = troopers;
  // --vs-cover: the target is in cover, a -3 MOD on this roll (and +3 on its saves).
  const a = limited(sideFrom(spec, [...(opts.mod ?? []), ...coverMod(rt)]), spec);
  if (vs === undefined) {
    const odds = normalOdds({ sv: a.sv.sv, burst: a.burst });
    const damage = {
      active: damageView(odds.outcomes, odds.total, at.weapon, rt.target, edition, orders),
      reactive: null,
      edition,
    };
    return { kind: 'normal-odds', odds, side: a, cumulative, damage, flagWarnings: warnings };
  }
  if (reactive === undefined)
    throw usage('odds A vs B needs a second spec', 'write: infcalc odds 13b3 vs 11');
  const r = limited(sideFrom(reactive, [...(opts.vsMod ?? []), ...coverMod(at)]), reactive);
  const odds = ftfOdds({ sv: a.sv.sv, burst: a.burst }, { sv: r.sv.sv, burst: r.burst });
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
    damage,
    flagWarnings: warnings,
  };
}
