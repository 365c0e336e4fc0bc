import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueOf, parseChoices, resolveMods, type Zone } from '../../../src/core/mods/index.js';
import { ftfOdds, normalOdds, oddsSideOf } from '../../../src/core/roll/odds.js';
import { sideOf } from '../../../src/core/roll/dice.js';
import { EDITIONS, type EditionId } from '../../../src/core/rules/index.js';
import { runs } from '../../properties.js';

describe.each(['n4', 'n5'] as const)('%s catalogue (infcalc mods)', (ed) => {
  const cat = catalogueOf(EDITIONS[ed].mods);

  it('lists every word once, with a section and what it changes', () => {
    const words = cat.words.map((w) => w.word);
    expect(new Set(words).size).toBe(words.length);
    for (const w of cat.words) {
      expect(w.section).toMatch(/^§\d{1,2}\.\d+$/);
      // A word that changes nothing says so (Protheion: no MOD, §8.6).
      const none = w.summary.startsWith('no MOD');
      expect(
        w.changes.length > 0 || w.unconfirmed !== null || w.choices.length > 0 || w.noRoll || none,
      ).toBe(true);
    }
  });

  it('every choice a word depends on is offered, with its default among its values', () => {
    const offered = new Set(cat.choices.map((c) => c.id));
    for (const w of cat.words) for (const c of w.choices) expect(offered.has(c.id)).toBe(true);
    for (const c of cat.choices) expect(c.values).toContain(c.default);
  });
});

describe('the catalogue says what a word changes', () => {
  const n4 = catalogueOf(EDITIONS.n4.mods);
  const n5 = catalogueOf(EDITIONS.n5.mods);
  const changes = (cat: typeof n4, word: string) => cat.words.find((w) => w.word === word)?.changes;

  it('Mimetism -6: the enemy BS Attack and Discover, Normal and F2F', () => {
    expect(changes(n4, 'mimetism6')).toEqual([
      'enemy BS Attack -6 (Normal and F2F)',
      'enemy Discover -6 (Normal and F2F)',
    ]);
  });

  it('Martial Arts L5: N4 damage and burst, N5 burst and SD', () => {
    expect(changes(n4, 'ma5')).toEqual([
      'own CC Attack +3 (Normal and F2F)',
      'every enemy roll -3 (F2F only; while it makes a CC Attack)',
      'PH Damage +3 on own CC Attack',
      'B +1 on own CC Attack',
    ]);
    expect(changes(n5, 'ma5')).toEqual([
      'own CC Attack +3 (Normal and F2F)',
      'every enemy roll -3 (F2F only; while it makes a CC Attack)',
      'B +1 on own CC Attack',
      'SD +1 on own CC Attack',
    ]);
  });

  it('N5 only: combat-instinct; N4 only: the mod-cap choice is not offered', () => {
    expect(changes(n4, 'combat-instinct')).toBeUndefined();
    expect(changes(n5, 'combat-instinct')).toEqual(['every own roll ignores surprise MODs']);
    expect(n4.choices.map((c) => c.id)).not.toContain('mod-cap');
    expect(n5.choices.map((c) => c.id)).toContain('mod-cap');
  });
});

describe('parseChoices (--choice NAME=VALUE)', () => {
  it('reads answers', () => {
    expect(parseChoices(EDITIONS.n5.mods, ['mod-cap=off', 'msv-unknown=L1'], '--choice')).toEqual({
      ok: true,
      value: { 'mod-cap': 'off', 'msv-unknown': 'l1' },
    });
  });

  it.each([
    ['mod-cap=off', 'n4', 'choice mod-cap (--choice) does not apply to these rules'],
    ['mod-cp=off', 'n5', 'unknown choice "mod-cp"'],
    ['mod-cap=maybe', 'n5', 'choice mod-cap takes on or off, not "maybe"'],
    ['mod-cap', 'n5', 'choice mod-cap takes on or off, not ""'],
  ] as [string, EditionId, string][])('%j in %s: %s', (text, ed, message) => {
    const r = parseChoices(EDITIONS[ed].mods, [text], '--choice');
    expect(r.ok ? '' : r.error.message).toContain(message);
  });
});

/**
 * Property (issue 19): words that only add MODs give the same odds as the equivalent
 * typed MODs. Mimetism on the target, Surprise Attack of the attacker, cover, Low and
 * Poor zones and the range, against a plain spec with those MODs typed in.
 */
describe('words that only add MODs = typed MODs (exact odds)', () => {
  const MIM = { none: 0, mimetism3: -3, mimetism6: -6 } as const;
  const ZONE = { none: 0, low: -3, poor: -6 } as const;

  it.each(['n4', 'n5'] as const)('%s', (ed) => {
    const edition = EDITIONS[ed];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 25 }),
        fc.constantFrom(...(Object.keys(MIM) as (keyof typeof MIM)[])),
        fc.constantFrom(...(Object.keys(ZONE) as (keyof typeof ZONE)[])),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(3, 0, -3, -6),
        fc.boolean(),
        (attr, burst, rAttr, mim, zone, cover, surprise, range, ftf) => {
          const zones: Zone[] = zone === 'none' ? [] : [zone];
          const out = resolveMods({
            rules: edition.mods,
            active: {
              attribute: attr,
              burst,
              roll: 'bs',
              range,
              words: surprise ? ['surprise3'] : [],
            },
            reactive: {
              attribute: rAttr,
              burst: 1,
              roll: ftf ? 'bs' : null,
              words: mim === 'none' ? [] : [mim],
              cover,
            },
            ftf,
            zones,
          });
          const typedA = sideOf({
            attribute: attr,
            burst,
            mods: [range, MIM[mim], ZONE[zone], cover ? -3 : 0].map((value) => ({
              value,
              label: null,
            })),
          });
          const a = out.active?.side;
          if (a === undefined) throw new Error('active side missing');
          if (!ftf) {
            expect(normalOdds(oddsSideOf(a), edition.dice)).toEqual(
              normalOdds(oddsSideOf(typedA), edition.dice),
            );
            return;
          }
          const typedR = sideOf({
            attribute: rAttr,
            burst: 1,
            mods: [ZONE[zone], surprise ? -3 : 0].map((value) => ({ value, label: null })),
          });
          const r = out.reactive?.side;
          if (r === undefined) throw new Error('reactive side missing');
          expect(ftfOdds(oddsSideOf(a), oddsSideOf(r), edition.dice)).toEqual(
            ftfOdds(oddsSideOf(typedA), oddsSideOf(typedR), edition.dice),
          );
        },
      ),
      { numRuns: runs(150) },
    );
  });
});
