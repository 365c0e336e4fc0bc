/**
 * Negative brackets on attacks (docs/rules.md §10.2): BS Attack (-X), CC Attack (-X) and
 * the CC weapons' own brackets reach the enemy's roll only Face-to-Face, in either turn,
 * stack within ±12, and Warhorse cancels BS Attack (-X) alone.
 */
import { describe, expect, it } from 'vitest';
import { resolveMods, type TrooperMods } from '../../../src/core/mods/index.js';
import { EDITIONS, type EditionId } from '../../../src/core/rules/index.js';
import type { RollKind } from '../../../src/core/rules/mods.js';

const t = (
  attribute: number,
  roll: RollKind | null,
  words: string[] = [],
  more: Partial<TrooperMods> = {},
): TrooperMods => ({ attribute, burst: 1, roll, words, ...more });

const sv = (
  ed: EditionId,
  active: TrooperMods,
  reactive: TrooperMods,
  ftf = reactive.roll !== null && active.roll !== null,
) => {
  const out = resolveMods({ rules: EDITIONS[ed].mods, active, reactive, ftf });
  return { a: out.active?.side.sv.sv ?? null, r: out.reactive?.side.sv.sv ?? null, out };
};

describe('the worked example of §10.2', () => {
  it.each(['n4', 'n5'] as const)(
    '%s: vs BS Attack (-3), a BS 11 target shooting back rolls at 8, Dodging (PH 10) at 7',
    (ed) => {
      expect(sv(ed, t(13, 'bs', ['bs-attack3']), t(11, 'bs')).r).toBe(8);
      expect(sv(ed, t(13, 'bs', ['bs-attack3']), t(10, 'dodge')).r).toBe(7);
    },
  );

  it('N5: with Warhorse at 11 / 10', () => {
    expect(sv('n5', t(13, 'bs', ['bs-attack3']), t(11, 'bs', ['warhorse'])).r).toBe(11);
    expect(sv('n5', t(13, 'bs', ['bs-attack3']), t(10, 'dodge', ['warhorse'])).r).toBe(10);
  });

  it('shooting another trooper: a Normal roll, no -3', () => {
    const out = sv('n5', t(13, 'bs', ['bs-attack3']), t(11, 'bs'), false);
    expect(out.r).toBe(11);
  });

  it('vs PARA CC Weapon (-6): CC 14 back at 8, with NBW 14, Dodging (PH 11) 5, Sixth Sense 11', () => {
    expect(sv('n5', t(15, 'cc', ['para6']), t(14, 'cc')).r).toBe(8);
    expect(sv('n5', t(15, 'cc', ['para6']), t(14, 'cc', ['nbw'])).r).toBe(14);
    expect(sv('n5', t(15, 'cc', ['para6']), t(11, 'dodge')).r).toBe(5);
    expect(sv('n5', t(15, 'cc', ['para6']), t(11, 'dodge', ['sixth-sense'])).r).toBe(11);
  });
});

/** One row: the owner's words and roll, the enemy's roll, F2F or not, the enemy's SV. */
const ROWS: readonly {
  readonly name: string;
  readonly ed: EditionId;
  readonly owner: 'active' | 'reactive';
  readonly words: string[];
  readonly own: RollKind;
  readonly enemy: RollKind;
  readonly enemyWords?: string[];
  readonly ftf: boolean;
  readonly enemySv: number;
}[] = [
  // Both turns: a reactive bracket reaches the active trooper's roll too.
  {
    name: 'BS Attack (-3) in ARO',
    ed: 'n5',
    owner: 'reactive',
    words: ['bs-attack3'],
    own: 'bs',
    enemy: 'bs',
    ftf: true,
    enemySv: 10,
  },
  {
    name: 'BS Attack (-3), N4, in ARO',
    ed: 'n4',
    owner: 'reactive',
    words: ['bs-attack3'],
    own: 'bs',
    enemy: 'bs',
    ftf: true,
    enemySv: 10,
  },
  {
    name: 'BS Attack (-3) vs a Normal roll',
    ed: 'n5',
    owner: 'active',
    words: ['bs-attack3'],
    own: 'bs',
    enemy: 'bs',
    ftf: false,
    enemySv: 13,
  },
  {
    name: 'BS Attack (-3) vs Warhorse, N4 (no Warhorse word)',
    ed: 'n4',
    owner: 'active',
    words: ['bs-attack3'],
    own: 'bs',
    enemy: 'bs',
    ftf: true,
    enemySv: 10,
  },
  {
    name: 'CC Attack (-6) vs Warhorse: kept',
    ed: 'n5',
    owner: 'active',
    words: ['cc-attack6'],
    own: 'cc',
    enemy: 'cc',
    enemyWords: ['warhorse'],
    ftf: true,
    enemySv: 7,
  },
  {
    name: 'PARA (-9) vs Warhorse: kept',
    ed: 'n5',
    owner: 'active',
    words: ['para9'],
    own: 'cc',
    enemy: 'dodge',
    enemyWords: ['warhorse'],
    ftf: true,
    enemySv: 4,
  },
  {
    name: 'CC Attack (-3) + PARA (-3): -6',
    ed: 'n5',
    owner: 'active',
    words: ['cc-attack3', 'para3'],
    own: 'cc',
    enemy: 'cc',
    ftf: true,
    enemySv: 7,
  },
  {
    name: 'CC Attack (-9) + PARA (-9) + MA: capped at -12',
    ed: 'n4',
    owner: 'active',
    words: ['cc-attack9', 'para9', 'ma1'],
    own: 'cc',
    enemy: 'cc',
    ftf: true,
    enemySv: 1,
  },
  {
    name: 'Monofilament (-3) in ARO',
    ed: 'n5',
    owner: 'reactive',
    words: ['monofilament3'],
    own: 'cc',
    enemy: 'dodge',
    ftf: true,
    enemySv: 10,
  },
  {
    name: 'CC Weapon (-3), N4',
    ed: 'n4',
    owner: 'active',
    words: ['cc-weapon3'],
    own: 'cc',
    enemy: 'cc',
    ftf: true,
    enemySv: 10,
  },
  {
    name: 'PARA (-6) on a BS Attack: nothing',
    ed: 'n5',
    owner: 'active',
    words: ['para6'],
    own: 'bs',
    enemy: 'bs',
    ftf: true,
    enemySv: 13,
  },
  {
    name: 'NBW ignores no BS Attack (-3)',
    ed: 'n5',
    owner: 'active',
    words: ['bs-attack3'],
    own: 'bs',
    enemy: 'bs',
    enemyWords: ['nbw'],
    ftf: true,
    enemySv: 10,
  },
];

describe('table: which roll, which turn, F2F or Normal (§10.2)', () => {
  it.each(ROWS)('$name ($ed): enemy SV $enemySv', (x) => {
    const owner = t(13, x.own, x.words);
    const enemy = t(13, x.enemy, x.enemyWords ?? []);
    const active = x.owner === 'active' ? owner : enemy;
    const reactive = x.owner === 'active' ? enemy : owner;
    const out = sv(x.ed, active, reactive, x.ftf);
    expect(x.owner === 'active' ? out.r : out.a).toBe(x.enemySv);
  });

  it('Warhorse says which MOD it ignored', () => {
    const { out } = sv('n5', t(13, 'bs', ['bs-attack3']), t(11, 'bs', ['warhorse']));
    expect(out.reactive?.list).toEqual([
      expect.objectContaining({ label: 'bs attack', value: 0, base: -3, ignoredBy: 'warhorse' }),
    ]);
  });
});
