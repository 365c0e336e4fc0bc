import { describe, expect, it } from 'vitest';
import { parseNamedMod, parseSpec } from '../../../src/core/roll/spec.js';

const v = (m: number[]) => m.map((value) => ({ value, label: null }));

describe('parseSpec (roll spec grammar)', () => {
  it.each([
    ['13', 13, [], 1],
    ['13-3', 13, [-3], 1],
    ['12+3-3b3', 12, [3, -3], 3],
    ['23b2', 23, [], 2],
    ['11-6-3-6', 11, [-6, -3, -6], 1],
    ['12B4', 12, [], 4],
    ['0', 0, [], 1],
    ['99+99b100', 99, [99], 100],
  ])('%s', (src, attribute, mods, burst) => {
    expect(parseSpec(src)).toEqual({ ok: true, value: { attribute, mods: v(mods), burst } });
  });

  it.each([
    ['', 0, 'ends where'],
    ['x', 0, 'unexpected "x" at character 1'],
    ['13x', 2, 'unexpected "x" at character 3'],
    ['13+', 3, 'ends where a number after "+"'],
    ['13 -3', 2, 'unexpected " " at character 3'],
    ['100', 0, 'attribute 100'],
    ['12+100', 2, 'MOD +100'],
    ['12b0', 2, 'burst 0'],
    ['12b101', 2, 'burst 101'],
    ['12b3-3', 4, 'unexpected "-" at character 5'],
    ['12b', 3, 'ends where a burst'],
    ['-3', 0, 'unexpected "-" at character 1'],
  ])('rejects %j at index %i', (src, index, message) => {
    const r = parseSpec(src);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toContain(message);
    expect(r.error.at).toEqual({ kind: 'position', source: src, index });
    expect(r.error.hint).toContain('ATTR[+MOD|-MOD]');
  });
});

describe('parseNamedMod', () => {
  it.each([
    ['range=+3', 'range', 3],
    ['cover=-3', 'cover', -3],
    ['mimetism=-6', 'mimetism', -6],
    ['3', null, 3],
    ['-6', null, -6],
  ])('%s', (src, label, value) => {
    expect(parseNamedMod(src)).toEqual({ ok: true, value: { label, value } });
  });
  it.each(['cover=', '=3', 'cover=x', 'cover=+100'])('rejects %s', (src) => {
    expect(parseNamedMod(src).ok).toBe(false);
  });
});
