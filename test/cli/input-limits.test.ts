/** Item 16 of the issue "Fidelity round": inputs that never end are refused, not read. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LINE_CHARS_MAX, splitLines } from '../../src/cli/io.js';
import { cli } from './harness.js';

const infcalc = (args: string[], input?: string) => {
  const r = spawnSync(process.execPath, ['bin/infcalc.js', ...args], {
    encoding: 'utf8',
    timeout: 20_000,
    env: { PATH: process.env.PATH ?? '' },
    ...(input === undefined ? {} : { input }),
  });
  return { stderr: r.stderr, code: r.status };
};

describe('16: non-regular files and endless input', () => {
  it.each([
    ['orders /dev/zero'],
    ['orders /dev/urandom'],
    ['orders /dev/zero --ndjson'],
    ['engage /dev/zero'],
    ['validate /dev/urandom'],
  ])('16: %s is refused at once', (line) => {
    const args = line.split(' ');
    if (!existsSync(args[1] ?? '')) return;
    const r = infcalc(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/it is not a regular file/);
  });
  it('16: --units /dev/zero is refused', () => {
    const r = infcalc([
      'army',
      'decode',
      'oykPZXhhbXBsZS1jb21wYW55CURlbW8gbGlzdIDIAgEBAAcAZQECAABlAQEAAGUBAQAAZgEBAABpAQEAAGsBAQAAagEBAAIBAAMAZwEBAABoAQEAAGUBAQA%3D',
      '--units',
      '/dev/zero',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/"\/dev\/zero": it is not a regular file/);
  });
  it('16: an NDJSON line that never ends stops at the line bound', async () => {
    const zeros: AsyncIterable<string> = {
      [Symbol.asyncIterator]: () => {
        let i = 0;
        return {
          next: () =>
            Promise.resolve(
              i++ < 20
                ? { done: false, value: '0'.repeat(1024 * 1024) }
                : { done: true, value: undefined },
            ),
        };
      },
    };
    const read = async () => {
      let n = 0;
      for await (const batch of splitLines(zeros)) n += batch.length;
      return n;
    };
    expect(LINE_CHARS_MAX).toBeLessThan(20 * 1024 * 1024);
    await expect(read()).rejects.toMatchObject({ code: 'ELINE' });
  });
});

describe('1e999 in a JSON input', () => {
  it('is reported as a number out of range, not "got null"', async () => {
    const r = await cli('orders -', {
      stdin: '{"groups":[{"troopers":[{"name":"x","cost":1e999}]}]}',
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('the number is out of range (e.g. 1e999)');
    expect(r.stderr).not.toContain('got null');
  });
});
