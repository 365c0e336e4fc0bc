/**
 * Share strings (src/app/question/share.ts, docs/json.md "Share strings"): strings made by
 * version 1 decode forever; other versions and kinds are refused by name.
 */
import { describe, expect, it } from 'vitest';
import { decodeQuestion, encodeQuestion } from '../../../src/app/question/index.js';

/** Written by version 1: a later release must still read each as this question. */
const V1 = [
  [
    'q1.odds.eyJyb2xsIjoicGFpciIsInNwZWMiOiIxM2IzIiwicmVhY3RpdmUiOiIxMSIsInZzTW9kIjpbImNvdmVyPS0zIl19',
    { kind: 'odds', roll: 'pair', spec: '13b3', reactive: '11', vsMod: ['cover=-3'] },
  ],
  [
    'q1.odds.eyJyb2xsIjoibm9ybWFsIiwic3BlYyI6IjEzYjMiLCJkYW0iOiIxMyIsInZzQXJtIjoiNCIsInZzVyI6IjIiLCJ2c0NvdmVyIjp0cnVlfQ',
    { kind: 'odds', roll: 'normal', spec: '13b3', dam: '13', vsArm: '4', vsW: '2', vsCover: true },
  ],
  [
    'q1.save.eyJoaXRzIjoiMiIsImRhbSI6IjEzIiwiYXJtIjoiMyIsInciOiIyIn0',
    { kind: 'save', hits: '2', dam: '13', arm: '3', w: '2' },
  ],
] as const;

describe('share strings', () => {
  it.each(V1)('reads the version 1 string %s', (text, question) => {
    expect(decodeQuestion(text)).toEqual({ ok: true, value: question });
    expect(encodeQuestion(question)).toBe(text);
  });

  it.each([
    ['q2.odds.e30', /share string version 2: this infcalc reads version 1/, /newer infcalc/],
    ['q0.odds.e30', /share string version 0: this infcalc reads version 1/, undefined],
    [
      'q1.dodge.e30',
      /unknown question kind "dodge"/,
      /kinds: odds, save, engage, orders, validate, fireteams/,
    ],
    ['https://example.org/x', /not an infcalc share string/, /q1\.odds\./],
    ['q1.odds.eyJyb2xs', /odds share string is cut short or damaged/, undefined],
    ['q1.odds.W10', /odds share string is damaged/, undefined],
    ['q1.odds.eyJzcGVjIjoiMTNiMyJ9', /needs "roll"/, undefined],
    [`q1.odds.${'A'.repeat(9000)}`, /past the 8192 read/, undefined],
  ])('refuses a string by name (%#)', (text, message, hint) => {
    const r = decodeQuestion(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toMatch(message);
    if (hint !== undefined) expect(r.error.hint).toMatch(hint);
  });

  it('is URL-safe and has no padding', () => {
    const s = encodeQuestion({ kind: 'save', hits: '1', crits: '1', seed: 'é ü/+?&=' });
    expect(s).toMatch(/^[A-Za-z0-9._-]+$/);
  });
});
