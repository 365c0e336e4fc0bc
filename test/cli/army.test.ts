import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { displayWidth } from '../../src/cli/render/width.js';
import { cli, exampleFiles, transcript } from './harness.js';

const files = exampleFiles();
const host = { files };

describe('infcalc orders (golden)', () => {
  it('the example lists, text and JSON, public and private', async () => {
    const t = await transcript(
      [
        'orders examples/n4-two-groups.json',
        'orders examples/n4-loss-of-lieutenant.json',
        'orders examples/n4-retreat.json',
        'orders examples/codeone.json',
        'orders examples/n4-two-groups.json --public',
        'orders examples/n4-two-groups.json --json',
        'orders examples/n4-two-groups.json --json --public',
        'orders examples/lists.ndjson --ndjson',
        'orders missing.json',
      ],
      host,
    );
    await expect(t).toMatchFileSnapshot('../golden/orders.txt');
  });

  it('reads stdin with -, and reports bad input as one line with its path', async () => {
    const t = await transcript(['orders -'], {
      stdin: '{"groups":[{"troopers":[{"name":"A","stat":"dead"}]}]}',
    });
    const bad = await transcript(['orders -'], { stdin: '{"groups":[\n{"troopers":[}]}' });
    const problems = await transcript(['orders -'], {
      stdin: JSON.stringify({ points: 300, groups: [{ troopers: [{ name: 'A', cost: 100 }] }] }),
    });
    await expect([t, bad, problems].join('\n')).toMatchFileSnapshot('../golden/orders-input.txt');
  });

  it('the JSON contract', async () => {
    const r = JSON.parse(
      (await cli('orders examples/n4-two-groups.json --json', host)).stdout,
    ) as Record<string, unknown>;
    expect(Object.keys(r).slice(0, 12)).toEqual([
      'kind',
      'game',
      'victoryPoints',
      'retreatThreshold',
      'retreat',
      'lossOfLieutenant',
      'lossOfLieutenantReason',
      'impetuousPhase',
      'groups',
      'totals',
      'problems',
      'warnings',
    ]);
    expect(r).toMatchObject({
      kind: 'orders',
      game: 'n4',
      victoryPoints: 290,
      retreatThreshold: 75,
      retreat: false,
      lossOfLieutenant: false,
      lossOfLieutenantReason: null,
      impetuousPhase: true,
      groups: [
        {
          index: 1,
          name: 'Alpha',
          members: 10,
          regular: 8,
          irregular: 0,
          lieutenant: 1,
          impetuous: 0,
          total: 10,
          hidden: 1,
        },
        {
          index: 2,
          name: 'Bravo',
          members: 5,
          regular: 1,
          irregular: 4,
          lieutenant: 0,
          impetuous: 1,
          total: 5,
        },
      ],
      totals: { regular: 9, irregular: 4, lieutenant: 1, impetuous: 1, total: 15, hidden: 1 },
      problems: [],
      warnings: [],
    });
  });

  it('NDJSON keeps going past bad lines and exits 1', async () => {
    const stdin = [
      readFileSync('examples/lists.ndjson', 'utf8').split('\n')[0],
      '{"groups": nope}',
      '',
      '{"groups":[{"troopers":[{"name":"A","lieutenant":true,"cost":10}]}]}',
    ].join('\n');
    const r = await cli('orders - --ndjson', { stdin });
    expect(r.code).toBe(1);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => [l.kind, l.line])).toEqual([
      ['orders', 1],
      ['error', 2],
      ['orders', 4],
    ]);
  });
});

describe('infcalc validate and schema (golden)', () => {
  it('valid and invalid lists', async () => {
    const big = JSON.stringify({
      game: 'codeone',
      points: 150,
      groups: [
        {
          troopers: Array.from({ length: 11 }, (_, i) => ({
            name: `T${i}`,
            cost: 10,
            lieutenant: i < 2,
          })),
        },
        { troopers: [] },
      ],
    });
    const t = await transcript(
      [
        'validate examples/n4-two-groups.json',
        'validate examples/codeone.json --json',
        'validate -',
        'validate - --json',
      ],
      {
        files,
        stdin: big,
      },
    );
    await expect(t).toMatchFileSnapshot('../golden/validate.txt');
  });

  it('validate exit codes: 0 valid, 1 invalid, 2 unreadable', async () => {
    expect((await cli('validate examples/n4-two-groups.json', host)).code).toBe(0);
    expect(
      (await cli('validate -', { stdin: '{"groups":[{"troopers":[{"name":"A"}]}]}' })).code,
    ).toBe(1);
    expect((await cli('validate -', { stdin: '{' })).code).toBe(2);
    expect((await cli('validate examples/lists.ndjson --ndjson', host)).code).toBe(0);
  });

  it('schema army-list is a JSON Schema of the input', async () => {
    const r = await cli('schema army-list');
    const schema = JSON.parse(r.stdout) as {
      type: string;
      properties: Record<string, unknown>;
      additionalProperties: boolean;
    };
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties)).toEqual(['game', 'points', 'name', 'groups']);
    expect(schema.additionalProperties).toBe(false);
    expect((await cli('schema nope')).stderr).toContain(
      'Allowed choices are army-list, compare, engagement, profiles, question, scgb-move',
    );
  });
});

describe('infcalc orders with wide (CJK) names', () => {
  it('every aligned column starts at the same display column', async () => {
    const list = {
      groups: [
        {
          troopers: [
            { name: '狙撃兵', cost: 10, lieutenant: true },
            { name: 'ＡＢＣ', cost: 10 },
            { name: 'Fusilier', cost: 10 },
            { name: '🎲x', cost: 10 },
          ],
        },
      ],
    };
    const out = (await cli('orders -', { stdin: JSON.stringify(list) })).stdout;
    const rows = out.split('\n').filter((l) => /^ {4}\S/.test(l));
    expect(rows).toHaveLength(4);
    // The column after the names starts where the longest name (8 columns) ends, plus 2.
    const starts = rows.map((l) => displayWidth(/^ {4}.+? {2,}(?=\S)/u.exec(l)?.[0] ?? ''));
    expect(new Set(starts)).toEqual(new Set([4 + 8 + 2]));
    expect(rows[0]).toMatch(/^ {4}狙撃兵 {4}\S/);
    expect(rows[1]).toMatch(/^ {4}ＡＢＣ {4}\S/);
  });
});
