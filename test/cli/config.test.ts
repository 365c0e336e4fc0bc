/**
 * The settings file (docs/command-line.md "Config file"): `config list|get|set|unset|path`,
 * precedence flag > environment > config > default, and a broken file stopping every
 * command with the file, the key and the fix. Run with the real file system in a
 * temporary folder.
 */
import { chmodSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.js';
import { words } from './harness.js';
import { tempDir } from '../temp.js';

const home = tempDir('infcalc-config-');
let n = 0;

/** A fresh config folder: the env, and the file's path. */
function fresh(): { env: Record<string, string>; file: string } {
  const xdg = join(home, `c${String(n++)}`);
  return { env: { XDG_CONFIG_HOME: xdg }, file: join(xdg, 'infcalc', 'config.json') };
}

const cli = (line: string, env: Record<string, string>) =>
  run({
    argv: words(line),
    env,
    stdoutIsTTY: false,
    stdinIsTTY: false,
    readFile: (p) => readFile(p, 'utf8'),
    readStdin: () => Promise.resolve(''),
  });

function put(file: string, text: string): void {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
}

describe('infcalc config', () => {
  it('sets, gets, lists and unsets', async () => {
    const { env, file } = fresh();
    expect((await cli('config path', env)).stdout).toBe(`${file}\n`);
    expect(await cli('config get edition', env)).toEqual({ stdout: '', stderr: '', code: 1 });
    expect((await cli('config set edition n5', env)).code).toBe(0);
    expect((await cli('config set distance-unit in', env)).code).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      edition: 'n5',
      'distance-unit': 'in',
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await cli('config get edition', env)).stdout).toBe('n5\n');
    const list = (await cli('config list', { ...env, INFCALC_DATA: '/d' })).stdout;
    expect(list).toMatch(/^edition +n5 +config$/m);
    expect(list).toMatch(/^data +INFCALC_DATA=\/d +environment$/m);
    expect(list).toMatch(/^colour +auto +default$/m);
    expect((await cli('config unset edition', env)).code).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ 'distance-unit': 'in' });
    // Nothing left behind by the atomic writes.
    expect(readdirSync(join(file, '..'))).toEqual(['config.json']);
  });

  it('keeps the mode of the file it rewrites', async () => {
    const { env, file } = fresh();
    put(file, '{}\n');
    chmodSync(file, 0o640);
    expect((await cli('config set colour never', env)).code).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o640);
  });

  it('stores a data folder as an absolute path', async () => {
    const { env } = fresh();
    expect((await cli('config set data some/where', env)).stdout).toContain(
      `data = ${join(process.cwd(), 'some/where')}`,
    );
  });

  it.each([
    [
      'edition n6',
      'infcalc: config set "edition" is "n6", not n4 or n5; e.g. infcalc config set edition n5\n',
    ],
    [
      'colour blue',
      'infcalc: config set "colour" is "blue", not auto, always or never; e.g. infcalc config set colour never\n',
    ],
    [
      'editon n5',
      'infcalc: no setting "editon" (did you mean "edition"?); the keys are edition, data, army-code, distance-unit, colour\n',
    ],
  ])('refuses config set %s', async (args, stderr) => {
    const { env, file } = fresh();
    expect(await cli(`config set ${args}`, env)).toEqual({ stdout: '', stderr, code: 2 });
    expect(() => statSync(file)).toThrow();
  });
});

describe('precedence: flag > environment > config > default', () => {
  it('takes the edition from each in turn', async () => {
    const { env, file } = fresh();
    const edition = async (line: string, more: Record<string, string> = {}) =>
      /\((N\d) rules\)/.exec((await cli(line, { ...env, ...more })).stdout)?.[1];
    expect(await edition('roll 12 --seed 1')).toBe('N4');
    put(file, '{"edition": "n5"}');
    expect(await edition('roll 12 --seed 1')).toBe('N5');
    expect(await edition('roll 12 --seed 1', { INFCALC_RULES: 'n4' })).toBe('N4');
    expect(await edition('roll 12 --seed 1 --rules n4')).toBe('N4');
  });

  it('says so in the help', async () => {
    const r = await cli('--help', {});
    expect(r.stdout + r.stderr).toContain(
      'Settings: a flag wins over the environment (INFCALC_RULES, INFCALC_DATA, NO_COLOR),',
    );
  });
});

describe('a broken config file stops every command, naming the file, the key and the fix', () => {
  it.each([
    ['not JSON', '{"edition": 5', 'not JSON (', 'fix the file, or remove it'],
    ['not an object', '[1]', 'not a JSON object of settings', 'fix the file, or remove it'],
    [
      'an unknown key',
      '{"editon": "n5"}',
      'unknown key "editon" (did you mean "edition"?)',
      'remove it with: infcalc config unset editon',
    ],
    [
      'a bad value',
      '{"edition": 5}',
      '"edition" is 5, not n4 or n5',
      'fix it with: infcalc config set edition VALUE',
    ],
  ])('%s', async (_, text, problem, fix) => {
    const { env, file } = fresh();
    put(file, text);
    const r = await cli('roll 12 --seed 1', env);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`infcalc: ${file}: ${problem}`);
    expect(r.stderr).toContain(fix);
    // `config path` still answers, and `unset` fixes a bad key.
    expect((await cli('config path', env)).code).toBe(0);
  });

  it('lets config unset remove the bad key', async () => {
    const { env, file } = fresh();
    put(file, '{"editon": "n5", "colour": "never"}');
    expect((await cli('config unset editon', env)).code).toBe(0);
    expect((await cli('roll 12 --seed 1', env)).code).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ colour: 'never' });
  });

  it('refuses a directory where the file should be', async () => {
    const { env, file } = fresh();
    mkdirSync(file, { recursive: true });
    const r = await cli('roll 12', env);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${file}: cannot read the config file (EISDIR)`);
  });
});
