/** Odds questions the page is checked on against `infcalc odds --json` (docs/web.md). */
import type { OddsQuestion } from '../../src/app/question/index.js';
import type { QueryValue } from '../../src/app/query.js';
import type { Reaction } from '../../src/web/fields.js';
import { questionOf } from '../../src/web/question.js';

/** A question as the page's form makes it. */
export function q(
  edition: 'n4' | 'n5',
  active: string,
  reactive: string,
  reaction: Reaction,
  options: Readonly<Record<string, QueryValue>> = {},
): OddsQuestion {
  const made = questionOf({ edition, active, reactive, reaction, options });
  if (!made.ok) throw new Error(made.message);
  return made.value;
}

export const QUESTIONS: readonly OddsQuestion[] = [
  q('n5', '13b3', '11', 'attack'),
  q('n4', '13b3', '11', 'attack', { dam: '13', vsW: '2' }),
  q('n5', '13b3', '11', 'attack', { ps: '7', vsArm: '2', vsW: '2', vsCover: true }),
  q('n5', '12b2', '12', 'attack', { ps: '7', vsPs: '7', arm: '1', vsArm: '3' }),
  q('n5', '15b4', '10', 'dodge', { ps: '8', ammo: 'da', vsArm: '4', vsW: '2' }),
  q('n5', '14b3', '11', 'attack', { vsWith: ['mimetism6'], with: ['msv1'], vsCover: true }),
  q('n5', '13b3', '11', 'none', { ps: '7', vsArm: '3', vsW: '1' }),
  q('n4', '11b2', '13', 'attack', { dam: '14', vsDam: '13', ammo: 'ap', vsArm: '5' }),
  q('n4', '13b3', '11', 'attack', { mod: ['range=+3'], vsMod: ['range=-3'] }),
  q('n5', '13b3', '13', 'attack', { sd: '1', vsSd: '1' }),
  q('n5', '16', '14', 'attack', { cc: true, ps: '6', vsPs: '5', vsArm: '2', arm: '2' }),
  q('n5', '13b2', '11', 'attack', { ps: '6', ammo: 'exp', vsArm: '1', vsW: '2', vsNwi: true }),
  q('n5', '12b3', '11', 'attack', { ps: '7', ammo: 't2', vsArm: '4', vsW: '2' }),
  q('n5', '12b3', '11', 'attack', { ps: '6', ammo: 'shock', vsArm: '1', vsW: '1' }),
  q('n5', '13b3', '11', 'attack', { ps: '7', cont: true, vsArm: '2', vsW: '2' }),
  q('n4', '13b3', '11', 'attack', { dam: '13', save: 'bts', vsBts: '3' }),
  q('n5', '13b3', '11', 'attack', { ps: '7', vsW: '2', vsStr: true, vsArm: '6' }),
  q('n5', '13b3', '12', 'attack', { zone: ['low'] }),
  q('n5', '13b4', '11', 'attack', { ps: '7', ammo: 'ap+da', vsArm: '5', vsW: '3', vsTaken: '1' }),
  q('n4', '10..12b3', '11', 'attack'),
  q('n5', '12b3', '11', 'attack', { ps: '7', vsArm: '3', vsImmunity: ['shock'], ammo: 'shock' }),
  q('n5', '13b3', '11', 'attack', { choice: ['mod-cap=off'], mod: ['a=+10', 'b=+5'] }),
  // Only flags said these before the page had their fields: State: Dead, SR, a template in ARO.
  q('n5', '13b2', '11', 'attack', { ps: '6', dead: true, vsArm: '3', vsW: '2' }),
  q('n5', '13b2', '11', 'attack', { ps: '6', vsPs: '6', vsDead: true, arm: '3', vsArm: '1' }),
  q('n5', '13b3', '11', 'attack', { ps: '7', sr: '1', vsArm: '3', vsW: '2' }),
  q('n4', '13b3', '11', 'attack', { dam: '13', vsDam: '13', vsSr: '2', arm: '2' }),
  q('n5', '13b3', '11', 'attack', { ps: '7', vsPs: '6', vsTemplate: true, vsArm: '2', arm: '1' }),
];
