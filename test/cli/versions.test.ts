/**
 * Every faction's own unit from the CLI (docs/game-data.md, "Faction versions"): `unit`
 * shows each version and AVA per faction; a question the versions answer differently is
 * refused (exit 2) without --faction; --faction by name.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRACKETS_FILE, otherVersion } from '../fixtures/brackets.js';
import { transcript } from './harness.js';

const meta = JSON.parse(readFileSync('examples/metadata.json', 'utf8')) as { factions: unknown[] };
meta.factions.push(
  { id: 9020, name: "L' Équipe Argent", slug: 'l-equipe-argent' },
  { id: 9021, name: 'Ōban', slug: 'oban' },
);
const files = {
  'v/metadata.json': JSON.stringify(meta),
  'v/9020-l-equipe-argent.json': JSON.stringify(BRACKETS_FILE),
  'v/9021-oban.json': JSON.stringify(otherVersion({ skill: true, points: 25, ava: 255 })),
  'v/9001-example-company.json': readFileSync('examples/9001-example-company.json', 'utf8'),
};
const ASK = '--weapon "Combi Rifle" --range 30cm --vs-unit fusilier --data v --rules n5';

describe('faction versions (golden)', () => {
  it('unit, odds and --faction by name', async () => {
    const t = await transcript(
      [
        'unit bracketeers --data v --rules n5',
        'unit bracketeers --faction oban --data v --rules n5',
        'unit bracketeers --faction "l\' équipe argent" --data v --rules n5 --json',
        `odds --unit bracketeers ${ASK}`,
        `odds --unit bracketeers --faction "Ōban" ${ASK}`,
        // The option's Mimetism (-3) is part of any question with the trooper: refused too.
        'odds --unit bracketeers --profile 7 --weapon "CC Weapon" --vs-unit fusilier --data v --rules n5',
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/unit-versions.txt');
  });
});
