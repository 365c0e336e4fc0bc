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

/**
 * Issue 25 item 9: every function the package exports, called as docs/library.md documents
 * it, from the installed package: each answers `{ ok: true }`. The head differs (import or
 * require); the body is the same.
 */
const EVERY_BODY = String.raw`const root = dirname(require_resolve('infcalc/package.json'));
const example = (name) => readFileSync(join(root, 'examples', name), 'utf8');
const n4 = lib.EDITIONS.n4;
const n5 = lib.EDITIONS.n5;
const out = {};
const call = (name, r) => {
  out[name] = r.ok ? 'ok' : r.error.message;
  return r.ok ? r.value : undefined;
};
// Dice typed in: nothing is drawn from the random source.
const typedIn = { rngFor: () => () => { throw new Error('every die is typed in'); }, freshSeed: () => '' };
const seeded = { rngFor: () => { let x = 0.05; return () => (x = (x + 0.37) % 1); }, freshSeed: () => 's' };
const hash = (t) => createHash('sha256').update(t).digest('hex');

call('odds', lib.odds('13b3', '13', { dam: '13', vsArm: '4', vsW: '2', vsCover: true }, n4));
call('oddsQuestion', lib.oddsQuestion({ spec: '10..12b3', reactive: '11', options: { rules: 'n5' } }, (r) => (r === 'n5' ? n5 : n4)));
const asked = call('readQuestion', lib.readQuestion({ kind: 'odds', roll: 'pair', spec: '13b3', reactive: '11' }));
call('questionArgv', lib.questionArgv(asked));
const shared = call('shareQuestion', lib.shareQuestion(asked));
call('readShareString', lib.readShareString(shared));
call('normalRoll', lib.normalRoll('23b3', { dice: '4,17,18' }, n4, typedIn));
call('faceToFaceRoll', lib.faceToFaceRoll('12b2', '11', { dice: '4,9', vsDice: '5' }, n4, typedIn));
call('saves', lib.saves('0', '1', { dam: '14', ammo: 't2', arm: '2', w: '2', dice: '6,3' }, n4, typedIn));
call('engagement', lib.engagement(example('engage-normal.json'), { odds: true }, n4, seeded));
const listText = JSON.stringify({ groups: [{ troopers: [{ name: 'Fusilier', lieutenant: true }, { name: 'Alguacil' }] }] });
const list = call('parseArmyList', lib.parseArmyList(listText));
call('checkArmyList', lib.checkArmyList(JSON.parse(listText)));
call('orders', lib.orders(list, false, n4));
call('validation', lib.validation(list, n4));
const units = call('parseUnitFile', lib.parseUnitFile(example('9001-example-company.json')));
const metadata = call('parseMetadata', lib.parseMetadata(example('metadata.json')));
call('ordersOfArmyCode', lib.ordersOfArmyCode(example('army-code.txt').trim(), units, metadata, true, n5));
call('starcraftMove', lib.starcraftMove(example('scgb-move.json')));
// A game of turns: started, an order spent, shown, logged, written and read back.
const started = call('startGame', lib.startGame(list, n4));
const played = call('playTurn', lib.playTurn(started.game, { kind: 'spend', trooper: 'Alguacil' }));
const show = call('showTurn', lib.showTurn(played.game, { public: false }));
const log = call('turnLog', lib.turnLog(played.game, { public: true }));
const text = call('gameText', lib.gameText(played.game, hash));
const back = call('readGame', lib.readGame(text, hash));
const again = lib.playTurn(back, { kind: 'undo' });
// Exact odds, rolls, specs.
const normal = call('normalOdds', lib.normalOdds({ sv: 13, burst: 3 }));
const ftf = call('ftfOdds', lib.ftfOdds({ sv: 13, burst: 3 }, { sv: 11, burst: 1 }));
const summary = call('summarize', lib.summarize(ftf));
call('atLeast', lib.atLeast(normal));
const p = call('probability', lib.probability(summary.active, ftf.total));
const spec = call('parseSpec', lib.parseSpec('12-3b2'));
const mod = call('parseNamedMod', lib.parseNamedMod('cover=-3'));
const withCover = call('withMods', lib.withMods(spec, [mod]));
const side = call('sideOf', lib.sideOf(withCover));
call('successValue', lib.successValue(13, [mod]));
call('resolveNormal', lib.resolveNormal(side, [4, 9]));
call('resolveFaceToFace', lib.resolveFaceToFace(side, [4, 9], lib.sideOf({ attribute: 11, mods: [], burst: 1 }).value, [5]));
call('tacticalPhase', lib.tacticalPhase(list, n5));
call('listProblems', lib.listProblems(list, n4));
// Sweeps.
const places = [{ kind: 'spec', name: 'spec', prefix: '', text: '10..12b3' }];
const axes = call('findAxes', lib.findAxes(places));
const cells = call('sweepCells', lib.sweepCells(axes));
const texts = call('cellTexts', lib.cellTexts(places, axes, cells[1]));
// From hits to casualties.
const names = { name: (field) => '--' + field };
const weapon = call('parseWeapon', lib.parseWeapon({ dam: '13', ammo: 'ap' }, names));
const target = call('parseTarget', lib.parseTarget({ arm: '3', w: '2' }, names));
call('savePlan', lib.savePlan(weapon, target, n4.ammo));
call('resolveSaves', lib.resolveSaves(1, 0, weapon, target, n4.ammo, { kind: 'typed', values: [5], what: '--dice' }));
const wounds = call('damageOdds', lib.damageOdds(normal.outcomes, normal.total, weapon, target, n4.ammo));
const half = call('rational', lib.rational(1n, 2n));
call('inOrders', lib.inOrders(half, 3));
call('toNumber', lib.toNumber(half));
call('toExact', lib.toExact(half));
// Skills, situations, editions.
call('modifiers', lib.modifiers({
  edition: n4,
  active: { attribute: 13, burst: 3, roll: 'bs', typed: [{ label: 'range', value: -6 }] },
  reactive: { attribute: 0, burst: 1, roll: null, words: ['mimetism6'], cover: true },
}));
call('modCatalogue', lib.modCatalogue(n5));
const ma = call('modWord', lib.modWord(n4, 'Martial Arts L3'));
call('parseEdition', lib.parseEdition('n5', '--rules'));
// Charts: a report in, an SVG out.
const shot = lib.odds('13b3', '11', { dam: '13', vsW: '2' }, n4);
call('oddsChart', lib.oddsChart(shot.value));
call('sweepChart', lib.sweepChart(lib.oddsQuestion({ spec: '10..12b3', reactive: '11', options: {} }, () => n4).value));
call('compareChart', lib.compareChart({ kind: 'compare', entries: [{ name: 'Combi', query: { spec: '13b3', reactive: '11', options: {} }, report: shot.value }] }));
call('engagementChart', lib.engagementChart(lib.engagement(example('engage-normal.json'), { odds: true }, n4, seeded).value));

const functions = Object.keys(lib).filter((k) => typeof lib[k] === 'function').sort();
console.log(JSON.stringify({
  functions,
  out,
  values: {
    p,
    texts,
    ma: ma.word,
    started: started.report.kind,
    played: played.report.kind,
    show: show.kind,
    log: log.lines.length,
    back: back.log.length === played.game.log.length,
    again: again.ok && again.value.report.kind,
    wounds: typeof wounds === 'object',
    cellsMax: lib.SWEEP_CELLS_MAX,
    ordersMax: lib.ORDERS_MAX,
    target: lib.DEFAULT_TARGET.wounds,
    listArgv: lib.questionArgv({ kind: 'orders', code: 'X', public: true }).value,
    // The zod schemas: objects, as exported (the app builds its own on first use).
    schemas: [
      lib.questionSchema.safeParse({ kind: 'save', hits: '1' }).success,
      lib.oddsQuestionSchema.safeParse(asked).success,
      lib.oddsQuestionSchema.safeParse({ kind: 'odds', roll: 'pair', spec: '13b3', reactive: '-1' }).success,
      lib.saveQuestionSchema.safeParse({ kind: 'save', hits: '1', crits: '1' }).success,
    ],
  },
}));
`;
const EVERY_ESM = `import * as lib from 'infcalc';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
const require_resolve = createRequire(import.meta.url).resolve;
${EVERY_BODY}`;
const EVERY_CJS = `const lib = require('infcalc');
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const require_resolve = require.resolve;
${EVERY_BODY}`;

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
  writeFileSync(join(project, 'every.mjs'), EVERY_ESM);
  writeFileSync(join(project, 'every.cjs'), EVERY_CJS);
  writeFileSync(join(project, 'consumer.mts'), TS);
  writeFileSync(join(project, 'consumer.cts'), TS);
  const docs = DOC_SNIPPETS.map((text, i) => {
    const file = `library-doc-${String(i + 1)}.mts`;
    writeFileSync(join(project, file), text);
    return file;
  });
  // The turn example hashes with node:crypto; the consumer has no @types/node: its shape.
  writeFileSync(
    join(project, 'node-crypto.d.ts'),
    "declare module 'node:crypto' { export function createHash(algorithm: string): { update(text: string): { digest(encoding: 'hex'): string } }; }\n",
  );
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
      files: ['node-crypto.d.ts', 'consumer.mts', 'consumer.cts', ...docs],
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
  it.each(['every.mjs', 'every.cjs'])(
    '9: %s calls every exported function as documented, each answering ok',
    (file) => {
      const r = JSON.parse(node(file)) as {
        functions: string[];
        out: Record<string, string>;
        values: Record<string, unknown>;
      };
      expect(Object.keys(r.out).sort()).toEqual(r.functions);
      expect(Object.entries(r.out).filter(([, v]) => v !== 'ok')).toEqual([]);
      expect(r.values).toEqual({
        p: 0.7893,
        texts: ['11b3'],
        ma: 'ma3',
        started: 'turn-done',
        played: 'turn-done',
        show: 'turn-show',
        log: 2,
        back: true,
        again: 'turn-done',
        wounds: true,
        cellsMax: 10000,
        ordersMax: 100,
        target: 1,
        listArgv: ['orders', '--code', 'X', '--public'],
        schemas: [true, true, false, true],
      });
    },
  );

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
