/**
 * `army decode --public`: the Courtesy list (docs/rules.md §9.7, docs/army-codes.md). Two
 * codes that differ only in private information (who is the Lieutenant, Chain of Command,
 * Counterintelligence or HoloMask; which troopers have Hidden Deployment, Combat Jump or
 * Parachutist, and where they sit; the points and SWC that follow) give the same output,
 * byte for byte, in every format.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeText } from '../../src/core/army/code/base64.js';
import { encodeArmyCode } from '../../src/core/army/code/codec.js';
import {
  codeOf as fixtureCode,
  FACTION,
  files,
  M,
  OPEN as SEEN,
  SLUG,
  type Member,
} from '../core/army/code/private-fixture.js';
import { cli } from './harness.js';
import { runs } from '../properties.js';

const codeOf = (groups: readonly (readonly Member[])[]): string =>
  codeText(encodeArmyCode(fixtureCode(groups)));

const FORMATS = ['', '--json', '--format md', '--format csv'] as const;
const decode = (code: string, flags: string) =>
  cli(`army decode ${code} --data priv --public ${flags}`, { files: files() });

/** What the opponent may see of a member: a LINER (any option), or a SERGEANT. */
const OPEN = ['liner', 'sergeant'] as const;
const LINER_VARIANTS = [
  M.liner,
  M.lieutenant,
  M.chain,
  M.counter,
  M.holomask,
  M.namedLieutenant,
] as const;
const UNSEEN = [M.lurker, M.hiddenLiner, M.combatJump, M.parachutist] as const;

const privateSide = fc.record({
  variants: fc.array(fc.constantFrom(...LINER_VARIANTS), { minLength: 12, maxLength: 12 }),
  unseen: fc.array(
    fc.record({ group: fc.nat(3), at: fc.nat(4), member: fc.constantFrom(...UNSEEN) }),
    { maxLength: 4 },
  ),
});

/** The open skeleton with one choice of private information. */
function build(
  skeleton: readonly (readonly (typeof OPEN)[number][])[],
  side: {
    variants: readonly Member[];
    unseen: readonly { group: number; at: number; member: Member }[];
  },
): Member[][] {
  let v = 0;
  const groups: Member[][] = skeleton.map((g) =>
    g.map((kind) => (kind === 'sergeant' ? M.sergeant : (side.variants[v++ % 12] ?? M.liner))),
  );
  for (const u of side.unseen) {
    // A group index past the last makes a group of private troopers only.
    while (groups.length <= u.group) groups.push([]);
    const g = groups[u.group] ?? [];
    g.splice(Math.min(u.at, g.length), 0, u.member);
  }
  return groups.filter((g) => g.length > 0);
}

describe('army decode --public (the Courtesy list)', () => {
  it('two codes differing only in private information print the same, in every format', async () => {
    const skeleton = fc.array(fc.array(fc.constantFrom(...OPEN), { minLength: 1, maxLength: 4 }), {
      minLength: 1,
      maxLength: 3,
    });
    await fc.assert(
      fc.asyncProperty(skeleton, privateSide, privateSide, async (open, a, b) => {
        const [codeA, codeB] = [codeOf(build(open, a)), codeOf(build(open, b))];
        for (const flags of FORMATS) {
          const [ra, rb] = [await decode(codeA, flags), await decode(codeB, flags)];
          expect(ra.stderr).toBe('');
          expect(ra.code).toBe(0);
          expect(ra.stdout).toBe(rb.stdout);
        }
      }),
      { numRuns: runs(40) },
    );
  });

  it('text: troopers and open loadouts by Combat Group, nothing private', async () => {
    const code = codeOf([
      [M.lurker, M.namedLieutenant, M.combatJump],
      [M.parachutist],
      [M.sergeant, M.holomask],
    ]);
    const r = await decode(code, '');
    expect(r.stdout).toBe(
      [
        'Courtesy list: open information only',
        `Faction: ${FACTION} (${SLUG})`,
        'Army name: Quiet',
        'Point limit: 300',
        'Combat Group 1 (1 trooper)',
        '   1. LINER: Combi Rifle, Pistol, ECM: Guided',
        'Combat Group 2 (2 troopers)',
        '   1. SERGEANT: Light Shotgun, Multispectral Visor L1, Strategic Deployment',
        '        + HELPBOT',
        '   2. LINER: Combi Rifle, Pistol, ECM: Guided',
        '',
      ].join('\n'),
    );
    for (const flags of FORMATS) {
      const out = (await decode(code, flags)).stdout;
      for (const secret of ['LURKER', 'Lieutenant', 'Holomask', 'pts', 'SWC', '\u00a0'])
        expect(out).not.toContain(secret);
    }
  });

  it('JSON and Markdown', async () => {
    const code = codeOf([[M.lieutenant, M.sergeant]]);
    const json = JSON.parse((await decode(code, '--json')).stdout) as unknown;
    expect(json).toEqual({
      kind: 'courtesy-list',
      factionId: FACTION,
      factionSlug: SLUG,
      armyName: 'Quiet',
      points: 300,
      groups: [
        {
          number: 1,
          reinforcement: false,
          troopers: [SEEN.liner, SEEN.sergeant],
        },
      ],
    });
    expect((await decode(code, '--format md')).stdout).toContain(
      '| 1 | LINER | Combi Rifle, Pistol, ECM: Guided |  |',
    );
  });

  it.each([
    ['no metadata', 'army decode CODE --units priv/units --public', /needs the metadata file/],
    ['--list too', 'army decode CODE --data priv --public --list', /--list and --public/],
    ['an unknown member', 'army decode UNKNOWN --data priv --public', /not in the unit file/],
  ])('refused, exit 2: %s', async (_case, line, message) => {
    const code = codeOf([[M.liner]]);
    const unknown = codeOf([[M.liner, [301, 1, 99]]]);
    const r = await cli(line.replace('UNKNOWN', unknown).replace('CODE', code), {
      files: files(),
    });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });

  it('orders --code --public needs the metadata too', async () => {
    const r = await cli(`orders --code ${codeOf([[M.lurker]])} --units priv/units --public`, {
      files: files(),
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Hidden Deployment troopers cannot be told apart/);
  });
});
