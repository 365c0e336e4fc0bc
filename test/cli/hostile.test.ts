/**
 * Hostile and extreme input (issue "Hostile input"): every class has its own golden
 * transcript; nothing crashes, every refusal is one line naming where.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { successValue } from '../../src/core/roll/dice.js';
import { checkWork } from '../../src/app/simulate.js';
import { cli, exampleFiles, transcript } from './harness.js';

const examples = exampleFiles();
const [list1 = '', list2 = ''] = readFileSync('examples/lists.ndjson', 'utf8').split('\n');
const deepArray = (n: number): string => '['.repeat(n) + ']'.repeat(n);

const engagement = (active: string, reactive: string, dice = '{}'): string =>
  JSON.stringify({
    active: { name: active, spec: '12b2', targets: [{ name: reactive, burst: 2 }] },
    reactive: [{ name: reactive, spec: '11' }],
    dice: JSON.parse(dice) as unknown,
  });

const move = (names: { player: string; planet: string; a: string; b: string }): string =>
  JSON.stringify({
    player: names.player,
    faction: 'terran',
    activePlanet: names.planet,
    planets: {
      [names.planet]: {
        areas: {
          [names.a]: { limit: 3, units: { [names.player]: 2 } },
          [names.b]: { limit: 2, units: { [names.a]: 1 } },
        },
      },
    },
    moves: [{ from: `${names.planet}/${names.a}`, to: `${names.planet}/${names.b}`, units: 1 }],
  });

describe('deep nesting', () => {
  const files = {
    'deep-list.json': `{"name":"x","groups":${deepArray(5000)}}`,
    'deep-engage.json': `{"active":${deepArray(5000)}}`,
    'deep-move.json': `{"planets":{"Char":${deepArray(5000)}}}`,
    'lists.ndjson': [list1, `{"groups":${deepArray(5000)}}`, list2].join('\n'),
  };
  it('is a one-line error (exit 2), and one error record in NDJSON', async () => {
    const t = await transcript(
      [
        'validate deep-list.json',
        'orders deep-list.json',
        'engage deep-engage.json',
        'scgb move deep-move.json',
        'validate lists.ndjson --ndjson',
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/hostile-deep.txt');
    const nd = await cli('orders lists.ndjson --ndjson', { files });
    expect(nd.code).toBe(1);
    expect(
      nd.stdout
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { kind: string; line: number }).kind),
    ).toEqual(['orders', 'error', 'orders']);
  });
});

describe('names that are JavaScript object keys, duplicate and __proto__ keys', () => {
  const files = {
    'engage-constructor.json': engagement('constructor', 'toString', '{"toString":[3]}'),
    'engage-proto.json': engagement('__proto__', 'hasOwnProperty'),
    'engage-dice-proto.json':
      '{"active":{"name":"A","spec":"12","targets":[]},"reactive":[],"dice":{"__proto__":[1]}}',
    'move-names.json': move({
      player: 'constructor',
      planet: 'toString',
      a: 'hasOwnProperty',
      b: 'valueOf',
    }),
    'move-proto.json': move({ player: '__proto__', planet: '__proto__', a: '__proto__', b: 'B' }),
    // The second "units" would silently replace the first and change the verdict.
    'move-duplicate.json': readFileSync('examples/scgb-move.json', 'utf8').replace(
      '"units": { "red": 2 }',
      '"units": { "red": 2 }, "units": { "red": 0 }',
    ),
  };
  it('any string is a legal name; a duplicate or __proto__ key is refused with its path', async () => {
    const t = await transcript(
      [
        'engage engage-constructor.json --seed 1',
        'engage engage-proto.json --seed 1',
        'engage engage-proto.json --odds --json',
        'engage engage-dice-proto.json',
        'scgb move move-names.json',
        'scgb move move-names.json --json',
        'scgb move move-proto.json',
        'scgb move move-duplicate.json',
        'order check Move --skill Foo=constructor',
      ],
      { files: { ...examples, ...files } },
    );
    await expect(t).toMatchFileSnapshot('../golden/hostile-names.txt');
  });
});

describe('a UTF-8 byte-order mark', () => {
  const bom = '\uFEFF';
  const files = {
    'list.json': bom + (examples['examples/n4-two-groups.json'] ?? ''),
    'lists.ndjson': bom + [list1, list2].join('\n'),
    'engage.json': bom + (examples['examples/engage-split.json'] ?? ''),
    'move.json': bom + (examples['examples/scgb-move.json'] ?? ''),
  };
  it('is accepted by every command that reads a file', async () => {
    for (const line of [
      'validate list.json',
      'orders list.json',
      'validate lists.ndjson --ndjson',
      'engage engage.json',
      'scgb move move.json',
    ]) {
      const r = await cli(line, { files });
      expect([line, r.code, r.stderr]).toEqual([line, 0, '']);
    }
    const r = await cli('validate -', { stdin: `${bom}{"groups":[}` });
    expect(r.stderr).toBe('infcalc: not valid JSON at line 1, column 12: unexpected "}"\n');
  });
});

describe('echoed values', () => {
  const big = 'x'.repeat(100_000);
  const spaced = 'a '.repeat(50_000);
  const files = {
    'key.json': `{"groups":[],"${big}":1}`,
    'game.json': `{"game":"${big}","groups":[]}`,
    'name.json': JSON.stringify({
      active: { name: 'A', spec: '12', targets: [{ name: spaced, burst: 1 }] },
      reactive: [],
    }),
    'spec.json': `{"active":{"name":"A","spec":"${big}","targets":[]},"reactive":[]}`,
    'planet.json': `{"player":"r","faction":"terran","activePlanet":"${big}","planets":{},"moves":[]}`,
    'lists.ndjson': `{"game":"${big}","groups":[]}\n`,
  };
  it('are cut to a readable length with an ellipsis', async () => {
    const t = await transcript(
      [
        'validate key.json',
        'validate game.json',
        'engage name.json',
        'engage spec.json',
        'scgb move planet.json',
        'validate lists.ndjson --ndjson',
        `roll 12 --${'y'.repeat(200)}`,
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/hostile-long.txt');
    for (const line of t.split('\n').filter((l) => !l.startsWith('$')))
      expect(line.length).toBeLessThan(500);
  });
});

describe('control characters from input', () => {
  const esc = '\u001b';
  const title = `${esc}]0;pwned\u0007`;
  const clear = `${esc}[2J${esc}[H`;
  const list = JSON.stringify({
    name: `List${clear}`,
    points: 300,
    groups: [
      {
        name: `G${title}`,
        troopers: [
          { name: `Lt${title}`, lieutenant: true, cost: 10 },
          { name: `A\nforged line\r\t\u009b2J\u202e`, cost: 10 },
        ],
      },
    ],
  });
  const files = {
    'list.json': list,
    'engage.json': engagement(`Act${clear}`, `Re${title}`, JSON.stringify({ [`Re${title}`]: [3] })),
    'move.json': move({ player: `red${clear}`, planet: `Char${title}`, a: 'A1', b: 'A2' }),
  };
  it('are escaped in text output and error lines, as JSON would', async () => {
    const t = await transcript(
      [
        'orders list.json',
        'validate list.json',
        'engage engage.json --seed 1',
        'scgb move move.json',
        `roll 12 --mod cover${clear}=-3 --seed s${title}`,
        `order check Move+${clear}`,
        `ftf 12 vs 11 --seed ${title} --mod x${esc}=+1`,
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/hostile-control.txt');
    const output = t
      .split('\n')
      .filter((l) => !l.startsWith('$ infcalc'))
      .join('');
    // eslint-disable-next-line no-control-regex
    expect(output).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
  });
});

describe('--times work', () => {
  it('is bounded, with the estimate in the message; rare rows of big bursts are one line', async () => {
    const t = await transcript([
      'ftf 12b100 vs 12b100 --times 10000000',
      'roll 12b11 --times 10000000 --seed 1',
      'roll 12b10 --times 2 --seed 1',
      'ftf 12b30 vs 12b30 --times 2000 --seed 1',
    ]);
    await expect(t).toMatchFileSnapshot('../golden/hostile-times.txt');
    for (const line of t.split('\n').filter((l) => !l.startsWith('infcalc: ')))
      expect(line.length).toBeLessThanOrEqual(80);
  });

  it.each([
    [10_000_000, [10], true],
    [10_000_000, [11], false],
    [10_000_000, [5, 5], true],
    [10_000_000, [6, 5], false],
    [5_000_000, [10, 10], true],
    [1, [500, 500], true],
  ])('--times %i with bursts %j: allowed %s', (times, bursts, allowed) => {
    const sides = bursts.map((burst) => ({ sv: successValue(12, []), burst }));
    const run = () => {
      checkWork(times, sides);
    };
    if (allowed) expect(run).not.toThrow();
    else expect(run).toThrow(/above the bound of 100,000,000/);
  });
});

describe('a huge value in an error line', () => {
  const meta = JSON.parse(readFileSync('examples/metadata.json', 'utf8')) as Record<
    string,
    unknown
  >;
  const factions = Array.from({ length: 10_000 }, (_, i) => ({
    id: i,
    parent: i,
    name: `Faction ${i}`,
    slug: `f${i}`,
    discontinued: false,
    logo: null,
  }));
  const files = {
    'big/metadata.json': JSON.stringify({ ...meta, factions }),
    'big/9001-example-company.json': readFileSync('examples/9001-example-company.json', 'utf8'),
    'long.json': JSON.stringify({
      name: 'x',
      points: Object.fromEntries(factions.map((f) => [f.slug, f])),
      groups: [],
    }),
  };
  it.each([
    ['unit fusilier --data big', '10000 entries are above the maximum of 5000 (at factions)'],
    ['validate long.json', 'expected number, got an object of 1034451 characters'],
  ])('%s: the size said, not the value echoed', async (line, said) => {
    const r = await cli(line, { files });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(said);
    expect(r.stderr.length).toBeLessThan(400);
  });
});
