/** The NDJSON driver: line numbers, error records, early stop, empty input, streaming. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { inputError, type Result } from '../../src/core/result.js';
import { usage } from '../../src/cli/errors.js';
import { splitLines } from '../../src/cli/io.js';
import { runNdjson, withLine, type LineHandler } from '../../src/cli/ndjson.js';
import { cli } from './harness.js';

/** A handler over numbers: even is fine, odd is a verdict, "x" is bad input, "!" throws. */
const numbers: LineHandler<number> = {
  handle: (text): Result<number> => {
    if (text === '!') throw usage('thrown');
    const n = Number(text);
    return Number.isNaN(n)
      ? { ok: false, error: inputError(`"${text}" is not a number`) }
      : { ok: true, value: n };
  },
  record: (n) => ({ kind: 'number', n }),
  verdict: (n) => n % 2 === 1,
};

/** One line per batch unless `batches` says otherwise. */
async function drive(lines: string[], stopAfter = Infinity, batches = lines.map((l) => [l])) {
  const out: Record<string, unknown>[] = [];
  let writes = 0;
  const summary = await runNdjson(batches, numbers, (text) => {
    writes++;
    for (const l of text.trimEnd().split('\n')) out.push(JSON.parse(l) as Record<string, unknown>);
    return writes < stopAfter;
  });
  return { out, summary, writes };
}

async function* chunks(parts: string[]): AsyncGenerator<string> {
  for (const p of parts) {
    await Promise.resolve();
    yield p;
  }
}

async function collect<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

describe('runNdjson', () => {
  it('numbers each record by its input line, blank lines counted and skipped', async () => {
    const { out, summary } = await drive(['2', '', '  3 ', 'x', '!']);
    expect(out).toEqual([
      { kind: 'number', line: 1, n: 2 },
      { kind: 'number', line: 3, n: 3 },
      { kind: 'error', line: 4, message: '"x" is not a number', path: null, hint: null },
      { kind: 'error', line: 5, message: 'thrown', path: null, hint: null },
    ]);
    expect(summary).toEqual({ records: 4, errors: 2, verdicts: 1, stopped: false });
  });

  it('writes the records of one batch at once, nothing for a blank batch', async () => {
    const { out, writes } = await drive([], Infinity, [['1', '2'], [' '], ['3']]);
    expect(out.map((r) => r.line)).toEqual([1, 2, 4]);
    expect(writes).toBe(2);
  });

  it('a batch slow to handle is written as it goes, not at its end', async () => {
    let clock = 0;
    const now = vi.spyOn(Date, 'now').mockImplementation(() => (clock += 60));
    try {
      const { out, writes } = await drive([], Infinity, [['1', '2', '3', '4']]);
      expect(out).toHaveLength(4);
      expect(writes).toBeGreaterThanOrEqual(2);
    } finally {
      now.mockRestore();
    }
  });

  it('stops reading when the reader has gone', async () => {
    const { out, summary } = await drive(['2', '4', '6'], 1);
    expect(out).toHaveLength(1);
    expect(summary.stopped).toBe(true);
  });

  it('a bug is not turned into an error record', async () => {
    const bug: LineHandler<number> = {
      ...numbers,
      handle: () => {
        throw new Error('bug');
      },
    };
    await expect(runNdjson([['1']], bug, () => true)).rejects.toThrow('bug');
  });

  it.each([
    [{ kind: 'a', x: 1 }, 7, ['kind', 'line', 'x']],
    [{ x: 1 }, 7, ['line', 'x']],
  ])('withLine(%j) puts line after kind', (record, line, keys) => {
    expect(Object.keys(withLine(record, line))).toEqual(keys);
  });
});

describe('splitLines', () => {
  it.each([
    [['a\nb\n'], [['a', 'b']]],
    [
      ['a', 'b\nc'],
      [['ab'], ['c']],
    ],
    [
      ['a\n', '\n', 'b'],
      [['a'], [''], ['b']],
    ],
    [['', 'x', 'y', 'z\n'], [['xyz']]],
    [['\n'], [['']]],
    [[], []],
  ])('%j -> %j', async (parts, lines) => {
    expect(await collect(splitLines(chunks(parts)))).toEqual(lines);
  });
});

describe('orders/validate --ndjson', () => {
  it('empty input warns on stderr and exits 0', async () => {
    for (const stdin of ['', '\n\n  \n']) {
      const r = await cli('validate - --ndjson', { stdin });
      expect(r).toEqual({
        stdout: '',
        stderr:
          'infcalc: warning: the input has no lines (nothing to do); give one JSON document per line\n',
        code: 0,
      });
    }
  });

  it('a slow producer sees each result before it writes the next line (real process)', async () => {
    const [first, second] = readFileSync('examples/lists.ndjson', 'utf8').split('\n');
    const child = spawn(process.execPath, ['bin/infcalc.js', 'orders', '-', '--ndjson'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    const seen = (n: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (stdout.split('\n').length > n) {
            child.stdout.off('data', check);
            resolve();
          }
        };
        child.stdout.on('data', check);
        check();
      });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d: string) => (stdout += d));
    const exit = new Promise<number | null>((resolve) => child.on('close', resolve));

    child.stdin.write(`${first ?? ''}\n`);
    await seen(1); // the first result is out while the second line is not yet written
    expect(JSON.parse(stdout.split('\n')[0] ?? '')).toMatchObject({ kind: 'orders', line: 1 });
    child.stdin.write(`${second ?? ''}\n`);
    await seen(2);
    child.stdin.end();
    expect(await exit).toBe(0);
    expect(stdout.trim().split('\n')).toHaveLength(2);
  });
});
