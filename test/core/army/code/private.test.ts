/**
 * Private information in an army code (docs/rules.md §2.2, §9.7), found from the data:
 * Hidden Deployment (on the profile or the option) marks the trooper and what it brings as
 * deployed hidden; the Lieutenant, Chain of Command, Counterintelligence, HoloMask and the
 * airborne skills are the member's private traits; names the builder writes with U+00A0
 * match and print with a plain space.
 */
import { describe, expect, it } from 'vitest';
import {
  courtesyList,
  parseMetadata,
  parseUnitFile,
  resolveArmyCode,
} from '../../../../src/core/army/code/index.js';
import { publicPhase, tacticalPhase } from '../../../../src/core/army/tactical.js';
import { expectOk } from '../../../../src/core/result.js';
import { N5 } from '../../../../src/core/rules/index.js';
import { codeOf as codeWith, M, metadata, OPEN, units, type Member } from './private-fixture.js';

const file = expectOk(parseUnitFile(JSON.stringify(units)));
const meta = expectOk(parseMetadata(JSON.stringify(metadata)));

// Small, so that the fixture's few troopers are not in Retreat!.
const codeOf = (...groups: (readonly Member[])[]) => codeWith(groups, 150);
const resolve = (...groups: (readonly Member[])[]) =>
  resolveArmyCode(codeOf(...groups), file, meta, { game: 'n5' });

describe('Hidden Deployment from the data (docs/rules.md §2.2)', () => {
  it.each([
    ['on the profile (every option), with what it brings', [M.lurker], ['hidden', 'hidden']],
    ['on the option', [M.hiddenLiner], ['hidden']],
    ['not on a plain option', [M.liner], ['table']],
    ['Strategic Deployment is not Hidden Deployment', [M.sergeant], ['table', 'table']],
  ] as const)('%s', (_case, members, deployments) => {
    const t = resolve(members).list.groups[0]?.troopers ?? [];
    expect(t.map((x) => x.deployment)).toEqual(deployments);
  });

  it('a skill name with U+00A0 matches (Hidden Deployment, Chain of Command)', () => {
    const [chain] = resolve([M.chain]).list.groups[0]?.troopers ?? [];
    expect(chain?.chainOfCommand).toBe(true);
    const [sergeant] = resolve([M.sergeant]).list.groups[0]?.troopers ?? [];
    expect(sergeant?.nco).toBe(true);
  });

  it('the public Order Count never shows a hidden trooper, nor its peripheral', () => {
    const res = resolve([M.lieutenant, M.lurker, M.liner], [M.hiddenLiner]);
    const pub = publicPhase(tacticalPhase(res.list, N5));
    expect(pub.groups.map((g) => g.troopers.map((t) => t.name))).toEqual([['LINER', 'LINER']]);
    expect(pub.totals).toMatchObject({ hidden: 0, regular: 2, lieutenant: 1, total: 3 });
  });

  it('without the metadata nothing can be found (the CLI refuses a public view then)', () => {
    const res = resolveArmyCode(codeOf([M.lurker]), file, null);
    expect(res.skillsKnown).toBe(false);
    expect(res.list.groups[0]?.troopers[0]?.deployment).toBe('table');
  });
});

describe('private traits and the open loadout (docs/rules.md §9.7)', () => {
  const member = (m: Member) => {
    const r = resolve([m]).groups[0]?.[0];
    if (r?.found !== true) throw new Error('member not found');
    return r;
  };

  it.each([
    ['liner', M.liner, []],
    ['lieutenant', M.lieutenant, ['lieutenant']],
    ['chain', M.chain, ['chain-of-command']],
    ['counter', M.counter, ['counterintelligence']],
    ['holomask', M.holomask, ['holomask']],
    ['namedLieutenant', M.namedLieutenant, ['lieutenant']],
    ['hiddenLiner', M.hiddenLiner, ['hidden-deployment']],
    ['combatJump', M.combatJump, ['combat-jump']],
    ['parachutist', M.parachutist, ['parachutist']],
    ['lurker', M.lurker, ['hidden-deployment']],
    ['sergeant', M.sergeant, []],
  ] as const)('%s: %j', (_name, m, traits) => {
    expect(member(m).traits).toEqual(traits);
  });

  it('every LINER option shows the same name and loadout, spaces folded', () => {
    for (const m of [M.liner, M.lieutenant, M.chain, M.counter, M.holomask, M.namedLieutenant]) {
      expect(member(m)).toMatchObject({
        openName: 'LINER',
        loadout: ['Combi Rifle', 'Pistol', 'ECM: Guided'],
      });
    }
  });

  it('open skills and equipment stay (NCO is open; Strategic Deployment too)', () => {
    expect(member(M.sergeant).loadout).toEqual([
      'Light Shotgun',
      'Multispectral Visor L1',
      'Strategic Deployment',
    ]);
    expect(member(M.lurker).loadout).toEqual(['Plasma Sniper Rifle']);
  });

  it('the Courtesy list leaves out hidden and airborne troopers and renumbers the groups', () => {
    const code = codeOf(
      [M.lurker, M.combatJump],
      [M.lieutenant, M.hiddenLiner, M.sergeant],
      [M.parachutist],
    );
    const list = courtesyList(code, resolveArmyCode(code, file, meta));
    expect(list.groups).toEqual([
      {
        number: 1,
        reinforcement: false,
        troopers: [OPEN.liner, OPEN.sergeant],
      },
    ]);
  });
});
