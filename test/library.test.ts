/**
 * infcalc as a library (docs/library.md): pack the package, install the tarball into a
 * throw-away project, import it from an ES module and from CommonJS, and type-check a
 * small consumer of each kind with tsc. Runtime dependencies come from npm's cache
 * (`npm ci` put them there); the registry is asked only when they are missing.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { blocksOf } from './doc-blocks.js';
import { npm, pack, scratch } from './npm.js';

const tmp = scratch('infcalc-library-');
const project = join(tmp, 'consumer');

const node = (file: string): string =>
  execFileSync(process.execPath, [file], { cwd: project, encoding: 'utf8' });

const ESM = `import { ftfOdds, normalOdds, summarize, probability, parseSpec, sideOf, resolveFaceToFace, parseArmyList, tacticalPhase } from 'infcalc';
// Every function answers a Result: { ok: true, value } or { ok: false, error }.
const value = (r) => { if (!r.ok) throw new Error(r.error.message); return r.value; };
const odds = value(ftfOdds({ sv: 13, burst: 3 }, { sv: 11, burst: 1 }));
const s = value(summarize(odds));
const spec = value(parseSpec('12-3b2'));
const side = value(sideOf(spec));
const roll = value(resolveFaceToFace(side, [4, 9], value(sideOf({ attribute: 11, mods: [], burst: 1 })), [5]));
const list = parseArmyList(JSON.stringify({ game: 'n4', points: 300, groups: [{ troopers: [{ name: 'Fusilier', lieutenant: true }] }] }));
console.log(JSON.stringify({
  active: value(probability(s.active, odds.total)),
  normal: value(normalOdds({ sv: 9, burst: 2 })).outcomes.length,
  winner: roll.winner,
  orders: list.ok ? value(tacticalPhase(list.value)).totals.regular : list.error.message,
  refused: normalOdds({ sv: 13, burst: 1e9 }).ok,
}));
`;

/** The four chart functions (docs/library.md "Charts"), each on a report of its kind. */
const CHARTS = `import { odds, oddsQuestion, engagement, EDITIONS, oddsChart, sweepChart, compareChart, engagementChart } from 'infcalc';
const value = (r) => { if (!r.ok) throw new Error(r.error.message); return r.value; };
const n4 = EDITIONS.n4;
const shot = value(odds('13b3', '11', { dam: '13', vsW: '2' }, n4));
const sweep = value(oddsQuestion({ spec: '10..16b3', reactive: '11', options: {} }, () => n4));
const file = JSON.stringify({ active: { name: 'A', spec: '12b2', targets: [{ name: 'B', burst: 2 }] }, reactive: [{ name: 'B', spec: '11', action: 'attack' }] });
const order = value(engagement(file, { odds: true }, n4, { rngFor: () => () => 0.5, freshSeed: () => 's' }));
const entries = [{ name: 'Combi', query: { spec: '13b3', reactive: '11', options: {} }, report: shot }];
const svg = (r) => value(r).startsWith('<svg') && value(r).includes('</desc>');
console.log(JSON.stringify({
  odds: svg(oddsChart(shot)),
  sweep: svg(sweepChart(sweep)),
  compare: svg(compareChart({ kind: 'compare', entries })),
  engagement: svg(engagementChart(order)),
  refused: oddsChart({ kind: 'orders' }).ok,
}));
`;

const CJS = ESM.replace(/^import \{(.*)\} from 'infcalc';/, "const {$1} = require('infcalc');");

const TS = `import { ftfOdds, parseSpec, summarize, type FtfOdds, type Result, type RollSpec } from 'infcalc';
const exact: Result<FtfOdds> = ftfOdds({ sv: 13, burst: 3 }, { sv: 11, burst: 1 });
if (exact.ok) { const s = summarize(exact.value); if (s.ok) { const active: bigint = s.value.active; void active; } }
const spec: Result<RollSpec> = parseSpec('13b3');
if (spec.ok) { const burst: number = spec.value.burst; void burst; }
// @ts-expect-error a burst is a number
ftfOdds({ sv: 13, burst: '3' }, { sv: 11, burst: 1 });
// The use-cases take the flags of their command, typed: a misspelt flag does not compile.
import { odds, oddsQuestion, saves, faceToFaceRoll, EDITIONS, type OddsOptions, type Random } from 'infcalc';
const n4 = EDITIONS.n4;
const random: Random = { rngFor: () => () => 0.5, freshSeed: () => 's' };
const flags: OddsOptions = { dam: '13', vsArm: '4', vsW: '2', vsCover: true, vsImmunity: ['shock'] };
const shot = odds('13b3', '11', flags, n4);
if (shot.ok && shot.value.kind === 'ftf-odds') { const won: bigint = shot.value.summary.active; void won; }
faceToFaceRoll('12b2', '11', { dam: '13', vsArm: '1', vsDam: '14', arm: '2', vsDice: '5' }, n4, random);
saves('1', undefined, { dam: '13', ammo: 'ap', arm: '2', w: '2' }, n4, random);
oddsQuestion({ spec: '10..13b3', reactive: '11', options: { dam: '13', vsArm: '0..2', rules: 'n4' } }, () => n4);
// @ts-expect-error no such flag
odds('13b3', undefined, { dmg: '13' }, n4);
// @ts-expect-error no such flag in a question either
oddsQuestion({ spec: '13b3', options: { dmg: '13' } }, () => n4);
// @ts-expect-error --vs-cover takes no value
odds('13b3', undefined, { vsCover: 'yes' }, n4);
// @ts-expect-error the word "vs" belongs to the command line, not to the library
odds('13b3', 'vs', '11', {}, n4);
// @ts-expect-error a save has one trooper: the weapon that hit and the target that saves
saves('1', undefined, { dam: '13', vsArm: '2' }, n4, random);
`;

/** The TypeScript examples of docs/library.md, each a consumer module of its own. */
const DOC_SNIPPETS = blocksOf('docs/library.md', readFileSync('docs/library.md', 'utf8'))
  .filter((b) => b.info === 'ts')
  .map((b) => b.lines.join('\n'));

beforeAll(() => {
  const { tarball } = pack(tmp);
  mkdirSync(project);
  npm(['init', '-y'], project);
  npm(['install', '--prefer-offline', tarball], project);
  writeFileSync(join(project, 'esm.mjs'), ESM);
  writeFileSync(join(project, 'cjs.cjs'), CJS);
  writeFileSync(join(project, 'consumer.mts'), TS);
  writeFileSync(join(project, 'consumer.cts'), TS);
  const docs = DOC_SNIPPETS.map((text, i) => {
    const file = `library-doc-${String(i + 1)}.mts`;
    writeFileSync(join(project, file), text);
    return file;
  });
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        strict: true,
        noEmit: true,
        types: [],
      },
      files: ['consumer.mts', 'consumer.cts', ...docs],
    }),
  );
}, 180_000);

describe('the library', () => {
  const expected = { active: 0.7893, normal: 6, winner: 'active', orders: 1, refused: false };

  it('imports from an ES module', () => {
    expect(JSON.parse(node('esm.mjs'))).toEqual(expected);
  });

  it('requires from CommonJS', () => {
    expect(JSON.parse(node('cjs.cjs'))).toEqual(expected);
  });

  it('draws the charts of docs/sharing.md through the package', () => {
    writeFileSync(join(project, 'charts.mjs'), CHARTS);
    expect(JSON.parse(node('charts.mjs'))).toEqual({
      odds: true,
      sweep: true,
      compare: true,
      engagement: true,
      refused: false,
    });
  });

  it('type-checks a consumer of each kind, and the examples of docs/library.md, with tsc', () => {
    expect(DOC_SNIPPETS.length).toBeGreaterThanOrEqual(2);
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    let out: string;
    try {
      out = execFileSync(process.execPath, [tsc, '-p', project], {
        cwd: project,
        encoding: 'utf8',
      });
    } catch (e) {
      // tsc exits non-zero on a type error: show what it said, not only that it failed.
      out = String((e as { stdout?: unknown }).stdout ?? e);
    }
    expect(out).toBe('');
  });
});
