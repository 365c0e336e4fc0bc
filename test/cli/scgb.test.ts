import { describe, expect, it } from 'vitest';
import { cli, exampleFiles, transcript } from './harness.js';

const files = exampleFiles();

describe('infcalc scgb move (golden)', () => {
  it('legal and illegal orders, text and JSON, bad input', async () => {
    const t = await transcript(
      [
        'scgb move examples/scgb-move.json',
        'scgb move examples/scgb-illegal.json',
        'scgb move examples/scgb-move.json --json',
        'scgb move -',
        'schema scgb-move',
      ],
      {
        files,
        stdin:
          '{"player":"red","faction":"terran","activePlanet":"Char","planets":{"Char":{"areas":{}}},"moves":[{"from":"Char/A1","to":"Char/A2","units":1}]}',
      },
    );
    await expect(t).toMatchFileSnapshot('../golden/scgb.txt');
  });

  it('exit codes: 0 legal, 1 illegal, 2 bad input', async () => {
    expect((await cli('scgb move examples/scgb-move.json', { files })).code).toBe(0);
    expect((await cli('scgb move examples/scgb-illegal.json', { files })).code).toBe(1);
    expect((await cli('scgb move -', { stdin: '{}' })).code).toBe(2);
  });
});
