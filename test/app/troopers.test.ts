/**
 * The weapon and target flags as the library's option types declare them (`dam`,
 * `vsArm`, ...) are exactly the flags the use-cases read: a flag the types left out would
 * not compile for a TypeScript user, one they invented would be silently ignored.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  TROOPER_FIELDS,
  trooperFlags,
  type TrooperFlags,
  type Vs,
} from '../../src/app/troopers.js';

const own: Required<TrooperFlags> = {
  dam: '13',
  ps: '7',
  ammo: 'ap',
  cont: true,
  save: 'bts',
  sr: '1',
  dead: true,
  sepsitor: true,
  arm: '1',
  bts: '2',
  ph: '10',
  w: '2',
  str: true,
  taken: '1',
  cover: true,
  nwi: true,
  remotePresence: true,
  immunity: ['shock'],
};

// Every key of Vs<TrooperFlags>, checked by the type: none missing, none extra.
const other: Required<Vs<TrooperFlags>> = {
  vsDam: '13',
  vsPs: '7',
  vsAmmo: 'ap',
  vsCont: true,
  vsSave: 'bts',
  vsSr: '1',
  vsDead: true,
  vsSepsitor: true,
  vsArm: '1',
  vsBts: '2',
  vsPh: '10',
  vsW: '2',
  vsStr: true,
  vsTaken: '1',
  vsCover: true,
  vsNwi: true,
  vsRemotePresence: true,
  vsImmunity: ['shock'],
};

describe('trooper flags', () => {
  it('declare exactly the fields the flags are read under', () => {
    expectTypeOf<keyof TrooperFlags>().toEqualTypeOf<(typeof TROOPER_FIELDS)[number]>();
    expect(Object.keys(own).sort()).toEqual([...TROOPER_FIELDS].sort());
  });

  it('are read for each trooper, own (`dam`) and other (`vsDam`)', () => {
    expect(trooperFlags(own, '')).toEqual(own);
    expect(trooperFlags(other, 'vs')).toEqual(own);
    expect(trooperFlags(other, '')).toEqual({});
  });
});
