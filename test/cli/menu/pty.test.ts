/**
 * The menu as a player meets it: the built bin/infcalc.js in a real pseudo-terminal
 * (python3's pty module, test/cli/menu/pty-drive.py), keys typed in and the screen read
 * back. A shot from the game data (examples/), changing one thing, Ctrl-C.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../temp.js';

const python = spawnSync('python3', ['--version']).status === 0;
const DOWN = '\u001b[B';

function drive(steps: readonly (readonly [string, string])[], env: Record<string, string> = {}) {
  const home = tempDir('infcalc-pty-');
  const spec = {
    argv: [process.execPath, 'bin/infcalc.js'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: home,
      INFCALC_DATA: join(process.cwd(), 'examples'),
      ...env,
    },
    steps,
  };
  const r = spawnSync('python3', ['test/cli/menu/pty-drive.py', JSON.stringify(spec)], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  return JSON.parse(r.stdout) as { screen: string; code: number | null; stuck?: string };
}

/** Pick the edition and a Fusilier with its first weapon at a Fusilier, 37 cm, in cover. */
const SHOT = [
  // N5: the example data is N5, and the edition of a question from game data is the data's.
  ['Rules edition', `${DOWN}\r`],
  ['What do you want to do?', '\r'],
  ['Your trooper: search a unit', 'fusil'],
  ['FUSILIER', '\r'],
  ['which weapon', '\r'],
  ['The target: search a unit', 'fusil'],
  ['FUSILIER', '\r'],
  ['which weapon', '\r'],
  ['Distance to the target (cm)', '37\r'],
  ['The situation', ' \r'],
  ['The target reacts', '\r'],
] as const;

describe.runIf(python)('the menu in a pseudo-terminal', () => {
  it('answers a shot from the game data, changes the distance, quits', () => {
    const quit = `${DOWN.repeat(8)}\r`;
    const r = drive([
      ...SHOT,
      ['Next', '\r'],
      ['Distance to the target (cm)', '\u0015' + '70\r'],
      ['Next', quit],
    ]);
    expect(r.stuck).toBeUndefined();
    expect(r.code).toBe(0);
    // The typed question's own command line (src/app/question), then the run's --data.
    expect(r.screen).toContain(
      "Equivalent command: infcalc odds vs --rules n5 --vs-cover --unit FUSILIERS --weapon 'Combi Rifle' --range 37cm --vs-unit FUSILIERS --vs-weapon 'Combi Rifle' --data ",
    );
    expect(r.screen).toContain('Face-to-Face odds (N5 rules)');
    expect(r.screen).toMatch(/--range 70cm --vs-unit/);
  }, 150_000);

  it('Ctrl-C in a picker exits 130 with one line', () => {
    const r = drive([
      ['Rules edition', '\r'],
      ['What do you want to do?', '\u0003'],
    ]);
    expect(r.code).toBe(130);
    expect(r.screen).toContain('infcalc: cancelled');
    expect(r.screen).not.toMatch(/at .*\.js:\d+/);
  }, 60_000);
});
