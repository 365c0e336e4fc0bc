import { describe, expect, it } from 'vitest';
import { cli, exampleFiles, transcript } from './harness.js';

describe('damage in odds (golden)', () => {
  it('weapons and targets on both sides, text and JSON, bad input', async () => {
    const t = await transcript([
      'odds 13b3 vs 11 --dam 13 --vs-arm 3 --vs-w 2 --vs-cover --vs-dam 14 --ammo da --cont --arm 4',
      'odds 13b3 vs 11 --dam 13 --vs-arm 3 --vs-w 2 --cumulative --orders 5',
      'odds 14b2 --dam 15 --ammo t2 --vs-arm 4 --vs-w 2',
      'odds 12b2 --ammo stun --dam 13 --vs-arm 1',
      'odds 12b2 --ammo stun --dam 13 --vs-arm 1 --rules n5',
      'odds 12 --ammo plasma --dam 14 --vs-arm 3 --vs-bts 6 --json',
      'odds 12b2 --dam 14 --ammo plasma --cont --vs-arm 5 --vs-bts 3 --vs-w 1',
      'odds 12b2 --dam 14 --ammo plasma --cont --vs-arm 5 --vs-bts 3 --vs-w 1 --json',
      'odds 12 --dam 14 --ammo shock --vs-arm 1 --vs-nwi --json',
      'odds 12 --dam 13 --ammo em --vs-bts 3 --rules n5 --json',
      'odds 13 --vs-cover',
      'odds 13 --dam 13 --ps 7',
      'odds 13 --dam 31',
      'odds 13 --dam 13 --ammo dd',
      'odds 13 --dam 13 --ammo em --save arm',
      'odds 13 --dam 13 --vs-w 2 --vs-taken 3',
      'odds 13 --dam 13 --vs-immunity fire',
      'odds 13 --vs-arm 3',
      'odds 13b2 --vs-dam 14 --vs-arm 2',
      'odds 13 vs 12 --arm 3 --dam 13',
      'odds 13 --dam 13 --orders 0',
    ]);
    await expect(t).toMatchFileSnapshot('../golden/damage-odds.txt');
  });

  it('the JSON contract: wounds sum to 1, states sum to 1, exact strings beside floats', async () => {
    const r = JSON.parse(
      (await cli('odds 13b20 vs 12b20 --dam 14 --ammo exp --vs-arm 3 --vs-w 3 --json')).stdout,
    ) as {
      damage: {
        active: {
          lethal: boolean;
          wounds: { wounds: number; probability: number; atLeast: number; exact: string }[];
          states: Record<string, number>;
          expected: number;
        };
        reactive: null;
      };
    };
    const a = r.damage.active;
    expect(a.lethal).toBe(true);
    expect(a.wounds[0]?.atLeast).toBe(1);
    expect(a.wounds.reduce((s, w) => s + w.probability, 0)).toBeCloseTo(1, 9);
    expect(Object.values(a.states).reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9);
    expect(r.damage.reactive).toBeNull();
  });
});

describe('expectedUnbounded has its exact fraction', () => {
  it.each([
    // 1 certain-ish hit chain: Damage 13 vs ARM 3 fails 10 in 20: 10/10 = 1 wound per save
    ['odds 20 --dam 13 --vs-arm 3 --vs-w 3 --cont --json', 'number'],
    ['odds 12b2 --dam 14 --ammo plasma --cont --vs-arm 5 --vs-bts 3 --json', 'number'],
    ['odds 13 --dam 25 --cont --vs-w 2 --json', 'endless'],
  ])('%s', async (line, kind) => {
    const r = JSON.parse((await cli(line)).stdout) as {
      damage: { active: { expectedUnbounded: number | string; expectedUnboundedExact: string } };
    };
    const a = r.damage.active;
    if (kind === 'endless') {
      expect([a.expectedUnbounded, a.expectedUnboundedExact]).toEqual(['endless', 'endless']);
      return;
    }
    const [n, d] = a.expectedUnboundedExact.split('/').map(Number) as [number, number?];
    expect(n / (d ?? 1)).toBeCloseTo(a.expectedUnbounded as number, 12);
  });
});

describe('flags nobody can use are said on stderr', () => {
  const WEAPON = '--vs- weapon flags are ignored in a Normal roll';
  it.each([
    // The target of a Normal roll never rolls, so its weapon cannot hit back (§1.3).
    ['odds 13b2 --vs-dam 14 --json', WEAPON, 0],
    ['odds 13b2 --vs-ps 6 --vs-ammo da', WEAPON, 0],
    ['odds 13b2 --dam 13 --vs-dam 14 --vs-arm 2', WEAPON, 0],
    ['odds 13b2 vs 12 --vs-dam 14', null, 0],
    ['odds 13 --vs-arm 3', '--vs- target flags are ignored', 0],
    // `roll` is always a Normal roll: it has no --vs-dam at all.
    ['roll 13b2 --vs-dam 14 --dice 3,4', "unknown option '--vs-dam'", 2],
  ])('%s', async (line, warning, code) => {
    const r = await cli(line);
    expect(r.code).toBe(code);
    if (warning === null) expect(r.stderr).toBe('');
    else expect(r.stderr).toContain(warning);
  });
});

describe('infcalc save (golden)', () => {
  it('typed and seeded dice, every ammunition kind, bad input', async () => {
    const t = await transcript([
      'save 2 --dam 13 --arm 3 --w 2 --dice 8,15',
      'save 1 1 --dam 14 --ammo da --cont --arm 2 --w 3 --dice 4,17,9,3,2,12,19',
      'save 1 1 --dam 14 --ammo da --cont --arm 2 --w 3 --dice 4,17,9,3,2,5,6',
      'save 0 1 --ps 6 --ammo t2 --arm 5 --w 2 --rules n5 --dice 15,16',
      'save 1 --dam 14 --ammo plasma --arm 3 --bts 3 --dice 12,5',
      'save 1 --dam 13 --ammo plasma --cont --arm 3 --bts 3 --w 3 --dice 15,3,2,12,1,2',
      'save 1 --dam 13 --ammo stun --arm 1 --dice 3,15',
      'save 1 --dam 13 --ammo stun --arm 1 --rules n5 --dice 3',
      'save 1 --ammo para --ph 10 --dice 5',
      'save 1 --dam 13 --ammo shock --arm 1 --nwi --dice 18',
      'save 1 --dam 13 --ammo shock --arm 1 --str --dice 18',
      'save 2 1 --dam 13 --ammo exp --arm 3 --w 2 --cover --seed s1',
      'save 2 1 --dam 13 --ammo exp --arm 3 --w 2 --cover --seed s1 --json',
      'save 1 --dam 13 --arm 3 --dice 4,5',
      'save 2 --dam 13 --arm 3 --dice 4',
      'save 1 --arm 3',
      'save 0 --dam 13',
      'save 1 --dam 13 --save ph',
    ]);
    await expect(t).toMatchFileSnapshot('../golden/save.txt');
  });
});

describe('roll and ftf with saves (golden)', () => {
  it('from the attack to the casualty', async () => {
    const t = await transcript([
      'roll 13b3 --dam 13 --vs-arm 3 --vs-w 2 --dice 4,13,18 --vs-save-dice 12,3,15',
      'roll 13b3 --dam 13 --vs-arm 3 --vs-cover --seed t1',
      'ftf 13b3 vs 12 --dam 13 --vs-arm 2 --vs-dam 14 --arm 4 --dice 8,11,15 --vs-dice 20 --vs-save-dice 16,2',
      'ftf 13b3 vs 12 --dam 13 --vs-arm 2 --vs-dam 14 --arm 4 --dice 1,2,3 --vs-dice 12 --save-dice 17,4',
      'ftf 13b3 vs 12 --dam 13 --vs-arm 2 --vs-dam 14 --arm 4 --seed s1 --json',
      'ftf 13b3 vs 12 --dam 13 --ammo em --vs-bts 3 --vs-cover --seed s2',
      'roll 13 --dam 13 --save-dice 4',
      'roll 13 --dam 13 --vs-arm 3 --dice 20 --vs-save-dice 4',
    ]);
    await expect(t).toMatchFileSnapshot('../golden/ftf-saves.txt');
  });
});

describe('engage with weapons (golden)', () => {
  it('odds per target, saves from the file or the seed, bad blocks', async () => {
    const files = {
      ...exampleFiles(),
      'bad-ammo.json': JSON.stringify({
        active: { name: 'A', spec: '12', weapon: { dam: 13, ammo: 'dd' }, targets: [] },
        reactive: [{ name: 'B', spec: '11', target: { arm: 2 } }],
      }),
      'bad-key.json': JSON.stringify({
        active: { name: 'A', spec: '12', weapon: { damage: 13 }, targets: [] },
        reactive: [],
      }),
    };
    const t = await transcript(
      [
        'engage examples/engage-casualties.json',
        'engage examples/engage-casualties.json --odds',
        'engage examples/engage-casualties.json --odds --json',
        'engage examples/engage-casualties.json --seed s1 --json',
        'engage bad-ammo.json',
        'engage bad-key.json',
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/engage-damage.txt');
  });
});

describe('combined ammunition on the command line', () => {
  it('odds with N+E/M: two saves against BTS/2, each a wound and Isolated (§10.5)', async () => {
    const r = await cli('odds 13b2 --dam 13 --ammo n+em --vs-arm 3 --vs-bts 6');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'Save: BTS 6 halved to 3 = 3: fails on 1-10 (10 in 20); 2 saves per hit',
    );
    expect(r.stdout).toContain('each failure also Isolated');
    expect(r.stdout).toContain('  Isolated: 74.37%');
    const json = await cli('odds 13b2 --dam 13 --ammo n+em --vs-arm 3 --vs-bts 6 --json');
    expect(json.stdout).toContain('"immB"');
  });
  it.each(['ap+da', 'ap+exp', 'ap+shock', 'da+shock', 'n+em'])(
    '--ammo %s works in odds, save, sweeps',
    async (ammo) => {
      for (const line of [
        `odds 13b2 --dam 14 --ammo ${ammo} --vs-arm 4 --vs-bts 4 --vs-w 2 --json`,
        `save 2 1 --dam 14 --ammo ${ammo} --arm 4 --bts 4 --w 2 --seed s`,
        `odds 13b2 --dam 14 --ammo ${ammo} --vs-arm 0..3 --vs-w 2 --format csv`,
      ]) {
        const r = await cli(line);
        expect(r.stderr, line).toBe('');
        expect(r.code, line).toBe(0);
      }
    },
  );
});
