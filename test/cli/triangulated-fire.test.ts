/**
 * Triangulated Fire (docs/rules.md §10.14): a declared word whose BS Attack takes no MOD
 * (range typed or filled, cover, Mimetism, zones), refused in ARO and in CC; the
 * `triangulated-fire` choice's `off` rolls it as an ordinary BS Attack.
 */
import { describe, expect, it } from 'vitest';
import { cli } from './harness.js';

interface Answer {
  readonly total: string;
  readonly outcomes: readonly unknown[];
  /** The roller's SV: `active` in a Face-to-Face answer, `roller` in a Normal roll's. */
  readonly sv: number;
}

async function odds(line: string): Promise<Answer> {
  const r = await cli(`${line} --json`);
  expect(r.stderr).toBe('');
  const a = JSON.parse(r.stdout) as Omit<Answer, 'sv'> & {
    readonly active?: { readonly sv: number };
    readonly roller?: { readonly sv: number };
  };
  return { ...a, sv: (a.active ?? a.roller)?.sv ?? Number.NaN };
}

// Long range, Partial Cover, Mimetism (-6) and a Low Visibility zone on the shot.
const HARD = '--mod range=-6 --vs-cover --vs-with mimetism6 --zone low';
// Face-to-Face: the zone would take -3 from the target's answer too, which keeps its MODs.
const HARD_FTF = '--mod range=-6 --vs-cover --vs-with mimetism6';

describe.each(['n4', 'n5'] as const)('Triangulated Fire, %s', (ed) => {
  it.each([
    ['odds 13b3', '13b3', HARD],
    ['odds 12b2 vs 11', '12b2 vs 11', HARD_FTF],
  ])(
    '%s: with the word, the hard shot has the odds of the bare attribute',
    async (_, spec, hard) => {
      const bare = await odds(`odds ${spec} --rules ${ed}`);
      const tri = await odds(`odds ${spec} --rules ${ed} ${hard} --with triangulated-fire`);
      expect(tri.sv).toBe(bare.sv);
      expect(tri.total).toBe(bare.total);
      expect(tri.outcomes).toEqual(bare.outcomes);
    },
  );

  it('without the word, or with triangulated-fire=off, the MODs stand', async () => {
    const plain = await odds(`odds 13b3 --rules ${ed} ${HARD}`);
    const off = await odds(
      `odds 13b3 --rules ${ed} ${HARD} --with triangulated-fire --choice triangulated-fire=off`,
    );
    expect(plain.sv).toBe(1);
    expect(off.sv).toBe(plain.sv);
    expect(off.outcomes).toEqual(plain.outcomes);
  });

  it.each([
    ['in ARO', `odds 13b3 vs 12 --vs-with triangulated-fire`, 'not in ARO', '--vs-with'],
    ['in CC', `odds 15 vs 13 --cc --with triangulated-fire`, 'not as a CC Attack', '--with'],
  ])('refused %s, naming it', async (_, line, why, flag) => {
    const r = await cli(`${line} --rules ${ed}`);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`triangulated-fire is declared only as a BS Attack`);
    expect(r.stderr).toContain(why);
    expect(r.stderr).toContain(`drop triangulated-fire from ${flag}`);
  });
});
