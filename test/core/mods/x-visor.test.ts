/**
 * X Visor (docs/rules.md §10.12): its owner's negative range MODs -3 -> 0 and -6 -> -3,
 * typed or from the weapon's band, in both editions and turns; `x-visor=off` keeps them.
 */
import { describe, expect, it } from 'vitest';
import { trooper } from './trooper.js';
import { resolveMods } from '../../../src/core/mods/index.js';
import { EDITIONS, type EditionId } from '../../../src/core/rules/index.js';

/** The shooter's SV with an X Visor, its range MOD typed or from its band. */
function sv(
  ed: EditionId,
  range: { typed: number } | { band: number },
  opts: { active?: boolean; ftf?: boolean; off?: boolean; words?: string[] } = {},
): number {
  const shooter = trooper('bs', {
    words: opts.words ?? ['xvisor'],
    ...('typed' in range
      ? { typed: [{ label: 'range', value: range.typed }] }
      : { range: range.band }),
  });
  const target = trooper(opts.ftf === true ? 'bs' : null);
  const active = opts.active !== false;
  const out = resolveMods({
    rules: EDITIONS[ed].mods,
    active: active ? shooter : target,
    reactive: active ? target : shooter,
    ftf: opts.ftf === true,
    ...(opts.off === true ? { choices: { 'x-visor': 'off' } } : {}),
  });
  const side = active ? out.active : out.reactive;
  if (side === null) throw new Error('no roll');
  return side.side.sv.sv;
}

describe.each(['n4', 'n5'] as const)('X Visor, %s', (ed) => {
  it.each([
    [-3, 13],
    [-6, 10],
    [0, 13],
    [3, 16],
  ])('a range MOD of %i counts as SV %i', (mod, want) => {
    expect(sv(ed, { typed: mod })).toBe(want);
    expect(sv(ed, { band: mod })).toBe(want);
  });
  it('acts in ARO and in a Face-to-Face roll alike', () => {
    expect(sv(ed, { typed: -6 }, { active: false, ftf: true })).toBe(10);
    expect(sv(ed, { band: -3 }, { ftf: true })).toBe(13);
  });
  it('x-visor=off keeps the range MODs; without the visor nothing changes', () => {
    expect(sv(ed, { typed: -6 }, { off: true })).toBe(7);
    expect(sv(ed, { typed: -6 }, { words: [] })).toBe(7);
  });
});
