import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, exampleFiles, transcript } from './harness.js';

const files = exampleFiles();
const dir = mkdtempSync(join(tmpdir(), 'infcalc-turn-cli-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
let n = 0;
/** A fresh state file; transcripts show it as $STATE. */
function game(): { env: Record<string, string>; path: string; clean: (t: string) => string } {
  const path = join(dir, `game-${++n}.json`);
  return {
    path,
    env: { INFCALC_STATE: path, INFCALC_LOCK_WAIT: '100' },
    clean: (t) => t.split(path).join('$STATE'),
  };
}

describe('infcalc turn (golden)', () => {
  it('a whole N4 turn, and the next', async () => {
    const g = game();
    const t = await transcript(
      [
        'turn start examples/n4-two-groups.json',
        'turn spend "Fusilier HMG"',
        'turn spend Crusader --skills "Move + CC Attack"',
        'turn spend Fusilier#1 --skills "Move + BS Attack"',
        'turn spend Warcor',
        'turn spend Warcor',
        'turn spend Warcor --group 1',
        'turn spend "Fusilier Missile Launcher" --order pool',
        'turn spend "Fusilier Lieutenant" --order lieutenant --skills "Move + Move"',
        'turn spend "Aquila Guard NCO" --order lieutenant',
        'turn spend "Croc Man" --skills "BS Attack"',
        'turn spend "Croc Man"',
        'turn spend "Traktor Mul"',
        'turn token Crusader',
        'turn token "Kamau Hacker"',
        'turn event "Akalis Commando" placed',
        'turn event "Nisse Sniper" dead',
        'turn spend "Nisse Sniper"',
        'turn event "Fusilier HMG" isolated',
        'turn show',
        'turn show --public',
        'turn end',
        'turn spend Machinist',
        'turn next',
        'turn undo',
        'turn log',
        'turn log --public',
        'turn show --json',
      ],
      { files, env: g.env },
    );
    await expect(g.clean(t)).toMatchFileSnapshot('../golden/turn.txt');
  });

  it('a whole N5 turn: Tactical Orders, an NCO, the Impetuous Phase, Command Tokens', async () => {
    const g = game();
    const t = await transcript(
      [
        'turn start examples/n5-tactical.json --rules n5',
        'turn spend Hexa',
        'turn phase orders',
        'turn spend "Akalis Sikh" --order impetuous',
        'turn spend "Fusilier NCO" --skills "Move + BS Attack"',
        'turn spend "Fusilier NCO" --order lieutenant',
        'turn spend Hexa --skills "BS Attack + Move"',
        'turn spend Hexa --skills "Move + BS Attack"',
        'turn token "Akalis Sikh"',
        'turn spend "Aquila Guard" --order tactical',
        'turn spend "Croc Man"',
        'turn event "Knight Lieutenant" isolated',
        'turn spend "Knight Lieutenant" --order lieutenant',
        'turn show',
        'turn next',
        'turn show --public --json',
      ],
      { files, env: g.env },
    );
    await expect(g.clean(t)).toMatchFileSnapshot('../golden/turn-n5.txt');
  });

  it('Retreat!, Loss of Lieutenant and a new Lieutenant', async () => {
    const g = game();
    const t = await transcript(
      [
        'turn start examples/n4-retreat.json',
        'turn spend Warcor --skills "Move + BS Attack"',
        'turn spend Warcor --skills "Move + Dodge"',
        'turn spend Crusader --order impetuous',
        'turn end',
        'turn start examples/n4-loss-of-lieutenant.json --force',
        'turn spend Fusilier --order pool',
        'turn end',
        'turn event Crusader lieutenant',
        'turn event Fusilier#1 lieutenant',
        'turn next',
      ],
      { files, env: g.env },
    );
    await expect(g.clean(t)).toMatchFileSnapshot('../golden/turn-retreat.txt');
  });

  it('the public view: private entries left out and renumbered, redo, every format', async () => {
    const g = game();
    const t = await transcript(
      [
        'turn start examples/n4-two-groups.json',
        'turn phase orders',
        'turn event "Croc Man" stunned',
        'turn spend "Croc Man" --skills "Move + BS Attack"',
        'turn spend Warcor',
        'turn undo',
        'turn redo',
        'turn redo',
        'turn spend "Fusilier Lieutenant" --order lieutenant',
        'turn event "Croc Man" normal',
        'turn undo',
        'turn log',
        'turn log --public',
        'turn log --public --format md',
        'turn log --public --format csv',
        'turn log --public --json',
        'turn show --public',
        'turn show --public --format md',
        'turn show --public --format csv',
        'turn show --format csv',
      ],
      { files, env: g.env },
    );
    await expect(g.clean(t)).toMatchFileSnapshot('../golden/turn-public.txt');
  });

  it('starts from an army code, or a list on standard input', async () => {
    const g = game();
    const code = (files['examples/army-code.txt'] ?? '').trim();
    const r = await cli(
      `turn start --code ${code} --units examples --metadata examples/metadata.json`,
      { files, env: g.env },
    );
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toMatch(/^Done: Active Turn 1: the Tactical Phase is counted/);
    const piped = await cli('turn start - --force --rules n5', {
      files,
      env: g.env,
      stdin: files['examples/n5-tactical.json'] ?? '',
    });
    expect([piped.code, piped.stderr]).toEqual([0, '']);
    expect(piped.stdout).toContain('(N5 rules)');
    const shown = await cli('turn show --json', { files, env: g.env });
    expect((JSON.parse(shown.stdout) as { rules: string }).rules).toBe('n5');
  });

  it('bad input and unusable state files: one line, exit 2, the file untouched', async () => {
    const g = game();
    const run = (line: string) => cli(line, { files, env: g.env });
    expect((await run('turn show')).stderr).toBe(
      `infcalc: no turn state at ${g.path}; run: infcalc turn start LIST\n`,
    );
    expect((await run('turn start examples/n4-two-groups.json')).code).toBe(0);
    const saved = readFileSync(g.path, 'utf8');
    const cases: [string, number, RegExp][] = [
      ['turn start examples/n4-two-groups.json', 2, /already holds a game/],
      ['turn spend Fusilier', 2, /"Fusilier" names 2 troopers; write one of/],
      ['turn spend Nobody', 2, /no trooper called "Nobody"/],
      ['turn spend Warcor --order everything', 2, /--order "everything" is not one of/],
      ['turn event Warcor sleepy', 2, /event "sleepy" is not one of/],
      ['turn phase impetuous', 2, /phase "impetuous"/],
      ['turn spend Warcor --skills "Move + Fly"', 1, /Refused/],
    ];
    for (const [line, code, re] of cases) {
      const r = await run(line);
      expect([line, r.code]).toEqual([line, code]);
      expect(r.stdout + r.stderr).toMatch(re);
      expect(readFileSync(g.path, 'utf8')).toBe(saved);
    }
    writeFileSync(g.path, '{"format":"something else"}');
    const r = await run('turn spend Warcor');
    expect([r.code, r.stderr]).toEqual([
      2,
      `infcalc: ${g.path} is not an infcalc turn state (no "format": "infcalc-turn"); the file is left as it is\n`,
    ]);
  });

  it('a state held by another process: it waits, then says who holds it (exit 75)', async () => {
    const g = game();
    expect((await cli('turn start examples/n4-two-groups.json', { files, env: g.env })).code).toBe(
      0,
    );
    writeFileSync(
      `${g.path}.lock`,
      JSON.stringify({
        pid: process.pid,
        host: (await import('node:os')).hostname(),
        command: 'infcalc turn spend',
        since: '2026-12-01T05:00:00.000Z',
        token: 't',
      }),
    );
    const r = await cli('turn spend Warcor', { files, env: g.env });
    expect([r.code, r.stderr]).toEqual([
      75,
      `infcalc: ${g.path} is in use by infcalc turn spend (pid ${process.pid}, since 2026-12-01T05:00:00.000Z); try again when it is done, or remove ${g.path}.lock if that process is gone\n`,
    ]);
    rmSync(`${g.path}.lock`);
  });
});
