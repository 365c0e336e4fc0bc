/**
 * Issue 25 item 21: a batch line (`odds - --ndjson`) and a compare entry accept what the
 * command line accepts: `range` without `unit` (the distance Suppressive Fire and Discover
 * read) and, in a batch line, a distance sweep `"range": "10..120cm:20"`, answered as the
 * same flags answer it.
 */
import { describe, expect, it } from 'vitest';
import { cli, exampleFiles } from './harness.js';

const files = exampleFiles();

async function batchLine(line: Record<string, unknown>, flags = '') {
  const r = await cli(`odds - --ndjson ${flags}`, { stdin: JSON.stringify(line), files });
  expect(r.stderr).toBe('');
  const { line: n, name, ...rest } = JSON.parse(r.stdout) as Record<string, unknown>;
  expect([n, name]).toEqual([1, null]);
  return rest;
}

async function flags(line: string) {
  const r = await cli(`${line} --json`, { files });
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  const json = JSON.parse(r.stdout) as Record<string, unknown>;
  // A sweep's line in a batch does not repeat the edition (as before this item).
  if (json.kind === 'odds-sweep') delete json.rules;
  return json;
}

const SF = { spec: '12b3', reactive: '11', vsWith: ['Suppressive Fire'], rules: 'n5' };
const SF_FLAGS = 'odds 12b3 vs 11 --vs-with "Suppressive Fire" --rules n5';
const DATA =
  '--unit fusilier --weapon "combi rifle" --vs-unit zhanshi --vs-weapon "combi rifle" --data examples --rules n5';
const DATA_FIELDS = {
  unit: 'fusilier',
  weapon: 'combi rifle',
  vsUnit: 'zhanshi',
  vsWeapon: 'combi rifle',
  rules: 'n5',
};

describe('21: a batch line takes range as the command line does', () => {
  it('21: range without unit is the distance Suppressive Fire reads', async () => {
    const line = await batchLine({ ...SF, range: '50cm' });
    expect(line).toEqual(await flags(`${SF_FLAGS} --range 50cm`));
    expect(JSON.stringify(line)).toContain('Suppressive Fire 40-60 cm');
  });

  it('21: a typed distance sweep without unit', async () => {
    expect(await batchLine({ ...SF, range: '10..50cm:20' })).toEqual(
      await flags(`${SF_FLAGS} --range 10..50cm:20`),
    );
  });

  it('21: a distance sweep of troopers from game data', async () => {
    const line = await batchLine({ ...DATA_FIELDS, range: '10..120cm:20' }, '--data examples');
    expect(line.kind).toBe('odds-sweep');
    expect(line).toEqual(await flags(`odds ${DATA} --range 10..120cm:20`));
  });

  it('21: the command line range is a default of every line', async () => {
    expect(await batchLine(SF, '--range 50cm')).toEqual(await flags(`${SF_FLAGS} --range 50cm`));
  });
});

describe('21: a compare entry takes range as the command line does', () => {
  it('21: range without unit', async () => {
    const r = await cli('compare - --json', {
      stdin: JSON.stringify([{ name: 'SF at 50 cm', ...SF, range: '50cm' }]),
      files,
    });
    expect(r.stderr).toBe('');
    const odds = await flags(`${SF_FLAGS} --range 50cm`);
    const entry = (JSON.parse(r.stdout) as { entries: { summary: { active: number } }[] })
      .entries[0];
    expect(entry?.summary.active).toBe((odds.summary as { active: number }).active);
    expect(entry?.summary.active).not.toBe(
      ((await flags(SF_FLAGS)).summary as { active: number }).active,
    );
  });

  it('21: a distance sweep is refused as every range in compare is', async () => {
    for (const entry of [
      { ...SF, range: '10..50cm:20' },
      { ...DATA_FIELDS, range: '10..120cm:20' },
    ]) {
      const r = await cli('compare - --data examples', { stdin: JSON.stringify([entry]), files });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^infcalc: compare takes single matchups, not ranges \(at \[0\]\)/);
    }
  });
});
