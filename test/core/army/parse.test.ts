import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseArmyList } from '../../../src/core/army/parse.js';
import { tacticalPhase } from '../../../src/core/army/tactical.js';
import { runs } from '../../properties.js';

const errorOf = (text: string) => {
  const r = parseArmyList(text);
  if (r.ok) throw new Error('expected an error');
  return r.error;
};

describe('parseArmyList', () => {
  it('fills defaults', () => {
    const r = parseArmyList('{"groups":[{"troopers":[{"name":"A"}]}]}');
    expect(r.ok && r.value).toEqual({
      game: 'n4',
      groups: [
        {
          troopers: [
            {
              name: 'A',
              training: 'regular',
              cost: 0,
              lieutenant: false,
              lieutenantOrders: 1,
              nco: false,
              chainOfCommand: false,
              tacticalAwareness: false,
              impetuous: false,
              peripheral: false,
              state: 'normal',
              deployment: 'table',
            },
          ],
        },
      ],
    });
  });

  it.each([
    [
      '{"groups":[{"troopers":[{"name":"A","stat":"dead"}]}]}',
      'unknown key "stat"',
      'groups[0].troopers[0]',
      'did you mean "state"?',
    ],
    ['{"grups":[]}', 'unknown key "grups"', '(top level)', 'did you mean "groups"?'],
    [
      '{"groups":[{"name":"x","trooper":[]}]}',
      'unknown key "trooper"',
      'groups[0]',
      'did you mean "troopers"?',
    ],
    [
      '{"groups":[{"troopers":[{"name":"A","state":"ded"}]}]}',
      '"ded" is not one of',
      'groups[0].troopers[0].state',
      'did you mean "dead"?',
    ],
    [
      '{"groups":[{"troopers":[{"name":"A","cost":-1}]}]}',
      '-1',
      'groups[0].troopers[0].cost',
      undefined,
    ],
    [
      '{"groups":[{"troopers":[{"name":"A","cost":"10"}]}]}',
      'expected number, got "10"',
      'groups[0].troopers[0].cost',
      undefined,
    ],
    [
      '{"groups":[{"troopers":[{"cost":10}]}]}',
      'missing required string',
      'groups[0].troopers[0].name',
      undefined,
    ],
    [
      '{"groups":[{"troopers":[{"name":"A","lieutenantOrders":3}]}]}',
      '3 is not allowed here',
      'groups[0].troopers[0].lieutenantOrders',
      undefined,
    ],
    [
      '{"game":"n6","groups":[{"troopers":[]}]}',
      '"n6" is not one of n4, codeone, n5',
      'game',
      'did you mean "n4" or "n5"?',
    ],
  ])('%s', (text, message, path, hint) => {
    const e = errorOf(text);
    expect(e.message).toContain(message);
    expect(e.at).toEqual({ kind: 'path', path });
    expect(e.hint).toBe(hint);
  });

  it('reports a syntax error with line and column', () => {
    expect(errorOf('{"groups":[\n  {"troopers":[}]}').message).toBe(
      'not valid JSON at line 2, column 16: unexpected "}"',
    );
    expect(errorOf('').message).toContain('line 1, column 1');
  });

  it('random JSON never crashes the parser or the Tactical Phase (fuzz)', () => {
    const trooper = fc.record(
      {
        name: fc.string(),
        training: fc.constantFrom('regular', 'irregular', 'elite'),
        cost: fc.oneof(fc.integer({ min: -5, max: 80 }), fc.string()),
        lieutenant: fc.boolean(),
        lieutenantOrders: fc.integer({ min: 0, max: 3 }),
        state: fc.constantFrom('normal', 'dead', 'isolated', 'embryo', 'stunned', 'zombie'),
        deployment: fc.constantFrom('table', 'hidden', 'off-table', 'space'),
        chainOfCommand: fc.boolean(),
        tacticalAwareness: fc.boolean(),
        impetuous: fc.boolean(),
        peripheral: fc.boolean(),
        nco: fc.boolean(),
      },
      { requiredKeys: [] },
    );
    const listArb = fc.record(
      {
        game: fc.constantFrom('n4', 'codeone', 'x'),
        points: fc.integer({ min: -10, max: 400 }),
        groups: fc.array(
          fc.record({ troopers: fc.array(trooper, { maxLength: 12 }) }, { requiredKeys: [] }),
          { maxLength: 4 },
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(listArb, fc.jsonValue()), (value) => {
        const r = parseArmyList(JSON.stringify(value));
        if (r.ok) {
          const p = tacticalPhase(r.value);
          const t = p.totals;
          // Hidden Deployment's own orders and Tactical Orders count too (OrderTotals.total).
          expect(t.total).toBe(t.regular + t.irregular + t.lieutenant + t.tactical + t.hidden);
        } else {
          expect(r.error.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: runs(500) },
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => parseArmyList(text)).not.toThrow();
      }),
      { numRuns: runs(500) },
    );
  });
});
