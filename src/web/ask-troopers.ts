/**
 * A question's troopers from game data (`unit`, `trooper` and their `vs`), looked up as
 * `infcalc odds --unit` looks them up. Part of the page's second script: the first answer
 * needs no game data.
 */
import { orUsage, UsageError } from '../app/failure.js';
import { decodeArmyCode } from '../core/army/code/index.js';
import {
  distanceSweepFromGameData,
  oddsFromGameData,
  sweepsDistance,
  type AskedFromData,
  type DistanceSweep,
} from '../app/data-odds.js';
import { leftOutWarning, withFilesLeftOut, type GameData } from '../app/game-data.js';
import type { OddsQuestion } from '../app/question/index.js';
import { editionOf } from './answer.js';
import { typedOf } from './question.js';

/**
 * The troopers of a question looked up in the loaded game data, or the command's message.
 * A distance `A..B` is a sweep (`odds --range 10..120cm:10`): each cell's band from its
 * distance, answered by `runQuery` as the command answers it.
 */
export async function askTroopers(
  data: GameData,
  q: OddsQuestion,
): Promise<{ ok: true; value: AskedFromData | DistanceSweep } | { ok: false; message: string }> {
  const typed = typedOf(q);
  const readCode = (code: string) => Promise.resolve(orUsage(decodeArmyCode(code)));
  // The unit files left out of the data: said first in the answer's warnings, and in a
  // failed look-up's message, as the command says them (src/cli/data/load.ts).
  const left = data.leftOut();
  try {
    const asked = await (
      sweepsDistance(typed.options) ? distanceSweepFromGameData : oddsFromGameData
    )(data, typed, editionOf(q.rules), readCode);
    return {
      ok: true,
      value: { ...asked, warnings: [...left.map(leftOutWarning), ...asked.warnings] },
    };
  } catch (e) {
    if (e instanceof UsageError) {
      const message = withFilesLeftOut(e.error.message, left);
      const { hint } = e.error;
      return { ok: false, message: hint === undefined ? message : `${message}; ${hint}` };
    }
    return {
      ok: false,
      message: `internal error: ${e instanceof Error ? e.message : String(e)} (this is a bug in infcalc)`,
    };
  }
}
