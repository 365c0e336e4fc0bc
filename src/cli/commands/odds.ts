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
import { usage } from '../errors.js';
import { checkVs, sideFrom } from './roll.js';

/** The odds engine is exact at any burst; 20 per side keeps tables readable. */
export const ODDS_BURST_MAX = 20;

export interface NormalOddsReport {
  readonly kind: 'normal-odds';
  readonly odds: NormalOdds;
  readonly side: Side;
  readonly cumulative: boolean;
}

export interface FtfOddsReport {
  readonly kind: 'ftf-odds';
  readonly odds: FtfOdds;
  readonly summary: FtfSummary;
  readonly active: Side;
  readonly reactive: Side;
  readonly cumulative: boolean;
}

export interface OddsOptions {
  readonly mod?: readonly string[];
  readonly vsMod?: readonly string[];
  readonly cumulative?: boolean;
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
): NormalOddsReport | FtfOddsReport {
  checkVs(vs, 'odds');
  const cumulative = opts.cumulative === true;
  const a = limited(sideFrom(spec, opts.mod), spec);
  if (vs === undefined) {
    if (opts.vsMod !== undefined && opts.vsMod.length > 0) {
      throw usage(
        '--vs-mod is unused: a Normal roll has no reactive side',
        `write: infcalc odds ${spec} vs 11 --vs-mod ${opts.vsMod[0] ?? ''}, or use --mod`,
      );
    }
    const odds = normalOdds({ sv: a.sv.sv, burst: a.burst });
    return { kind: 'normal-odds', odds, side: a, cumulative };
  }
  if (reactive === undefined)
    throw usage('odds A vs B needs a second spec', 'write: infcalc odds 13b3 vs 11');
  const r = limited(sideFrom(reactive, opts.vsMod), reactive);
  const odds = ftfOdds({ sv: a.sv.sv, burst: a.burst }, { sv: r.sv.sv, burst: r.burst });
  return { kind: 'ftf-odds', odds, summary: summarize(odds), active: a, reactive: r, cumulative };
}
