import { describe, expect, it } from 'vitest';
import { cli, transcript } from './harness.js';

describe('infcalc mods (golden)', () => {
  it('the catalogue of both editions, one word, bad words', async () => {
    const t = await transcript([
      'mods',
      'mods --rules n5',
      'mods "Martial Arts L3"',
      'mods ma3 --rules n5 --json',
      'mods mimetsm6',
      'mods combat-instinct',
    ]);
    await expect(t).toMatchFileSnapshot('../golden/mods.txt');
  });

  it('--json lists every word with what it changes, the programs and the choices', async () => {
    const r = JSON.parse((await cli('mods --rules n5 --json')).stdout) as {
      words: { word: string; changes: string[] }[];
      programs: { name: string; damage: number | null }[];
      choices: { id: string; default: string }[];
      rules: string;
    };
    expect(r.rules).toBe('n5');
    expect(r.words.find((w) => w.word === 'fireteam2')?.changes).toEqual([
      'SD +1 on own BS Attack',
    ]);
    expect(r.programs.find((p) => p.name === 'Carbonite')?.damage).toBe(7);
    expect(r.choices.find((c) => c.id === 'mod-cap')?.default).toBe('on');
  });
});
