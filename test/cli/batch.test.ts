import { describe, expect, it } from 'vitest';
import { cli, transcript } from './harness.js';

const QUESTIONS = [
  '{"name": "Fusilier", "spec": "12b3", "reactive": "11"}',
  '{"spec": "12-3b2"}',
  '',
  '{"name": "typo", "spec": "13b3", "reactive": "11", "vs-mod": ["cover=-3"]}',
  'not json',
  '{"spec": "13c3"}',
  '{"name": "sweep", "spec": "12..13b2", "reactive": "11"}',
  '{"spec": "16..10"}',
  '{"spec": "13", "vsMod": "cover=-3", "mod": [3]}',
].join('\n');

describe('odds - --ndjson (batch)', () => {
  it('golden: one compact result per line, error records with line numbers, exit 1', async () => {
    const t = await transcript(['odds - --ndjson'], { stdin: QUESTIONS });
    await expect(t).toMatchFileSnapshot('../golden/batch.txt');
  });

  it('each result is the odds object of the single odds call, with line and name', async () => {
    const r = await cli('odds - --ndjson', { stdin: QUESTIONS });
    expect(r.code).toBe(1);
    const records = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(records.map((x) => [x.kind, x.line])).toEqual([
      ['ftf-odds', 1],
      ['normal-odds', 2],
      ['error', 4],
      ['error', 5],
      ['error', 6],
      ['odds-sweep', 7],
      ['error', 8],
      ['error', 9],
    ]);
    const { line, name, ...rest } = records[0] ?? {};
    expect([line, name]).toEqual([1, 'Fusilier']);
    const single = JSON.parse((await cli('odds 12b3 vs 11 --json')).stdout) as unknown;
    expect(rest).toEqual(single);
  });

  it('all good lines exit 0; extra arguments are refused', async () => {
    expect((await cli('odds - --ndjson', { stdin: '{"spec": "13"}\n' })).code).toBe(0);
    const r = await cli('odds - vs 11 --ndjson', { stdin: '' });
    expect([r.code, r.stderr]).toEqual([
      2,
      'infcalc: odds --ndjson reads its questions from a file or -; write: infcalc odds - --ndjson\n',
    ]);
  });
});

describe('a batch answers a line again from what it kept', () => {
  it('repeated lines and questions: each record as if its line came alone', async () => {
    const lines = [
      '{"spec": "13b3", "reactive": "11", "dam": 13, "vsArm": 2}',
      '{"name": "A", "spec": "12b2", "mod": ["cover=-3"]}',
      '{"spec": "13b3", "reactive": "11", "dam": 13, "vsArm": 2}',
      '{"reactive": "11", "spec": "13b3", "vsArm": 2, "dam": 13}',
      '{"spec": "13b3"}',
      '{"name": "A", "spec": "12b2", "mod": ["cover=-3"]}',
      '{"name": "B", "spec": "12b2", "mod": ["cover=-3"]}',
      '{"spec": "13b3", "reactive": "11", "dam": 13, "vsArm": 2}',
    ];
    const batch = (await cli('odds - --ndjson', { stdin: lines.join('\n') })).stdout.split('\n');
    for (const [i, text] of lines.entries()) {
      const alone = (await cli('odds - --ndjson', { stdin: text })).stdout.split('\n')[0] ?? '';
      expect(batch[i]).toBe(alone.replace('"line":1,', `"line":${i + 1},`));
    }
  });
});

describe('batch lines take the command-line flags as defaults', () => {
  const files = { 'q.ndjson': '{"spec":"12"}\n{"spec":"12","rules":"n4","vsW":"2"}\n' };
  const records = (stdout: string) =>
    stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  it("--rules n5 is every line's edition unless the line says otherwise", async () => {
    const r = await cli('odds q.ndjson --ndjson --rules n5', { files });
    expect(records(r.stdout).map((x) => x.rules)).toEqual(['n5', 'n4']);
  });
  it('the flag beats INFCALC_RULES', async () => {
    const r = await cli('odds q.ndjson --ndjson --rules n4', {
      files,
      env: { INFCALC_RULES: 'n5' },
    });
    expect(records(r.stdout).map((x) => x.rules)).toEqual(['n4', 'n4']);
  });
  it('--dam and --cumulative reach every line', async () => {
    const r = await cli('odds q.ndjson --ndjson --dam 13 --cumulative', { files });
    for (const x of records(r.stdout)) {
      expect(x.damage).toBeDefined();
      expect(x.cumulative).toBeDefined();
    }
  });
  it('--format md with --ndjson is refused, not ignored', async () => {
    const r = await cli('odds q.ndjson --ndjson --format md', { files });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--format md cannot go with --ndjson');
  });
});
