/**
 * Cover stands only against BS Attacks, and state-only hacking programs give their state
 * (docs/rules.md §6.2, §8.2, §8.8). Figures are exact, from an independent reference
 * written from the rules (fractions): CC dead 1.71%, Trinity dead 48.21%, Carbonite
 * IMM-B 799/1024, Oblivion Isolated 75.05%, Total Control Possessed 61.82%, N5 Spotlight
 * Targeted 71.52%.
 */
import { describe, expect, it } from 'vitest';
import { cli } from './harness.js';

interface Dmg {
  lethal: boolean;
  states: Record<string, number>;
  statesExact: Record<string, string>;
  effect?: { state: string; exact: string; probability: number; immB?: string[] };
  target: { cover: boolean };
}
const damageOf = async (line: string, side: 'active' | 'reactive' = 'active') => {
  const r = await cli(`${line} --json`);
  expect(r.code).toBe(0);
  const out = JSON.parse(r.stdout) as { damage: Record<string, Dmg | null> };
  const d = out.damage[side];
  if (d === null || d === undefined) throw new Error('no damage');
  return { d, stderr: r.stderr };
};
const pct = (p: number) => (p * 100).toFixed(2);

describe('Partial Cover only against BS Attacks (docs/rules.md §6.2, §8.2)', () => {
  it('a CC Attack: no +3 cover save, and a warning that --vs-cover changes nothing', async () => {
    const line = 'odds 14 vs 13 --cc --dam 13 --vs-arm 1';
    const { d, stderr } = await damageOf(`${line} --vs-cover`);
    const plain = await damageOf(line);
    expect(pct(d.states.dead ?? 0)).toBe('1.71');
    expect(d.statesExact).toEqual(plain.d.statesExact);
    expect(d.target.cover).toBe(false);
    expect(stderr).toContain("--vs-cover changes nothing against the enemy's CC Attack");
    const text = await cli(`${line} --vs-cover`);
    expect(text.stdout).toContain('Save: ARM 1: fails on 1-12');
    expect(text.stdout).not.toContain('cover');
  });

  it('the reactive answers a CC Attack in CC: the active trooper keeps no cover save', async () => {
    const line = 'odds 14 vs 13 --cc --dam 13 --vs-dam 13 --arm 1';
    const { d, stderr } = await damageOf(`${line} --cover`, 'reactive');
    expect(d.statesExact).toEqual((await damageOf(line, 'reactive')).d.statesExact);
    expect(stderr).toContain("--cover changes nothing against the enemy's CC Attack");
  });

  it.each(['n4', 'n5'])(
    '%s: Trinity against a hacker in cover saves without the +3',
    async (ed) => {
      const { d, stderr } = await damageOf(
        `odds 14 --program trinity --vs-bts 3 --vs-cover --rules ${ed}`,
      );
      expect(d.lethal).toBe(true);
      expect(pct(d.states.dead ?? 0)).toBe('48.21');
      expect(stderr).toContain("against the enemy's hacking Attack");
    },
  );

  it('a BS Attack still gets both halves', async () => {
    const r = await cli('odds 14 --dam 13 --vs-arm 1 --vs-cover');
    expect(r.stdout).toContain('ARM 1 +3 cover = 4: fails on 1-9');
    expect(r.stdout).toContain('-3 cover');
    expect(r.stderr).toBe('');
  });
});

describe('state-only programs give the state, never wounds (docs/rules.md §8.8)', () => {
  it.each([
    ['odds 14 --program carbonite --vs-bts 3', 'imm-b', '78.03', 'Immobilized-B'],
    ['odds 14 --program carbonite --vs-bts 3 --vs-cover', 'imm-b', '78.03', 'Immobilized-B'],
    ['odds 14 --program oblivion --vs-bts 3', 'isolated', '75.05', 'Isolated'],
    ['odds 14 --program oblivion --vs-bts 3 --rules n5', 'isolated', '75.05', 'Isolated'],
    ['odds 14 --program "total control" --vs-bts 3', 'possessed', '61.82', 'Possessed'],
    ['odds 14 --program spotlight --vs-bts 3 --rules n5', 'targeted', '71.52', 'Targeted'],
  ])('%s: %s %s%%', async (line, state, p, label) => {
    const { d } = await damageOf(line);
    expect(d.lethal).toBe(false);
    expect(d.effect?.state).toBe(state);
    expect(pct(d.effect?.probability ?? 0)).toBe(p);
    // A program's Isolated is not E/M's: no IMM-B list.
    expect(d.effect?.immB).toBeUndefined();
    expect(d.statesExact).toEqual({ unhurt: '1', wounded: '0', unconscious: '0', dead: '0' });
    const text = await cli(line);
    expect(text.stdout).toContain(`${label}: ${p}% (no wounds: non-lethal)`);
    expect(text.stdout).not.toMatch(/unconscious|dead/);
    expect(text.stdout).not.toContain('E/M also IMM-B');
    const md = await cli(`${line} --format md`);
    expect(md.stdout).toContain(`| ${state} | ${p}% |`);
    const csv = await cli(`${line} --format csv`);
    expect(csv.stdout).toMatch(new RegExp(`^damage,,,,[0-9.]+,${state}$`, 'm'));
  });

  it('Carbonite is exactly 799/1024', async () => {
    const { d } = await damageOf('odds 14 --program carbonite --vs-bts 3');
    expect(d.effect?.exact).toBe('799/1024');
  });

  it('E/M keeps its IMM-B list', async () => {
    const { d } = await damageOf('odds 14 --dam 13 --ammo em --vs-bts 3');
    expect(d.effect?.immB).toEqual(['HI', 'REM', 'TAG']);
  });
});

describe('White Noise refusal (docs/rules.md §8.4)', () => {
  it.each([
    ['odds 13b3 vs 12 --with msv1 --zone white-noise', 'msv1 (--with)'],
    ['odds 13b3 vs 12 --with marksmanship --zone white-noise', 'marksmanship (--with)'],
  ])('%s: the hint drops the word, never adds a visor', async (line, word) => {
    const r = await cli(line);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`roll without ${word}`);
    expect(r.stderr).not.toContain('give the trooper a visor');
  });

  it('Zero Visibility still suggests a visor', async () => {
    const r = await cli('odds 13b3 vs 12 --zone zero');
    expect(r.stderr).toContain('give the trooper a visor (--with msv1)');
  });
});
