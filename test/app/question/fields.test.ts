/**
 * The question tables (src/app/question) and the commands' options agree: every option of
 * `odds` and `save` is a field of its question or the run's (output, files), and each
 * field is an option of the same kind.
 */
import { describe, expect, it } from 'vitest';
import {
  checkQuestion,
  ENGAGE_FIELDS,
  FIRETEAMS_FIELDS,
  ODDS_FIELDS,
  ORDERS_FIELDS,
  SAVE_FIELDS,
  VALIDATE_FIELDS,
} from '../../../src/app/question/index.js';
import { declared } from './fields.js';

/** What chooses how an answer is shown or where files are: the run's, not a question's. */
const RUN_ONLY = new Set([
  'json',
  'format',
  'chart',
  'ndjson',
  'data',
  'profiles',
  'base',
  // Where the builder's unit files are, to resolve an army code.
  'units',
  'metadata',
]);

describe.each([
  ['odds', ODDS_FIELDS],
  ['save', SAVE_FIELDS],
  ['engage', ENGAGE_FIELDS],
  ['orders', ORDERS_FIELDS],
  ['validate', VALIDATE_FIELDS],
  ['fireteams', FIRETEAMS_FIELDS],
] as const)('the %s question', (name, table) => {
  const options = declared(name);
  it('holds every option of the command but the run’s', () => {
    const missing = [...options.keys()].filter((k) => !RUN_ONLY.has(k) && !(k in table));
    expect(missing).toEqual([]);
  });
  it('declares each field as the command does', () => {
    for (const [field, kind] of Object.entries(table)) {
      expect([field, options.get(field)]).toEqual([field, kind]);
    }
  });
});

describe('checkQuestion', () => {
  it.each([
    [{ kind: 'odds', roll: 'normal', spec: '13b3', vsArm: 4 }, /expected string, got 4/, 'vsArm'],
    [
      { kind: 'odds', roll: 'normal', spec: '13b3', vsArmour: '4' },
      /unknown key "vsArmour"/,
      '(top level)',
    ],
    [{ kind: 'odds', roll: 'normal', reactive: '11' }, /unknown key "reactive"/, '(top level)'],
    [
      { kind: 'odds', roll: 'pair', reactive: '11' },
      /a reactive spec needs an active spec/,
      undefined,
    ],
    [{ kind: 'odds', roll: 'pair' }, /needs an active spec, or a trooper/, undefined],
    [{ kind: 'odds', roll: 'normal', spec: '-' }, /does not start with "-"/, undefined],
    [{ kind: 'odds', spec: '13' }, /needs "roll": normal/, 'roll'],
    [{ kind: 'odd', roll: 'normal' }, /a question needs "kind": odds or save or/, 'kind'],
    [{ kind: 'save' }, /missing required string/, 'hits'],
    [{ kind: 'orders' }, /a list FILE \("list"\) or an army code/, undefined],
    [{ kind: 'orders', list: 'a.json', code: 'x' }, /one of the two/, undefined],
    [{ kind: 'orders', list: '--public' }, /a path, or - for standard input/, undefined],
    [{ kind: 'validate', roster: 'r.csv', code: 'x' }, /a roster alone/, undefined],
    [{ kind: 'fireteams' }, /missing required string/, 'code'],
    [{ kind: 'engage', file: 'e.json', odds: false }, /false is not one of true/, 'odds'],
  ])('refuses %j', (value, message, path) => {
    const r = checkQuestion(value);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toMatch(message);
    if (path !== undefined) expect(r.error.at).toEqual({ kind: 'path', path });
  });

  it('gives the canonical form: a switch off and an empty list are absent', () => {
    expect(
      checkQuestion({
        kind: 'odds',
        roll: 'normal',
        vsMod: [],
        spec: '12',
        cover: undefined,
        rules: 'n5',
      }),
    ).toEqual({ ok: true, value: { kind: 'odds', roll: 'normal', spec: '12', rules: 'n5' } });
  });
});
