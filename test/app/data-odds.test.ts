/** Troopers from game data in memory (src/app/data-odds.ts): the pickers' choices, the question. */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { oddsFromGameData, trooperChoices } from '../../src/app/data-odds.js';
import { dataSetOf, gameDataOf } from '../../src/app/data-set.js';
import { UsageError } from '../../src/app/failure.js';
import { findUnitIn, type GameData } from '../../src/app/game-data.js';
import { listTroopersIn } from '../../src/app/list-troopers.js';
import { EDITIONS } from '../../src/core/rules/index.js';
import { decodeArmyCode, type ArmyCode } from '../../src/core/army/code/index.js';

const CODE = readFileSync('examples/patrol-code.txt', 'utf8').trim();
const readCode = (code: string): Promise<ArmyCode> => {
  const d = decodeArmyCode(code);
  return d.ok ? Promise.resolve(d.value) : Promise.reject(new Error(d.error.message));
};

const data = ((): GameData => {
  const set = dataSetOf([
    { name: 'metadata.json', text: readFileSync('examples/metadata.json', 'utf8') },
    ...readdirSync('examples')
      .filter((n) => /^\d+-.*\.json$/.test(n))
      .map((n) => ({ name: n, text: readFileSync(`examples/${n}`, 'utf8') })),
  ]);
  const d = set.ok ? gameDataOf(set.value, 'examples') : set;
  if (!d.ok) throw new Error(d.error.message);
  return d.value;
})();

/** One side's fields asked over the data, as the page asks them. */
const ask = (options: Record<string, string>) =>
  oddsFromGameData(
    data,
    { spec: undefined, vs: undefined, reactive: undefined, options },
    EDITIONS.n5,
    readCode,
  );

describe('troopers from game data in memory', () => {
  it('offers a unit’s profiles, options and weapons as the flags take them', async () => {
    const found = await findUnitIn(data, 'fusilier');
    if (!found.ok) throw new Error(found.error.message);
    const c = trooperChoices(found.value.unit, data.metadata);
    expect(c.profiles[0]?.value).toBe('1');
    expect(c.options(1).every((o) => /^\d+-\d+$/.test(o.value))).toBe(true);
    expect(c.weapons(1, undefined).map((w) => w.value)).toContain('Combi Rifle');
    expect(c.weapons(99, undefined)).toEqual([]);
  });

  it('a loadout listing one weapon twice: each copy by its #N, labelled with its brackets', async () => {
    const found = await findUnitIn(data, 'zhanshi');
    if (!found.ok) throw new Error(found.error.message);
    const unit = found.value.unit;
    const group = unit.groups[0];
    const option = group?.options[0];
    const rifle = option?.weapons.find((w) => w.name === 'Combi Rifle');
    if (group === undefined || option === undefined || rifle === undefined) throw new Error('data');
    const twice = {
      ...unit,
      groups: [
        {
          ...group,
          options: [
            {
              ...option,
              weapons: [
                ...option.weapons,
                { ...rifle, extras: ['+1B'], text: 'Combi Rifle (+1B)' },
              ],
            },
          ],
        },
      ],
    };
    const c = trooperChoices(twice, data.metadata);
    const picked = c.weapons(1, `${option.group}-${option.id}`);
    expect(picked.filter((w) => w.value.startsWith('Combi Rifle'))).toEqual([
      { value: 'Combi Rifle#1', label: 'Combi Rifle' },
      { value: 'Combi Rifle#2', label: 'Combi Rifle (+1B)' },
    ]);
    // Without an option there is no one loadout: the weapon once.
    expect(c.weapons(1, undefined).filter((w) => w.value.startsWith('Combi Rifle'))).toEqual([
      { value: 'Combi Rifle', label: 'Combi Rifle' },
    ]);
  });

  it('fills the question from the troopers, as `odds --unit` does', async () => {
    const asked = await oddsFromGameData(
      data,
      {
        spec: undefined,
        vs: 'vs',
        reactive: undefined,
        options: {
          unit: 'fusilier',
          weapon: 'combi rifle',
          range: '37cm',
          vsUnit: 'zhanshi',
          vsWeapon: 'combi rifle',
          rules: 'n5',
        },
      },
      EDITIONS.n5,
      readCode,
    );
    expect(asked.query.spec).toMatch(/^\d+/);
    expect(asked.query.reactive).toMatch(/^\d+/);
  });

  it('says what is wrong with a pick', async () => {
    await expect(ask({ unit: 'nobody at all' })).rejects.toBeInstanceOf(UsageError);
    await expect(ask({ unit: 'fusilier', profile: 'x' })).rejects.toThrow(/not a profile number/);
    await expect(ask({ unit: 'fusilier' })).rejects.toThrow(/needs --weapon/);
    await expect(ask({ code: CODE })).rejects.toThrow(/--code needs --trooper/);
    await expect(ask({ trooper: '1.1' })).rejects.toThrow(/--trooper needs --code/);
    await expect(ask({ code: CODE, trooper: '1.1', unit: 'x' })).rejects.toThrow(
      /--unit cannot go with --trooper/,
    );
    await expect(ask({ code: CODE, trooper: '9.9', weapon: 'combi rifle' })).rejects.toThrow(
      /no member 9.9/,
    );
  });

  it('takes a member of an army code as `--code --trooper` does: its unit, profile, option', async () => {
    const listed = await ask({ code: CODE, trooper: '1.3', weapon: 'combi rifle', range: '20cm' });
    expect(listed.fromData.active?.listed).toMatchObject({ position: '1.3' });
    const code = await readCode(CODE);
    const member = (await listTroopersIn(data, code)).find((t) => t.position === '1.3');
    if (member?.side == null) throw new Error('no member 1.3');
    const byUnit = await ask({
      unit: String(member.unitId),
      faction: String(code.factionId),
      profile: String(member.side.profile),
      option: member.side.optionRef,
      weapon: 'combi rifle',
      range: '20cm',
    });
    // The same side: the same spec and the same filled fields (the question's own names differ).
    expect(byUnit.query.spec).toBe(listed.query.spec);
    expect(byUnit.fromData.filled).toEqual(listed.fromData.filled);
  });
});
