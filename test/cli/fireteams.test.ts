import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codeText, decodeArmyCode, encodeArmyCode } from '../../src/core/army/code/index.js';
import { cli, exampleFiles, transcript } from './harness.js';

const files = exampleFiles();
const CODE = readFileSync('examples/fireteams-code.txt', 'utf8').trim();
const COMPANY = readFileSync('examples/army-code.txt', 'utf8').trim();
const META = '--metadata examples/metadata.json';

describe('infcalc fireteams (golden)', () => {
  it('text, JSON, md; by code, file or stdin; the chart-less army; bad input', async () => {
    const t = await transcript(
      [
        `fireteams ${CODE} --units examples ${META}`,
        `fireteams examples/fireteams-code.txt --units examples ${META} --json --max 3`,
        `fireteams - --units examples ${META} --format md --allow infiltration,hidden-deployment --rules n4`,
        `fireteams ${COMPANY} --units examples ${META}`,
        `fireteams ${CODE} --units examples --allow gliding`,
        `fireteams ${CODE} --units examples --max 0`,
        `fireteams ${CODE}`,
        'fireteams not-a-code!',
      ],
      { files, stdin: CODE + '\n' },
    );
    await expect(t).toMatchFileSnapshot('../golden/fireteams.txt');
  });

  it('a chart the builder never wrote is refused with its JSON path, exit 2', async () => {
    const broken = JSON.parse(files['examples/9020-example-wardens.json'] ?? '{}') as {
      fireteamChart: { teams: { units: { max: unknown }[] }[] };
    };
    const first = broken.fireteamChart.teams[0]?.units[0];
    if (first !== undefined) first.max = 1e9;
    const r = await cli(`fireteams ${CODE} --units examples`, {
      files: { ...files, 'examples/9020-example-wardens.json': JSON.stringify(broken) },
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('fireteamChart.teams[0].units[0].max');
  });

  it('without metadata, the builder ids name the skills that keep a trooper out', async () => {
    const r = await cli(`fireteams ${CODE} --units examples --json`, { files });
    const json = JSON.parse(r.stdout) as { excluded: { why: string }[] };
    expect(json.excluded.map((e) => e.why)).toEqual([
      'controller',
      'infiltration',
      'airborne-deployment',
      'hidden-deployment',
    ]);
  });
});

describe('infcalc fireteams --format discord', () => {
  it('is a chat message, its command without the code', async () => {
    const r = await cli(`fireteams ${CODE} --units examples ${META} --format discord`, { files });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^\*\*Fireteams of .+\*\* · N5 rules\n/);
    expect(r.stdout).toContain('`infcalc fireteams CODE --units examples');
    expect(r.stdout).not.toContain(CODE);
  });
});

describe('infcalc fireteams of a code of many groups (issue 36 item 25)', () => {
  it('is refused before the search, in well under a second', async () => {
    const decoded = decodeArmyCode(CODE);
    if (!decoded.ok) throw new Error('fixture changed');
    const [first] = decoded.value.groups;
    if (first === undefined) throw new Error('fixture changed');
    // 200 Combat Groups of 20 of the example's members (a code allows 32,767 groups).
    const members = Array.from({ length: 20 }, (_, i) => first.members[i % first.members.length]);
    const groups = Array.from({ length: 200 }, (_, i) => ({
      ...first,
      number: i + 1,
      members: members.flatMap((m) => (m === undefined ? [] : [m])),
    }));
    const big = codeText(encodeArmyCode({ ...decoded.value, groups }));
    const t = Date.now();
    const r = await cli(`fireteams ${big} --units examples ${META}`, { files });
    expect(Date.now() - t).toBeLessThan(5000);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /troopers that could join a fireteam \(in 200 Combat Groups\), more than 60/,
    );
  });
});
