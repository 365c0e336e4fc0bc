/**
 * `infcalc data coverage` (docs/game-data.md): every name of the fixtures' unit files has
 * a class in the one table (src/core/data/coverage.ts); the command's answer as a golden.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CoverageReport } from '../../src/app/coverage.js';
import { BRACKETS_FILE } from '../fixtures/brackets.js';
import { LOADOUTS_FILE } from '../fixtures/loadouts.js';
import { cli, exampleFiles, transcript } from './harness.js';

const files = {
  ...exampleFiles(),
  'fixtures/metadata.json': readFileSync('examples/metadata.json', 'utf8'),
  'fixtures/9020-brackets.json': JSON.stringify(BRACKETS_FILE),
  'fixtures/9021-loadouts.json': JSON.stringify(LOADOUTS_FILE),
};
/** An id no file names ("skill 260"): it has no name to class it by. */
const UNNAMED = /^(skill|equipment|weapon) \d+$/;

describe('data coverage', () => {
  it.each(['examples', 'fixtures'])('every name of the %s files has a class', async (dir) => {
    const r = await cli(`data coverage --data ${dir} --json`, { files });
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as CoverageReport;
    const missing = report.rows.filter((x) => x.coverage === null && !UNNAMED.test(x.name));
    expect(missing.map((x) => `${x.kind} ${x.name}`)).toEqual([]);
  });

  it('text and Markdown (golden)', async () => {
    const t = await transcript(
      ['data coverage --data examples', 'data coverage --data fixtures --format md'],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/data-coverage.txt');
  });
});
