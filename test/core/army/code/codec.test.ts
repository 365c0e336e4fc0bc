/**
 * Army codes: public test codes of the army builder (decoded values as published with
 * twonirwana/Infinity-Data's decoder tests), every layout, URL-encoded or not, padded or not;
 * round trips; malformed codes; random bytes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codeBytes,
  codeText,
  decodeArmyCode,
  decodeArmyCodeBytes,
  encodeArmyCode,
  LAYOUTS,
  type ArmyCode,
  type Layout,
} from '../../../../src/core/army/code/index.js';
import { runs } from '../../../properties.js';

const summary = (c: ArmyCode): string =>
  `${c.layout} ${c.factionId} ${c.factionSlug} ${JSON.stringify(c.armyName)} ${c.points} | ` +
  c.groups
    .map(
      (g) =>
        `${g.number}${g.reinforcement === true ? 'R' : ''}=[${g.members
          .map(
            (m) =>
              `${m.unitId}-${m.profileGroupId}-${m.optionId}${m.customisations.length > 0 ? `+${m.customisations.length}` : ''}`,
          )
          .join(', ')}]`,
    )
    .join(' ');

const decoded = (text: string): string => {
  const r = decodeArmyCode(text);
  if (!r.ok) throw new Error(r.error.message);
  return summary(r.value);
};

describe('public army codes', () => {
  it.each([
    [
      'gfUGbm9tYWRzASCBLAEBAQACAIbiAQEAAIGeAQEA',
      'reinforcement 501 nomads " " 300 | 1=[1762-1-1, 414-1-1]',
    ],
    [
      'gloFbW9yYXQBIIEsBAEBAAMAhiQBAQAAggYBBwAAgewBCwACAQABAIYoAQIAAwEBAwCGTwEBAACGTwEBAACGTwEBAAQBAQIAhk0BAQAAhk0BAQA%3D',
      'reinforcement 602 morat " " 300 | 1=[1572-1-1, 518-1-7, 492-1-11] 2=[1576-1-2] 3R=[1615-1-1, 1615-1-1, 1615-1-1] 4R=[1613-1-1, 1613-1-1]',
    ],
    [
      'gloFbW9yYXQBIIEsAgEBAQEAhkwBAgACAQEBAIZQAQEA',
      'reinforcement 602 morat " " 300 | 1R=[1612-1-2] 2R=[1616-1-1]',
    ],
    [
      // Unpadded, with an option id above 2000.
      'gr4Nc3RlZWwtcGhhbGFueAkgMjAwIG15cm2AyAEBAQAIAIJdAQEAAILRAQMAAIJMAQMAAIJMAQIAAIJMAQQAAIJZAQMAAIJjAYhhAACCUwEBAA',
      'reinforcement 702 steel-phalanx " 200 myrm" 200 | 1=[605-1-1, 721-1-3, 588-1-3, 588-1-2, 588-1-4, 601-1-3, 611-1-2145, 595-1-1]',
    ],
    [
      // The same code, URL-encoded padding.
      'gr4Nc3RlZWwtcGhhbGFueAkgMjAwIG15cm2AyAEBAQAIAIJdAQEAAILRAQMAAIJMAQMAAIJMAQIAAIJMAQQAAIJZAQMAAIJjAYhhAACCUwEBAA%3D%3D',
      'reinforcement 702 steel-phalanx " 200 myrm" 200 | 1=[605-1-1, 721-1-3, 588-1-3, 588-1-2, 588-1-4, 601-1-3, 611-1-2145, 595-1-1]',
    ],
    [
      // Members numbered 1, 2, 3... in the first byte.
      'Zw9taWxpdGFyeS1vcmRlcnMUS25pZ2h0cyBob3NwaXRhbGxlciCBLAIBAQAHARQBBAACgwMBAgADKwEEAAQGAQMABQYBBgAGBgEHAAcYAQ8AAgEAAQEiAQIA',
      'reinforcement 103 military-orders "Knights hospitaller " 300 | 1=[20-1-4, 771-1-2, 43-1-4, 6-1-3, 6-1-6, 6-1-7, 24-1-15] 2=[34-1-2]',
    ],
    [
      'gfcHYmFrdW5pbg9Kb05pUm8tRGljaG9yZCGBLAIBAAgBhC8BAQACga8BAwADga8BBQAEga0BAgAFgaABBgAGhkMBAQAHgZ4BAQAIgZ4BCQACAAcBgZkBAQAChtUBAQADgZoBAQAEgZsBAgAFgZEBBgAGgZEBAQAHhkQBBAA',
      'numbered 503 bakunin "JoNiRo-Dichord!" 300 | 1=[1071-1-1, 431-1-3, 431-1-5, 429-1-2, 416-1-6, 1603-1-1, 414-1-1, 414-1-9] 2=[409-1-1, 1749-1-1, 410-1-1, 411-1-2, 401-1-6, 401-1-1, 1604-1-4]',
    ],
    [
      // No army name at all (length 0).
      'gZEJaGFxcWlzbGFtAIEsAgEACQGBUAECAAKBRAEPAAOBRAEMAASDUQEBAAWBNgEDAAaGHAEDAAeBUQECAAiBTAECAAmBegEDAAIABgGBOAEEAAKDqwEBAAOBVAEFAASBVAEFAAWBQwEGAAaBQwEGAA%3D%3D',
      'numbered 401 haqqislam "" 300 | 1=[336-1-2, 324-1-15, 324-1-12, 849-1-1, 310-1-3, 1564-1-3, 337-1-2, 332-1-2, 378-1-3] 2=[312-1-4, 939-1-1, 340-1-5, 340-1-5, 323-1-6, 323-1-6]',
    ],
    [
      'hE4Mc2hpbmRlbmJ1dGFpFlNoaW5kZW5idXRhaSBTTlQgNy8xMCCBLAIBAAYBhxsBAwAChxsBBQADhyABAgAEhxkBBwAFgKcBAwAGhyUBAQACAAYBhxoBAgAChx8BAQADhx0BBAAEhx4BAQAFhyABAgAGgJ8BAgA%3D',
      'numbered 1102 shindenbutai "Shindenbutai SNT 7/10 " 300 | 1=[1819-1-3, 1819-1-5, 1824-1-2, 1817-1-7, 167-1-3, 1829-1-1] 2=[1818-1-2, 1823-1-1, 1821-1-4, 1822-1-1, 1824-1-2, 159-1-2]',
    ],
    [
      // Positions 3..7 in the first byte ("skipping counter").
      'gS0HYXJpYWRuYQpQb3dlcmhvdXNlgSwBAQEABQOA5wECAAAEhH4BAgAABYDuAQUAAAaEZgEHAAAHgQcBAgAA',
      'customised 301 ariadna "Powerhouse" 300 | 1=[231-1-2, 1150-1-2, 238-1-5, 1126-1-7, 263-1-2]',
    ],
    [
      'ahpzdmFsYXJoZWltYS1zLXdpbnRlci1mb3JjZQl0ZXN0IGNvZGWBLAIBAQAIAIXTAQEAAACGIgEEAAAAAQEJAAAAAQEKAAAAhd0BAgAAABEBAQAAAIXcAQEAAACFzAEBAAACAQABAIXOAQQAAA%3D%3D',
      'customised 106 svalarheima-s-winter-force "test code" 300 | 1=[1491-1-1, 1570-1-4, 1-1-9, 1-1-10, 1501-1-2, 17-1-1, 1500-1-1, 1484-1-1] 2=[1486-1-4]',
    ],
    [
      // Spec-Ops choices as customisation strings.
      'gl0JbmV4dC13YXZlASCBLAEBAQAEAIePAQYAAQFyW3sidHlwZSI6InN0YXQiLCJzdGF0IjoibW92ZTAiLCJxIjoxNX0seyJ0eXBlIjoic3RhdCIsInN0YXQiOiJtb3ZlMSIsInEiOjEwfSx7InR5cGUiOiJza2lsbCIsImlkIjo0MCwiZXh0cmEiOls2XX1dAIePAgIAAQEbW3sidHlwZSI6InNraWxsIiwiaWQiOjIxM31dAIePAwEAAQEbW3sidHlwZSI6IndlYXBvbiIsImlkIjo4MX1dAIeBAQMAAQIjW3sidHlwZSI6InN0YXQiLCJzdGF0IjoiYnMiLCJxIjoxfV0mW3sidHlwZSI6InNraWxsIiwiaWQiOjI4LCJleHRyYSI6WzZdfV0%3D',
      'customised 605 next-wave " " 300 | 1=[1935-1-6+1, 1935-2-2+1, 1935-3-1+1, 1921-1-3+2]',
    ],
  ])('%s', (code, expected) => {
    expect(decoded(code)).toBe(expected);
  });

  it('a customisation string is kept as given', () => {
    const r = decodeArmyCode(
      'gl0JbmV4dC13YXZlASCBLAEBAQABAIeBAQcAAQIjW3sidHlwZSI6InN0YXQiLCJzdGF0IjoiYnMiLCJxIjoxfV0aW3sidHlwZSI6InNraWxsIiwiaWQiOjY3fV0%3D',
    );
    expect(r.ok && r.value.groups[0]?.members[0]?.customisations).toEqual([
      '[{"type":"stat","stat":"bs","q":1}]',
      '[{"type":"skill","id":67}]',
    ]);
  });

  it('the early layout (Infinity-Army-Tools): [number, count], members [0, unit, group, option, 0]', () => {
    // faction 1 "pano", name " ", 300 points, 1 group: #1 with 2 members.
    const bytes = [1, 4, ...'pano'.split('').map((c) => c.charCodeAt(0)), 1, 32, 0x81, 0x2c, 1];
    bytes.push(1, 2, 0, 5, 1, 3, 0, 0, 0x81, 0x2c, 2, 1, 0);
    const r = decodeArmyCodeBytes(Uint8Array.from(bytes));
    expect(r.ok && summary(r.value)).toBe('early 1 pano " " 300 | 1=[5-1-3, 300-2-1]');
  });
});

describe('malformed codes: one error naming what and where', () => {
  const nomads = 'gfUGbm9tYWRzASCBLAEBAQACAIbiAQEAAIGeAQEA';
  const bytes = (n: readonly number[]) => codeText(Uint8Array.from(n));
  it.each([
    ['empty', '  ', 'army code: empty'],
    ['not base64', 'gfUG!m9t', '"!" is not base64 (position 5)'],
    ['a bad URL escape', 'gfUG%2', '"%" at position 5 is not followed by two hex digits'],
    ['padding in the middle', 'gf==UGbm', 'padding "=" may only end the code (position 3)'],
    ['one character too many', nomads + 'A', '41 base64 characters cannot be whole bytes'],
    [
      'truncated',
      nomads.slice(0, 36),
      'the code ends at byte 27 while reading combat group 1 member 2',
    ],
    [
      'a length prefix past the end',
      bytes([1, 40, 0x61, 0x62]),
      'the length of the faction slug at byte 1 is 40, past the end of the code (2 bytes left)',
    ],
    [
      'trailing bytes',
      codeText(Uint8Array.from([...(codeBytes(nomads) as { value: Uint8Array }).value, 7, 7])),
      '2 trailing bytes after the last combat group, from byte 30',
    ],
    [
      'an unknown layout',
      bytes([1, 1, 0x61, 1, 32, 10, 1, 1, 7, 1, 0, 5, 1, 1, 0]),
      "unknown layout: combat group 1's version byte at byte 8 is 7",
    ],
    [
      'bad UTF-8 in a name',
      bytes([1, 2, 0xc3, 0x28, 0, 10, 0]),
      'the faction slug at byte 2 is not valid UTF-8',
    ],
  ])('%s', (_, code, message) => {
    const r = decodeArmyCode(code);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain(message);
  });
});

const member = fc.record({
  unitId: fc.integer({ min: 0, max: 0x7fff }),
  profileGroupId: fc.integer({ min: 0, max: 0x7fff }),
  optionId: fc.integer({ min: 0, max: 0x7fff }),
  slot: fc.integer({ min: 0, max: 0x7fff }),
  customisations: fc.array(fc.string({ maxLength: 40 }), { maxLength: 3 }),
});

/** A random code in `layout`, with only what that layout can hold. */
const codeIn = (layout: Layout): fc.Arbitrary<ArmyCode> =>
  fc
    .record({
      factionId: fc.integer({ min: 0, max: 0x7fff }),
      factionSlug: fc.string({ maxLength: 30 }),
      armyName: fc.string({ unit: 'grapheme', maxLength: 60 }),
      points: fc.integer({ min: 0, max: 0x7fff }),
      groups: fc.array(
        fc.record({ reinforcement: fc.boolean(), members: fc.array(member, { maxLength: 12 }) }),
        { maxLength: 5 },
      ),
    })
    .map((c): ArmyCode => ({
      layout,
      ...c,
      groups: c.groups.map((g, i) => ({
        number: i + 1,
        reinforcement:
          layout === 'reinforcement' || layout === 'customised' ? g.reinforcement : null,
        members: g.members.map((m) => ({
          ...m,
          slot: layout === 'early' ? 0 : m.slot,
          customisations: layout === 'customised' ? m.customisations : [],
        })),
      })),
    }));

describe('round trips', () => {
  it.each(LAYOUTS)('%s: encode(decode(bytes)) gives the same bytes, text in any form', (layout) => {
    fc.assert(
      fc.property(codeIn(layout), fc.boolean(), fc.boolean(), (code, pad, url) => {
        const bytes = encodeArmyCode(code);
        const back = decodeArmyCode(codeText(bytes, { pad, url }));
        expect(back.ok).toBe(true);
        if (!back.ok) return;
        expect(encodeArmyCode(back.value)).toEqual(bytes);
        // The ids always come back; the layout does too unless two layouts read the same bytes.
        expect(summary({ ...back.value, layout })).toBe(summary(code));
      }),
      { numRuns: runs(300) },
    );
  });
});

describe('random bytes', () => {
  it('decode to a code or a one-line error, never a crash', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        const r = decodeArmyCodeBytes(bytes);
        if (!r.ok) expect(r.error.message).not.toContain('\n');
      }),
      { numRuns: runs(3000) },
    );
  });

  it('random text: a code or a one-line error', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const r = decodeArmyCode(text);
        if (!r.ok) expect(r.error.message).toMatch(/^army code: /);
      }),
      { numRuns: runs(3000) },
    );
  });
});
