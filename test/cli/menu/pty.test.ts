/**
 * The menu as a player meets it: the built bin/infcalc.js in a real pseudo-terminal
 * (python3's pty module, test/cli/menu/pty-drive.py), keys typed in and the screen read
 * back. A shot from the game data (examples/), a shot from my army code at a searched
 * enemy with the next steps (change the distance, swap sides, the Discord message), the
 * code remembered for the next start, Ctrl-C.
 *
 * With INFCALC_MENU_TRANSCRIPT=FILE, the army-code session is written to FILE as the
 * transcript docs/command-line.md shows (the pickers' redrawing left out).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../temp.js';

const python = spawnSync('python3', ['--version']).status === 0;
const DOWN = '\u001b[B';
const UP = '\u001b[A';
const CODE = readFileSync('examples/patrol-code.txt', 'utf8').trim();

function drive(
  steps: readonly (readonly [string, string])[],
  home = tempDir('infcalc-pty-'),
  env: Record<string, string> = {},
) {
  const spec = {
    argv: [process.execPath, 'bin/infcalc.js'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: home,
      // Relative, as a player in the repository would give it: the commands shown say so.
      INFCALC_DATA: 'examples',
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

/**
 * The session as a transcript: each answered prompt (its `✔` line) and what the menu
 * printed after it, the pickers' redrawing (`?` lines, their choices) left out; an
 * answer longer than `keep` lines is cut at `…`.
 */
export function transcriptOf(screen: string, keep = 8): string {
  const out: string[] = ['infcalc'];
  let at = screen.indexOf('✔ ');
  while (at !== -1) {
    const lineEnd = screen.indexOf('\n', at);
    const next = screen.indexOf('✔ ', at + 2);
    const prompt = screen.indexOf('? ', lineEnd === -1 ? at : lineEnd);
    const stops = [next, prompt, screen.length].filter((i) => i !== -1 && i > at);
    const segment = screen.slice(at, Math.min(...stops)).replace(/\s+$/, '');
    const [first = '', ...rest] = segment.split('\n');
    out.push(first, ...rest.slice(0, keep), ...(rest.length > keep ? ['…'] : []));
    at = next;
  }
  return `${out.join('\n')}\n`;
}

/** Edition N5 (the example data's, pre-selected), no army code, then a shot. */
const START = [
  ['the game data’s edition', '\r'],
  ['My army code (optional', '\r'],
  ['What do you want to do?', '\r'],
] as const;

/**
 * A Fusilier with its first weapon and the first loadout that carries it (two do, one
 * with Lieutenant) at a Fusilier, 37 cm, in cover, shooting back.
 */
const SHOT = [
  ...START,
  ['Your trooper: search a unit', 'fusil'],
  ['FUSILIER', '\r'],
  ['which weapon', '\r'],
  ['FUSILIERS: which loadout', '\r'],
  ['The target: from', '\r'],
  ['The target: search a unit', 'fusil'],
  ['FUSILIER', '\r'],
  ['which weapon', '\r'],
  ['FUSILIERS: which loadout', '\r'],
  ['Distance to the target (cm)', '37\r'],
  ['The situation', ' \r'],
  ['The target reacts', '\r'],
] as const;

/**
 * The next-step picker as first drawn (its first choice highlighted): not its message
 * alone, which the line of the answer given ("✔ Next Swap sides") repeats while the
 * command runs.
 */
const NEXT_Q = '? Next\n❯ ';
/** Quit: the last of the next steps (the pickers loop: up from the first). */
const QUIT = `${UP}\r`;
/** A next step by its place in the list (0: change the distance). */
const NEXT = (at: number): string => `${DOWN.repeat(at)}\r`;

describe.runIf(python)('the menu in a pseudo-terminal', () => {
  it('answers a shot from the game data, changes the distance, quits', () => {
    const r = drive([
      ...SHOT,
      [NEXT_Q, '\r'],
      ['Distance to the target (cm)', '\u0015' + '70\r'],
      // Change the loadout: the second (a Spitfire), then its first weapon.
      [NEXT_Q, NEXT(4)],
      ['FUSILIERS: which loadout', `${DOWN}\r`],
      ['FUSILIERS: which weapon', '\r'],
      [NEXT_Q, QUIT],
    ]);
    expect(r.stuck).toBeUndefined();
    expect(r.code).toBe(0);
    // The typed question's own command line (src/app/question), then the run's --data.
    expect(r.screen).toContain(
      "Equivalent command: infcalc odds vs --rules n5 --vs-cover --unit FUSILIERS --option 1 --weapon 'Combi Rifle' --range 37cm --vs-unit FUSILIERS --vs-option 1 --vs-weapon 'Combi Rifle' --data examples",
    );
    expect(r.screen).toContain(
      'option 3  FUSILIER Lieutenant: Combi Rifle, Pistol, CC Weapon; Lieutenant',
    );
    expect(r.screen).toContain('Face-to-Face odds (N5 rules)');
    expect(r.screen).toMatch(/--range 70cm --vs-unit/);
    expect(r.screen).toContain('--unit FUSILIERS --option 2 --weapon Spitfire --range 70cm');
  }, 150_000);

  it("a searched Zhanshi's MULTI Rifle in Shock Mode at a Gravedigger's TAG profile", () => {
    const r = drive([
      ...START,
      ['Your trooper: search a unit', 'zhan'],
      ['ZHANSHI', '\r'],
      // Combi Rifle, Pistol, MULTI Rifle (its CC Weapon makes no BS Attack).
      ['ZHANSHI: which weapon', NEXT(2)],
      ['MULTI Rifle: which mode', NEXT(1)],
      ['The target: from', '\r'],
      ['The target: search a unit', 'grave'],
      ['GRAVEDIGGER', '\r'],
      ['GRAVEDIGGER: which profile', '\r'],
      ['GRAVEDIGGER: which weapon', '\r'],
      ['Distance to the target (cm)', '30\r'],
      ['The situation', '\r'],
      ['The target reacts', '\r'],
      [NEXT_Q, QUIT],
    ]);
    expect(r.stuck).toBeUndefined();
    expect(r.code).toBe(0);
    expect(r.screen).toContain('AP Mode: burst 3, PS 7, ammo AP, save ARM/2');
    // Each profile with its numbers (the line wraps at 80 columns); the answer line short.
    expect(r.screen).toContain('profile 2  GRAVEDIGGER OPERATOR (LI): MOV 10-10  CC 13  BS 12');
    expect(r.screen).toContain('✔ GRAVEDIGGER: which profile profile 1  GRAVEDIGGER (TAG)\n');
    expect(r.screen).toContain('✔ MULTI Rifle: which mode Shock Mode\n');
    expect(r.screen).toContain(
      "Equivalent command: infcalc odds vs --rules n5 --unit ZHANSHI --weapon 'MULTI Rifle:Shock Mode' --range 30cm --vs-unit GRAVEDIGGER --vs-weapon Spitfire --data examples",
    );
    expect(r.screen).toContain('Face-to-Face odds (N5 rules)');
  }, 150_000);

  it('my army code: its 1.3 at a searched enemy at 37 cm in cover; distance, swap, Discord', () => {
    const home = tempDir('infcalc-pty-');
    const r = drive(
      [
        ['Rules edition', '\r'],
        ['My army code (optional', `${CODE}\r`],
        ['What do you want to do?', '\r'],
        // My list's troopers by group and position, with their loadouts: 1.3 is the third.
        ['Your trooper: from the list, or search', `${DOWN.repeat(2)}\r`],
        ['FUSILIER Lieutenant: which weapon', '\r'],
        ['The target: from', '\r'],
        ['The target: search a unit', 'zhan'],
        ['ZHANSHI', '\r'],
        // Its MULTI Rifle (after the Combi Rifle and Pistol), in its first mode.
        ['ZHANSHI: which weapon', NEXT(2)],
        ['MULTI Rifle: which mode', '\r'],
        ['Distance to the target (cm)', '37\r'],
        ['The situation', ' \r'],
        ['The target reacts', '\r'],
        [NEXT_Q, '\r'],
        ['Distance to the target (cm)', '\u0015' + '20\r'],
        [NEXT_Q, NEXT(6)],
        // Swapped, the searched ZHANSHI attacks: its loadout can change (one step more).
        [NEXT_Q, NEXT(9)],
        [NEXT_Q, QUIT],
      ],
      home,
    );
    expect(r.stuck).toBeUndefined();
    expect(r.code).toBe(0);
    const s = r.screen;
    expect(s).toContain('1.3 FUSILIER Lieutenant (Combi Rifle, Pistol, CC Weapon, Lieutenant)');
    expect(s).toContain(`--code ${CODE} --trooper 1.3 --weapon 'Combi Rifle' --range 37cm`);
    expect(s).toContain('from data: list 1.3 FUSILIER Lieutenant: FUSILIERS');
    expect(s).toContain('Target: ARM 1, BTS 0, VITA 1, in cover');
    expect(s).toContain("--range 20cm --vs-unit ZHANSHI --vs-weapon 'MULTI Rifle:AP Mode'");
    // Swapped: the Zhanshi shoots at my Lieutenant, who is now the target.
    expect(s).toContain(
      `--unit ZHANSHI --weapon 'MULTI Rifle:AP Mode' --range 20cm --vs-code ${CODE}`,
    );
    expect(s).toContain(
      '**ZHANSHI (MULTI Rifle: AP Mode) vs FUSILIER Lieutenant (Combi Rifle) · 20 cm · target in cover** · N5 rules',
    );
    // The code is remembered in the config for the next start.
    const config = readFileSync(join(home, '.config', 'infcalc', 'config.json'), 'utf8');
    expect(JSON.parse(config)).toEqual({ 'army-code': CODE });
    const out = process.env.INFCALC_MENU_TRANSCRIPT;
    if (out !== undefined && out !== '') writeFileSync(out, transcriptOf(s));
    // docs/command-line.md shows this very session.
    const docs = readFileSync('docs/command-line.md', 'utf8');
    const shown = /```text\n(infcalc\n✔ Rules edition[\s\S]*?)```/.exec(docs)?.[1];
    expect(shown).toBe(transcriptOf(s));

    // The next start offers the remembered list first.
    const again = drive(
      [
        ['Rules edition', '\r'],
        ['Fusilier patrol (example-company), from your settings', '\r'],
        ['What do you want to do?', '\r'],
        ['Your trooper: from the list, or search', '\u0003'],
      ],
      home,
    );
    expect(again.stuck).toBeUndefined();
    expect(again.code).toBe(130);
  }, 150_000);

  it('a save at the table: my 1.3 hit by a searched Zhanshi', () => {
    const r = drive([
      ['the game data’s edition', '\r'],
      ['My army code (optional', `${CODE}\r`],
      ['What do you want to do?', NEXT(4)],
      ['My trooper that saves: from the list, or search', `${DOWN.repeat(2)}\r`],
      ['The weapon that hit: its trooper: from', '\r'],
      ['The weapon that hit: its trooper: search a unit', 'zhan'],
      ['ZHANSHI', '\r'],
      ['ZHANSHI: which weapon', '\r'],
      ['Hits that stood', '\u0015' + '2\r'],
      ['Criticals that stood', '\r'],
      // DA: the third of the chart's, after the weapon's own and N, AP.
      ['The ammunition that hit', `${DOWN.repeat(3)}\r`],
      ['in partial cover', 'y\r'],
      ['What do you want to do?', QUIT],
    ]);
    expect(r.stuck).toBeUndefined();
    expect(r.code).toBe(0);
    expect(r.screen).toMatch(
      /Equivalent command: infcalc save 2 0 --seed \S+ --rules n5 --ammo da --cover --weapon 'Combi Rifle' --unit ZHANSHI --vs-code \S+ --vs-trooper 1\.3 --data examples/,
    );
    expect(r.screen).toContain('Saving rolls: ARM 1, BTS 0, VITA 1, in cover (N5 rules)');
    expect(r.screen).toContain('2 saves per hit');
    expect(r.screen).toContain('list 1.3 FUSILIER Lieutenant: FUSILIERS');
  }, 60_000);

  it('close combat from my list, saved to the odds sheet and seen side by side', () => {
    const home = tempDir('infcalc-pty-');
    const r = drive(
      [
        ['Rules edition', '\r'],
        ['My army code (optional', `${CODE}\r`],
        ['What do you want to do?', NEXT(1)],
        ['Your trooper: from the list, or search', NEXT(2)],
        ['FUSILIER Lieutenant: which weapon', '\r'],
        ['The target: from', '\r'],
        ['The target: search a unit', 'zhan'],
        ['ZHANSHI', '\r'],
        ['ZHANSHI: which weapon', '\r'],
        ['The situation', '\r'],
        ['The target reacts', '\r'],
        [NEXT_Q, NEXT(6)],
        [NEXT_Q, QUIT],
      ],
      home,
    );
    expect(r.stuck).toBeUndefined();
    expect(r.code).toBe(0);
    expect(r.screen).toContain(
      `Equivalent command: infcalc odds vs --rules n5 --cc --code ${CODE} --trooper 1.3 --weapon 'CC Weapon' --vs-unit ZHANSHI --vs-weapon 'CC Weapon' --data examples`,
    );
    const sheet = join(home, '.local', 'state', 'infcalc', 'sheet.json');
    expect(r.screen).toContain(`Equivalent command: infcalc compare ${sheet} --data examples`);
    expect(r.screen).toContain('Exact odds of 1 matchup');
    const rows = JSON.parse(readFileSync(sheet, 'utf8')) as { name: string }[];
    expect(rows.map((x) => x.name)).toEqual([
      'FUSILIER Lieutenant (CC Weapon) vs ZHANSHI (CC Weapon) · cc · shoot',
    ]);
  }, 150_000);

  it('Dodge: a searched Zhanshi shoots at my 1.3, which Dodges', () => {
    const r = drive([
      ['Rules edition', '\r'],
      ['My army code (optional', `${CODE}\r`],
      ['What do you want to do?', NEXT(2)],
      ['How the enemy attacks', '\r'],
      ['The enemy that attacks: from', '\r'],
      ['The enemy that attacks: search a unit', 'zhan'],
      ['ZHANSHI', '\r'],
      ['ZHANSHI: which weapon', '\r'],
      ['My trooper that reacts: from the list, or search', NEXT(2)],
      ['Distance to the target (cm)', '20\r'],
      ['The situation', '\r'],
      [NEXT_Q, QUIT],
    ]);
    expect(r.stuck).toBeUndefined();
    expect(r.code).toBe(0);
    expect(r.screen).toContain(
      `Equivalent command: infcalc odds vs --rules n5 --vs-dodge --unit ZHANSHI --weapon 'Combi Rifle' --range 20cm --vs-code ${CODE} --vs-trooper 1.3 --data examples`,
    );
    expect(r.screen).toContain('Reactive: (Dodge)');
  }, 150_000);

  it('hacking: my 1.3 runs a program at a searched Zhanshi, which Resets', () => {
    const r = drive([
      ['Rules edition', '\r'],
      ['My army code (optional', `${CODE}\r`],
      ['What do you want to do?', NEXT(3)],
      ['Your trooper: from the list, or search', NEXT(2)],
      // The Fusilier carries no Hacking Device: the programs odds --program answers.
      ['The hacking program', NEXT(1)],
      ['The target: from', '\r'],
      ['The target: search a unit', 'zhan'],
      ['ZHANSHI', '\r'],
      ['The situation', '\r'],
      ['The target reacts', '\r'],
      [NEXT_Q, QUIT],
    ]);
    expect(r.stuck).toBeUndefined();
    expect(r.code).toBe(0);
    expect(r.screen).toContain(
      `Equivalent command: infcalc odds vs --rules n5 --program Oblivion --vs-reset --code ${CODE} --trooper 1.3 --vs-unit ZHANSHI --data examples`,
    );
    expect(r.screen).toContain('Reactive: (Reset)');
    // No weapon to change, nobody to swap with a program.
    expect(r.screen).not.toContain('Change the weapon');
    expect(r.screen).not.toContain('Swap sides');
  }, 150_000);

  it('my list: its orders, from the code given at the start', () => {
    const r = drive([
      ['Rules edition', '\r'],
      ['My army code (optional', `${CODE}\r`],
      ['What do you want to do?', NEXT(6)],
      ['What do you want to do?', QUIT],
    ]);
    expect(r.stuck).toBeUndefined();
    // The example patrol has two Lieutenants: orders exits 1, and the menu with it.
    expect(r.code).toBe(1);
    expect(r.screen).toContain('FUSILIER Lieutenant is a second Lieutenant');
    expect(r.screen).toContain(
      `Equivalent command: infcalc orders --code ${CODE} --rules n5 --data examples`,
    );
    expect(r.screen).toContain('Tactical Phase: 150 points (N5 rules)');
    expect(r.screen).toContain('FUSILIER Lieutenant  1 regular');
  }, 60_000);

  it('my list: is it valid?, its code pasted when the task asks', () => {
    const WARDENS = readFileSync('examples/fireteams-code.txt', 'utf8').trim();
    const r = drive([
      ['the game data’s edition', '\r'],
      ['My army code (optional', '\r'],
      ['What do you want to do?', NEXT(7)],
      ['My army code (paste it; Enter to go back)', `${WARDENS}\r`],
      ['What do you want to do?', QUIT],
    ]);
    expect(r.stuck).toBeUndefined();
    expect(r.code).toBe(0);
    expect(r.screen).toContain(
      `Equivalent command: infcalc validate --code ${WARDENS} --rules n5 --data examples`,
    );
    expect(r.screen).toContain('Warden patrol (example-wardens, faction 9020): 246/300 points');
    expect(r.screen).toMatch(/\nvalid\n/);
  }, 60_000);

  it('my list: its fireteams, from the code remembered in the settings', () => {
    const WARDENS = readFileSync('examples/fireteams-code.txt', 'utf8').trim();
    const home = tempDir('infcalc-pty-');
    const steps = [
      ['Rules edition', '\r'],
      ['My army code (optional', `${WARDENS}\r`],
      ['What do you want to do?', '\u0003'],
    ] as const;
    expect(drive(steps, home).code).toBe(130);
    const r = drive(
      [
        ['Rules edition', '\r'],
        ['Warden patrol (example-wardens), from your settings', '\r'],
        ['What do you want to do?', NEXT(8)],
        ['What do you want to do?', QUIT],
      ],
      home,
    );
    expect(r.stuck).toBeUndefined();
    expect(r.code).toBe(0);
    expect(r.screen).toContain(
      `Equivalent command: infcalc fireteams ${WARDENS} --rules n5 --data examples`,
    );
    expect(r.screen).toContain('Fireteams of Warden patrol (example-wardens) (N5 rules)');
    expect(r.screen).toContain('Warden Fireteams: Core');
  }, 90_000);

  it('a turn: started with my list, then an order spent on a trooper picked from it', () => {
    const PLAY = '? Play a turn\n❯ ';
    const r = drive([
      ['Rules edition', '\r'],
      ['My army code (optional', `${CODE}\r`],
      ['What do you want to do?', NEXT(9)],
      [PLAY, '\r'],
      ['What do you want to do?', NEXT(9)],
      [PLAY, NEXT(1)],
      ['Which step of the turn?', NEXT(1)],
      // The game's troopers in list order: the third is my Lieutenant.
      ['Which trooper', NEXT(2)],
      ['Which order', '\r'],
      ['Skills, optional', 'Move + BS Attack\r'],
      ['What do you want to do?', QUIT],
    ]);
    expect(r.stuck).toBeUndefined();
    expect(r.code).toBe(0);
    expect(r.screen).toContain(
      `Equivalent command: infcalc turn start --code ${CODE} --data examples --rules n5`,
    );
    expect(r.screen).toContain('FUSILIER#1  (group 1)');
    expect(r.screen).toContain(
      "Equivalent command: infcalc turn spend 'FUSILIER Lieutenant' --skills 'Move + BS Attack'",
    );
    expect(r.screen).toContain(
      'Done: FUSILIER Lieutenant: pool order (the default), Move + BS Attack',
    );
  }, 90_000);

  it('Ctrl-C in a picker exits 130 with one line', () => {
    const r = drive([
      ['Rules edition', '\r'],
      ['My army code (optional', '\r'],
      ['What do you want to do?', '\u0003'],
    ]);
    expect(r.code).toBe(130);
    expect(r.screen).toContain('infcalc: cancelled');
    expect(r.screen).not.toMatch(/at .*\.js:\d+/);
  }, 60_000);
});
