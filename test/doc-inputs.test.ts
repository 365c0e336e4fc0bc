/**
 * The input samples of README.md and docs/*.md (the ```jsonc blocks) are real input: with
 * their comments taken out, each one is accepted by the command it documents. The
 * Move-order sample is also a legal order, and is the bundled example itself; the compare
 * sample is examples/compare.json.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli } from './cli/harness.js';
import { allBlocks } from './doc-blocks.js';

const blocks = allBlocks();
const samples = blocks.filter((b) => b.info === 'jsonc').map((b) => b.lines.join('\n'));

/** JSONC to JSON: drop `//` comments outside strings, then commas before `}` or `]`. */
function stripJsonc(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (inString) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === '"') inString = false;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else {
      if (c === '"') inString = true;
      out += c;
    }
  }
  return out.replace(/,(\s*[}\]])/g, '$1');
}

/** Which command reads a sample, told by a key only that format has. */
function commandFor(json: Record<string, unknown>): string {
  if ('activePlanet' in json) return 'scgb move -';
  if ('reactive' in json) return 'engage -';
  return 'validate -';
}

describe('documentation input samples', () => {
  it('has the army list, engagement and Move-order samples', () => {
    expect(
      samples.map((s) => commandFor(JSON.parse(stripJsonc(s)) as Record<string, unknown>)),
    ).toEqual(expect.arrayContaining(['validate -', 'engage -', 'scgb move -']));
  });

  it.each(
    samples.map((s) => {
      const json = stripJsonc(s);
      return [commandFor(JSON.parse(json) as Record<string, unknown>), json];
    }),
  )('infcalc %s accepts its sample as it stands', async (command, json) => {
    const r = await cli(command, { stdin: json });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('the Move-order sample is examples/scgb-move.json', () => {
    const move = samples.find((s) => s.includes('activePlanet')) ?? '';
    expect(JSON.parse(stripJsonc(move))).toEqual(
      JSON.parse(readFileSync('examples/scgb-move.json', 'utf8')),
    );
  });

  it('the compare sample is examples/compare.json', () => {
    const compare = blocks.filter((b) => b.info === 'json' && b.lines.join('').includes('"spec"'));
    expect(compare).toHaveLength(1);
    expect(JSON.parse(compare[0]?.lines.join('\n') ?? '')).toEqual(
      JSON.parse(readFileSync('examples/compare.json', 'utf8')),
    );
  });
});
