/**
 * What a player meets when the code argument is not a code: a word, a pasted code with an
 * invisible character, a directory or a device given where a code or its file goes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.js';
import { cli, exampleFiles, words } from './harness.js';

const files = exampleFiles();
const CODE = readFileSync('examples/fireteams-code.txt', 'utf8').trim();

describe('a text that is not an army code', () => {
  it.each(['validate --code notacode --units examples', 'fireteams notacode --units examples'])(
    '%s: says first that it is not a code, the byte detail after',
    async (line) => {
      const r = await cli(line, { files });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        /^infcalc: army code: "notacode" is not an army code \(a code is the base64 text .*\); in detail: the length of the faction slug at byte 2 is 90/,
      );
    },
  );

  it('a code with a zero width space pasted after it names the character', async () => {
    const r = await cli(`fireteams ${CODE}\u200b --units examples`, { files });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      `the invisible character U+200B (zero width space) at position ${CODE.length + 1}, pasted with the code`,
    );
    expect(r.stderr).not.toContain('\u200b');
  });
});

describe('fireteams DIR or a device node', () => {
  it('a directory is named as one, not decoded as code text', async () => {
    const r = await cli('fireteams examples --units examples', { files });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'infcalc: "examples" is a directory: give an army code, or a file that holds one\n',
    );
  });

  it('a device is not a regular file', async () => {
    const r = await run({
      argv: words('fireteams /dev/null --units examples'),
      env: {},
      stdoutIsTTY: false,
      stdinIsTTY: false,
      readFile: (path) =>
        path === '/dev/null'
          ? Promise.reject(Object.assign(new Error('not a regular file'), { code: 'ENOTREG' }))
          : files[path] === undefined
            ? Promise.reject(Object.assign(new Error('ENOENT'), { code: 'ENOENT' }))
            : Promise.resolve(files[path]),
      readStdin: () => Promise.resolve(''),
      readDir: () => Promise.resolve(Object.keys(files).map((f) => f.slice('examples/'.length))),
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('"/dev/null" is not a regular file (a device, a pipe or a socket)');
  });
});
