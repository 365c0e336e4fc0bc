/** The built executable as users run it: a real process, real pipes, real exit codes. */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, exampleFiles, words } from './harness.js';
import { tempDir } from '../temp.js';

const bin = 'bin/infcalc.js';
const ESC = '\u001b[';

function infcalc(args: string[], env: Record<string, string> = {}, input?: string) {
  const r = spawnSync(process.execPath, [bin, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
    ...(input === undefined ? {} : { input }),
  });
  return { stdout: r.stdout, stderr: r.stderr, code: r.status };
}

describe('bin/infcalc.js', () => {
  it('runs a seeded roll', () => {
    const r = infcalc(['roll', '12-3', '--seed', '1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('SV 9');
  });

  it('a user mistake is one line on stderr, exit 2, no stack trace', () => {
    const r = infcalc(['roll', '13x']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^infcalc: /);
    expect(r.stderr).not.toContain('    at ');
  });

  it('does not crash when the reader closes the pipe early (| head -1)', () => {
    const r = spawnSync(
      'sh',
      ['-c', `node ${bin} odds 13b20 vs 12b20 | head -1; echo "rc=\${PIPESTATUS:-0}"`],
      {
        encoding: 'utf8',
      },
    );
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n')[0]).toBe('Face-to-Face odds (N4 rules)');
  });

  it('FORCE_COLOR colours text; NO_COLOR and --no-color win; JSON never has colour', () => {
    expect(infcalc(['roll', '12', '--seed', '1'], { FORCE_COLOR: '1' }).stdout).toContain(ESC);
    expect(
      infcalc(['roll', '12', '--seed', '1'], { FORCE_COLOR: '1', NO_COLOR: '1' }).stdout,
    ).not.toContain(ESC);
    expect(
      infcalc(['roll', '12', '--seed', '1', '--no-color'], { FORCE_COLOR: '1' }).stdout,
    ).not.toContain(ESC);
    expect(
      infcalc(['roll', '12', '--seed', '1', '--json'], { FORCE_COLOR: '1' }).stdout,
    ).not.toContain(ESC);
    expect(infcalc(['roll', '12', '--seed', '1']).stdout).not.toContain(ESC);
  });

  it.each(['cli.cjs', 'data.cjs', 'more.cjs', 'pickers.cjs'])(
    'the V8 code cache `npm run build` made for dist/%s is accepted by this Node (the Node 20 path)',
    (name) => {
      const probe = `const s = require('./bin/infcalc.js').compileWithCache(${JSON.stringify(name)});
      process.stdout.write(JSON.stringify([s.cachedDataRejected, require('node:fs').existsSync('dist/${name}.cache')]));`;
      const r = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
      expect(r.stderr).toBe('');
      expect(JSON.parse(r.stdout)).toEqual([false, true]);
    },
  );

  // The commands with caches of their own (bin/infcalc.js PROFILES) compile from them.
  it.each([
    ['orders', 'cli.cjs', 'lists'],
    ['validate', 'data.cjs', 'lists'],
    ['turn', 'cli.cjs', 'turn'],
    ['order', 'cli.cjs', 'order'],
    ['order', 'more.cjs', 'order'],
    ['--help', 'cli.cjs', 'help'],
    ['help', 'cli.cjs', 'help'],
  ])('infcalc %s compiles dist/%s from its own cache, %s', (command, name, profile) => {
    const probe = `process.argv = [process.argv[0], 'infcalc', ${JSON.stringify(command)}];
      const bin = require('./bin/infcalc.js');
      const s = bin.compileWithCache(${JSON.stringify(name)});
      process.stdout.write(JSON.stringify([s.cachedDataRejected, bin.cachesRead.get(${JSON.stringify(name)})]));`;
    const r = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual([false, `${name}.${profile}.cache`]);
  });

  // Start-up reads dist/cli.cjs alone for the commands played at the table (scripts/build.js).
  // The look-ups run on a copy of the example data: the index they write stays out of examples/.
  const DATA = tempDir('infcalc-bin-looks-');
  cpSync('examples', DATA, {
    recursive: true,
    filter: (src) => !src.endsWith('infcalc-index.json'),
  });
  it.each([
    ['roll 13 --seed 1', ['cli.cjs']],
    ['odds 13b3 vs 11', ['cli.cjs']],
    ['save 2 1 --dam 13 --arm 3 --seed 1', ['cli.cjs']],
    // A list's orders and checks read dist/data.cjs too (played at the table), not dist/more.cjs.
    ['orders examples/n4-two-groups.json', ['cli.cjs', 'data.cjs']],
    ['orders examples/n4-two-groups.json --public', ['cli.cjs', 'data.cjs']],
    ['validate examples/n4-two-groups.json', ['cli.cjs', 'data.cjs']],
    // Game-data look-ups read the small dist/data.cjs, not dist/more.cjs.
    [`unit fusilier --data ${DATA}`, ['cli.cjs', 'data.cjs']],
    [`weapon "combi rifle" --data ${DATA}`, ['cli.cjs', 'data.cjs']],
    [
      `odds --unit fusilier --weapon "combi rifle" --range 8in --vs-unit zhanshi --rules n5 --data ${DATA}`,
      ['cli.cjs', 'data.cjs'],
    ],
    // A turn's steps are in dist/cli.cjs (one after the other, on one game); its start reads
    // the list through dist/data.cjs.
    [`turn start examples/n4-two-groups.json --state ${DATA}/turn.json`, ['cli.cjs', 'data.cjs']],
    [`turn show --state ${DATA}/turn.json`, ['cli.cjs']],
    [`turn spend Crusader --state ${DATA}/turn.json`, ['cli.cjs']],
  ])('infcalc %s reads %j', (line, bundles) => {
    const probe = `const bin = require('./bin/infcalc.js');
      process.argv = [process.argv[0], 'infcalc', ...${JSON.stringify(words(line))}];
      process.on('exit', () => process.stderr.write(JSON.stringify([...bin.scripts.keys()])));
      bin.runScript(bin.compileWithCache());`;
    const r = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stderr)).toEqual(bundles);
  });

  // The turn's check is a SHA-256 of its own (src/cli/commands/turn/sha256.ts): loading
  // node:crypto would cost `turn show` about 16 M instructions of 148 M. Every step of a
  // turn, played in this order on one game.
  it.each([
    `turn start examples/n4-two-groups.json --state ${DATA}/crypto.json`,
    `turn show --state ${DATA}/crypto.json`,
    `turn token "Fusilier HMG" --state ${DATA}/crypto.json`,
    `turn phase orders --state ${DATA}/crypto.json`,
    `turn spend Crusader --state ${DATA}/crypto.json`,
    `turn event Crusader dead --state ${DATA}/crypto.json`,
    `turn undo --state ${DATA}/crypto.json`,
    `turn redo --state ${DATA}/crypto.json`,
    `turn end --state ${DATA}/crypto.json`,
    `turn next --state ${DATA}/crypto.json`,
    `turn log --state ${DATA}/crypto.json`,
    `turn show --json --public --state ${DATA}/crypto.json`,
    `turn start examples/n4-two-groups.json --force --state ${DATA}/crypto.json`,
    'roll 13 --seed 1',
  ])('infcalc %s does not load node:crypto', (line) => {
    // A script file: `node -e` loads node:crypto itself.
    const probe = join(DATA, 'crypto-probe.cjs');
    writeFileSync(
      probe,
      `const bin = require(${JSON.stringify(resolve('bin/infcalc.js'))});
      process.argv = [process.argv[0], 'infcalc', ...${JSON.stringify(words(line))}];
      process.on('exit', (code) => process.stderr.write(JSON.stringify([code,
        process.moduleLoadList.filter((m) => /^NativeModule (internal\\/)?crypto/.test(m))])));
      bin.runScript(bin.compileWithCache());`,
    );
    const r = spawnSync(process.execPath, [probe], { encoding: 'utf8' });
    // A refusal (exit 1: Fusilier HMG has no Irregular order) reads the state as well.
    const [code, loaded] = JSON.parse(r.stderr.split('\n').pop() ?? '') as [number, string[]];
    expect([code < 2, loaded]).toEqual([true, []]);
  });

  // Where WebAssembly is not available, node:crypto hashes: the same answers.
  it.each(['--jitless', '--no-expose-wasm'])('infcalc turn runs under node %s', (flag) => {
    const state = join(DATA, `wasm${flag}.json`);
    const run = (args: string[], flags: string[] = []) =>
      spawnSync(process.execPath, [...flags, bin, 'turn', ...args, '--state', state], {
        encoding: 'utf8',
      });
    expect(run(['start', 'examples/n4-two-groups.json'], [flag]).status).toBe(0);
    expect(run(['spend', 'Crusader'], [flag]).status).toBe(0);
    const plain = run(['show', '--json']);
    expect(run(['show', '--json'], [flag])).toMatchObject({ status: 0, stdout: plain.stdout });
    expect(JSON.parse(plain.stdout)).toMatchObject({ turn: 1 });
  });

  // The commands of dist/more.cjs run from it, linked to the start-up bundle: the same
  // output and exit code as the sources (an input error made there is still one line, 2).
  const dataDir = tempDir('infcalc-bin-data-');
  it.each([
    'roll 13 --seed 1',
    'odds 13b3 vs 11 --json',
    'save 2 1 --dam 13 --arm 3 --seed 1',
    'mods mimetism6',
    'orders examples/n4-two-groups.json',
    'validate examples/n4-retreat.json',
    'orders examples/no-such-file.json',
    'army decode --help',
    'order check "Move + BS Attack"',
    'engage examples/engage-split.json',
    'scgb move examples/scgb-move.json',
    'schema compare',
    `data list --data ${dataDir}`,
  ])('infcalc %s answers from the built bundles as from the sources', async (line) => {
    const argv = words(line);
    const built = infcalc(argv);
    const src = await cli(line, { files: exampleFiles() });
    expect({ stdout: built.stdout, stderr: built.stderr, code: built.code }).toEqual(src);
  });

  // The shipped bin runs the bundle compiled from the code cache on Node 20, where a bare
  // import() inside the bundle fails: every command family is run through it once.
  it('every command runs from the built bin, none with an internal error', () => {
    const dir = tempDir('infcalc-bin-');
    const runs: readonly (readonly string[])[] = [
      ['roll', '13', '--seed', '1'],
      ['ftf', '13', 'vs', '11', '--seed', '1'],
      ['odds', '13b3', 'vs', '11'],
      ['mods', 'mimetism6'],
      ['save', '2', '--arm', '1', '--dam', '13'],
      ['compare', 'examples/compare.json'],
      ['orders', 'examples/n4-two-groups.json'],
      ['validate', 'examples/n4-two-groups.json'],
      ['fireteams', 'examples/fireteams-code.txt', '--units', 'examples'],
      ['turn', 'start', 'examples/n4-two-groups.json', '--state', join(dir, 'turn.json')],
      ['schema', 'profiles'],
      ['order', 'check', 'Move + BS Attack'],
      ['engage', 'examples/engage-normal.json'],
      ['scgb', 'move', 'examples/scgb-move.json'],
      [
        'army',
        'decode',
        readFileSync('examples/army-code.txt', 'utf8').trim(),
        '--data',
        'examples',
      ],
      ['data', 'list', '--data', 'examples'],
      ['unit', 'fusilier', '--data', 'examples'],
      ['weapon', 'combi rifle', '--range', '37cm', '--data', 'examples'],
      ['config', 'path'],
      ['web', '--out', join(dir, 'page.html')],
      ['completion', 'bash'],
    ];
    const names = infcalc(['--help'])
      .stdout.split('\n')
      .flatMap((line) => /^ {2}([a-z]+) /.exec(line)?.[1] ?? [])
      .filter((name) => name !== 'help');
    expect([...new Set(runs.map((args) => args[0]))].sort()).toEqual([...names].sort());
    const failed = runs.flatMap((args) => {
      const r = infcalc([...args], { XDG_CONFIG_HOME: dir });
      return r.code === 0 || r.code === 1 ? [] : [{ args, code: r.code, stderr: r.stderr }];
    });
    expect(failed).toEqual([]);
  });

  it('writes no file, whatever the environment says', () => {
    const dir = tempDir('infcalc-bin-');
    const out = join(dir, 'cache');
    const r = infcalc(['roll', '13', '--seed', '1'], { INFCALC_CODE_CACHE: out });
    expect(r.code).toBe(0);
    expect(existsSync(out)).toBe(false);
  });

  it('--help leads with examples; --version prints the version', () => {
    const help = infcalc(['roll', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout.startsWith('Examples:')).toBe(true);
    expect(infcalc(['--version']).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

/**
 * A real pseudo-terminal (util-linux `script`): colour, the menu, and Ctrl-C, with keys
 * typed after a pause. Skipped where `script` is missing.
 */
const hasScript = spawnSync('sh', ['-c', 'command -v script'], { encoding: 'utf8' }).status === 0;
const inTerminal = (keys: string, command = `node ${bin}`) =>
  spawnSync('bash', ['-c', `(${keys}) | script -qec "${command}" /dev/null`], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', TERM: 'xterm' },
    timeout: 30_000,
  });

describe.runIf(hasScript)('in a pseudo-terminal', { retry: 2 }, () => {
  it('colours text output', () => {
    expect(inTerminal('true', `node ${bin} roll 12 --seed 1`).stdout).toContain(ESC);
  });

  it('opens the menu, builds the command and runs it', () => {
    // Enter takes the default edition, Enter skips my army code, "n": no game data fetched
    // (there is none here), then the menu: ten down to Odds; Enter skips weapons; the menu
    // asks again, and up (round to the last) is Quit.
    const keys = String.raw`sleep 2; printf '\r'; sleep 0.5; printf '\r'; sleep 0.5; printf 'n\r'; sleep 0.5; printf '${String.raw`\033[B`.repeat(10)}\r'; sleep 0.5; printf '13b3\r'; sleep 0.5; printf '11\r'; sleep 0.5; printf '\r'; sleep 1.5; printf '\033[A\r'; sleep 1`;
    const r = inTerminal(keys);
    expect(r.stdout).toContain('Equivalent command: infcalc odds 13b3 vs 11');
    expect(r.stdout).toContain('78.93%');
    expect(r.status).toBe(0);
  });

  it('Ctrl-C exits 130 with one line, no stack trace', () => {
    const r = inTerminal(String.raw`sleep 2; printf '\003'; sleep 0.5`);
    expect(r.status).toBe(130);
    expect(r.stdout).toContain('infcalc: cancelled');
    expect(r.stdout).not.toContain('    at ');
  });

  it.each([
    [['roll', '13', '--seed', '1']],
    [['orders', 'examples/lists.ndjson', '--ndjson']],
    [['odds', '13b3', 'vs', '11', '--json']],
  ])('a full disk (> /dev/full) is one line on stderr and exit 74: %j', (args) => {
    const r = spawnSync('sh', ['-c', `"$0" ${bin} "$@" > /dev/full`, process.execPath, ...args], {
      encoding: 'utf8',
    });
    expect(r.status).toBe(74);
    expect(r.stderr).toBe(
      'infcalc: cannot write the output: no space left on the device (ENOSPC)\n',
    );
  });
});
