/**
 * Skills and brackets from game data through every path that builds a side (docs/rules.md
 * §10.2, §10.3, §10.6): the example data with a Fusilier given BS Attack (+1B), Total
 * Reaction and a CC Weapon (-3), and a Zhanshi given Natural Born Warrior; `odds`, an
 * `engage` trooper and the typed words must agree.
 */
import { describe, expect, it } from 'vitest';
import { asN4 } from '../fixtures/n4-data.js';
import { cli, exampleFiles } from './harness.js';

const files = exampleFiles();

interface Side {
  readonly burst: number;
  readonly sv: number;
}
interface OddsJson {
  readonly kind: string;
  readonly active: Side;
  readonly reactive: Side | null;
  readonly warnings?: string[];
}

interface Options {
  readonly totalReaction?: boolean;
  readonly nbw?: boolean;
}

/** The example data with §10 skills on the Fusilier (and NBW on the Zhanshi). */
function skillFiles(o: Options = {}): Record<string, string> {
  const meta = JSON.parse(files['examples/metadata.json'] ?? '{}') as {
    skills: { id: number; name: string }[];
  };
  meta.skills.push(
    { id: 201, name: 'BS Attack' },
    { id: 61, name: 'Total Reaction' },
    { id: 39, name: 'Natural Born Warrior' },
  );
  const company = JSON.parse(files['examples/9001-example-company.json'] ?? '{}') as {
    units: {
      isc: string;
      profileGroups: {
        profiles: { skills: unknown[] }[];
        options: { weapons: { id: number; extra?: number[] }[] }[];
      }[];
    }[];
  };
  const fusilier = company.units.find((u) => u.isc.startsWith('Fusilier'));
  const group = fusilier?.profileGroups[0];
  // BS Attack (+1B) [extra 8], Total Reaction; the first option's CC Weapon (-3) [extra 6].
  group?.profiles[0]?.skills.push({ id: 201, extra: [8], order: 1 });
  if (o.totalReaction === true) group?.profiles[0]?.skills.push({ id: 61, order: 2 });
  for (const w of group?.options[0]?.weapons ?? []) if (w.id === 5) w.extra = [6];
  const rivals = JSON.parse(files['examples/9010-example-rivals.json'] ?? '{}') as {
    units: { isc: string; profileGroups: { profiles: { skills: unknown[] }[] }[] }[];
  };
  const zhanshi = rivals.units.find((u) => u.isc.toLowerCase().startsWith('zhanshi'));
  if (o.nbw === true) zhanshi?.profileGroups[0]?.profiles[0]?.skills.push({ id: 39, order: 1 });
  return {
    ...files,
    'examples/metadata.json': JSON.stringify(meta),
    'examples/9001-example-company.json': JSON.stringify(company),
    'examples/9010-example-rivals.json': JSON.stringify(rivals),
  };
}

/** The files, their metadata in the N4 shape when the line asks N4 rules (the data's edition). */
const forRules = (line: string, f: Record<string, string>): Record<string, string> =>
  line.includes('--rules n4')
    ? { ...f, 'examples/metadata.json': asN4(f['examples/metadata.json'] ?? '{}') }
    : f;

const odds = async (line: string, o: Options = {}): Promise<OddsJson> => {
  const r = await cli(`${line} --data examples --json`, { files: forRules(line, skillFiles(o)) });
  expect(
    r.stderr.split('\n').filter((l) => l.startsWith('infcalc:') && !l.includes('warning')),
  ).toEqual([]);
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as OddsJson;
};

const SHOOT_AT_FUSILIER =
  'odds --unit zhanshi --weapon "combi rifle" --vs-unit fusilier --vs-faction 9001 --vs-weapon "combi rifle"';
const SHOOT_AT_ZHANSHI =
  'odds --unit fusilier --faction 9001 --weapon "combi rifle" --vs-unit zhanshi --vs-weapon "combi rifle"';

describe('BS Attack (+1B) from the data: the Active Turn only (§10.3)', () => {
  it.each(['n4', 'n5'])('%s: active 4 dice, in ARO 1 die', async (ed) => {
    expect((await odds(`${SHOOT_AT_ZHANSHI} --rules ${ed}`)).active.burst).toBe(4);
    expect((await odds(`${SHOOT_AT_FUSILIER} --rules ${ed}`)).reactive?.burst).toBe(1);
  });

  it('with Total Reaction: N5 ARO 4 dice, N4 3 (total-reaction-bmods=yes: 4)', async () => {
    const tr = { totalReaction: true };
    expect((await odds(`${SHOOT_AT_FUSILIER} --rules n5`, tr)).reactive?.burst).toBe(4);
    expect((await odds(`${SHOOT_AT_FUSILIER} --rules n4`, tr)).reactive?.burst).toBe(3);
    const yes = await odds(`${SHOOT_AT_FUSILIER} --rules n4 --choice total-reaction-bmods=yes`, tr);
    expect(yes.reactive?.burst).toBe(4);
  });

  it('the same question typed by hand gives the same answer', async () => {
    const data = await odds(`${SHOOT_AT_FUSILIER} --rules n5`, { totalReaction: true });
    const r = await cli(
      'odds 11b3 vs 12b3 --vs-with bs-attack-b1,total-reaction --rules n5 --json',
    );
    const typed = JSON.parse(r.stdout) as OddsJson;
    expect(typed.reactive?.burst).toBe(data.reactive?.burst);
  });
});

describe('a CC weapon bracket from the loadout (§10.2) and NBW (§10.6)', () => {
  const CC = 'odds --unit fusilier --faction 9001 --weapon "cc weapon" --vs-unit zhanshi';

  it.each(['n4', 'n5'])('%s: CC Weapon (-3) takes 3 off a Dodge and a CC answer', async (ed) => {
    const line = `${CC} --vs-dodge --rules ${ed} --data examples --json`;
    const plain = await cli(line, { files: forRules(line, files) });
    const base = (JSON.parse(plain.stdout) as OddsJson).reactive?.sv ?? 0;
    expect((await odds(`${CC} --vs-dodge --rules ${ed}`)).reactive?.sv).toBe(base - 3);
  });

  it('N5: a Natural Born Warrior striking back ignores it; Dodging it does not', async () => {
    const back = await odds(`${CC} --vs-weapon "cc weapon" --rules n5`, { nbw: true });
    const without = await odds(`${CC} --vs-weapon "cc weapon" --rules n5`);
    expect((back.reactive?.sv ?? 0) - (without.reactive?.sv ?? 0)).toBe(3);
    const dodge = await odds(`${CC} --vs-dodge --rules n5`, { nbw: true });
    const dodgeWithout = await odds(`${CC} --vs-dodge --rules n5`);
    expect(dodge.reactive?.sv).toBe(dodgeWithout.reactive?.sv);
  });

  it('a BS Attack with the same trooper: no bracket of its CC weapon', async () => {
    const plain = await cli(`${SHOOT_AT_ZHANSHI} --rules n5 --data examples --json`, { files });
    expect((await odds(`${SHOOT_AT_ZHANSHI} --rules n5`)).reactive?.sv).toBe(
      (JSON.parse(plain.stdout) as OddsJson).reactive?.sv,
    );
  });
});

describe('an engage trooper from the data (§10.3)', () => {
  it('Total Reaction: the reactive Fusilier AROs with its whole burst, B MOD included (N5)', async () => {
    const engagement = {
      active: {
        name: 'Zhanshi',
        unit: 'zhanshi',
        weapon: 'combi rifle',
        targets: [{ name: 'Fusilier', burst: 3 }],
      },
      reactive: [{ name: 'Fusilier', unit: 'fusilier', faction: '9001', weapon: 'combi rifle' }],
    };
    const host = {
      files: {
        ...skillFiles({ totalReaction: true }),
        'examples/tr.json': JSON.stringify(engagement),
      },
    };
    const r = await cli('engage examples/tr.json --data examples --rules n5', host);
    expect(r.code).toBe(0);
    expect(r.stdout.replace(/\s+/g, ' ')).toContain(
      'Fusilier: spec 12b3 (BS 12, ARO with Total Reaction: burst 3)',
    );
    // BS Attack (+1B) counts in that ARO (N5): four dice.
    expect(r.stdout).toMatch(/Fusilier: attribute 12, .*4 dice/);
    expect(r.stderr).not.toContain('an ARO has burst 1');
  });
});
