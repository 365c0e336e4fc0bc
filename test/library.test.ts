/**
 * infcalc as a library (README "Library"): pack the package, install the tarball into a
 * throw-away project, import it from an ES module and from CommonJS, and type-check a
 * small consumer of each kind with tsc. Runtime dependencies come from npm's cache
 * (`npm ci` put them there); the registry is asked only when they are missing.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { npm, pack, scratch } from './npm.js';

const tmp = scratch('infcalc-library-');
const project = join(tmp, 'consumer');

const node = (file: string): string =>
  execFileSync(process.execPath, [file], { cwd: project, encoding: 'utf8' });

const ESM = `import { ftfOdds, normalOdds, summarize, probability, parseSpec, sideOf, resolveFaceToFace, parseArmyList, tacticalPhase } from 'infcalc';
const odds = ftfOdds({ sv: 13, burst: 3 }, { sv: 11, burst: 1 });
const s = summarize(odds);
const spec = parseSpec('12-3b2');
const side = spec.ok ? sideOf(spec.value) : null;
const roll = resolveFaceToFace(side, [4, 9], sideOf({ attribute: 11, mods: [], burst: 1 }), [5]);
const list = parseArmyList(JSON.stringify({ game: 'n4', points: 300, groups: [{ troopers: [{ name: 'Fusilier', lieutenant: true }] }] }));
console.log(JSON.stringify({
  active: probability(s.active, odds.total),
  normal: normalOdds({ sv: 9, burst: 2 }).outcomes.length,
  winner: roll.winner,
  orders: list.ok ? tacticalPhase(list.value).totals.regular : list.error.message,
}));
`;

const CJS = ESM.replace(/^import \{(.*)\} from 'infcalc';/, "const {$1} = require('infcalc');");

const TS = `import { ftfOdds, parseSpec, summarize, type FtfOdds, type Result, type RollSpec } from 'infcalc';
const odds: FtfOdds = ftfOdds({ sv: 13, burst: 3 }, { sv: 11, burst: 1 });
const active: bigint = summarize(odds).active;
const spec: Result<RollSpec> = parseSpec('13b3');
if (spec.ok) { const burst: number = spec.value.burst; void burst; }
// @ts-expect-error a burst is a number
ftfOdds({ sv: 13, burst: '3' }, { sv: 11, burst: 1 });
void active;
`;

beforeAll(() => {
  const { tarball } = pack(tmp);
  mkdirSync(project);
  npm(['init', '-y'], project);
  npm(['install', '--prefer-offline', tarball], project);
  writeFileSync(join(project, 'esm.mjs'), ESM);
  writeFileSync(join(project, 'cjs.cjs'), CJS);
  writeFileSync(join(project, 'consumer.mts'), TS);
  writeFileSync(join(project, 'consumer.cts'), TS);
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
      files: ['consumer.mts', 'consumer.cts'],
    }),
  );
}, 180_000);

describe('the library', () => {
  const expected = { active: 0.7893, normal: 6, winner: 'active', orders: 1 };

  it('imports from an ES module', () => {
    expect(JSON.parse(node('esm.mjs'))).toEqual(expected);
  });

  it('requires from CommonJS', () => {
    expect(JSON.parse(node('cjs.cjs'))).toEqual(expected);
  });

  it('type-checks a consumer of each kind with tsc', () => {
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const out = execFileSync(process.execPath, [tsc, '-p', project], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(out).toBe('');
  });
});
