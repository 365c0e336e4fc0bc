/**
 * Sharing results (docs/sharing.md): `--format discord` messages and `--chart` files.
 * Golden messages and SVGs for each command family; every message at most 2,000
 * characters with its code blocks whole and ≤ 60 columns; every bad --chart path refused
 * with one line, exit 2 and nothing written; a PNG whose text is drawn.
 */
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { CODE_WIDTH, CUT, MESSAGE_MAX } from '../../src/cli/share/discord.js';
import { PNG_PIXELS_MAX, zoomOf } from '../../src/cli/share/png.js';
import { unwritablePaths } from '../temp.js';
import { cli, exampleFiles, transcript } from './harness.js';

const files = exampleFiles();
const tmp = mkdtempSync(join(tmpdir(), 'infcalc-share-'));
afterAll(() => {
  chmodSync(join(tmp, 'ro'), 0o755);
  rmSync(tmp, { recursive: true, force: true });
});

/** 20 matchups with long names and weapons: more than one message. */
const COMPARE_20 = JSON.stringify(
  Array.from({ length: 20 }, (_, i) => ({
    name: `Matchup ${i + 1}: a rather long name for a line of fire across the table`,
    spec: `${10 + (i % 6)}b3`,
    reactive: '11',
    dam: '13',
    vsArm: String(i % 4),
    vsW: '2',
  })),
);

/** 40 batch questions, one of them bad: a summary line each, the bad one its error. */
const BATCH_40 = Array.from({ length: 40 }, (_, i) =>
  JSON.stringify(
    i === 7
      ? { spec: '13x' }
      : {
          name: `question ${i + 1} with a name`,
          spec: `${8 + (i % 10)}b3`,
          reactive: '11',
          dam: '13',
        },
  ),
).join('\n');

describe('--format discord (golden)', () => {
  it('prints each command family as Discord messages', async () => {
    const t = await transcript(
      [
        'odds 13b3 vs 11 --dam 13 --vs-w 2 --format discord',
        'odds 13b3 --dam 13 --vs-arm 2 --format discord',
        'odds 0 vs 14 --template --vs-dodge --dam 13 --vs-arm 1 --vs-cover --format discord',
        'odds 10..16b3 vs 11 --dam 13 --format discord',
        'odds 10..16b3 vs 11 --mod cover=-3..0 --format discord',
        'odds 13b3 vs 11 --mod range=-6..6 --vs-mod cover=-3..0 --format discord',
        'compare examples/compare.json --format discord',
        'odds examples/questions.ndjson --ndjson --format discord',
        'odds examples/questions.ndjson --ndjson --chart q.svg',
        'engage examples/engage-split.json --odds --format discord',
        'engage examples/engage-casualties.json --odds --format discord',
        'orders examples/n4-two-groups.json --public --format discord',
        'orders examples/n4-retreat.json --format discord',
        'validate examples/n4-two-groups.json --format discord',
        'validate examples/n5-over-swc.json --rules n5 --format discord',
        'engage examples/engage-split.json --format discord',
        'validate examples/n4-two-groups.json --format md',
        'validate --code o0YSZXhhbXBsZS10b3VybmFtZW50DVNwbGl0IHdhcmRlbnOBLAIBAQADAIEtAQIAAIEwAQEAAIEwAQIAAgEAAQCBMAIBAA== --data examples --format discord',
      ],
      { files },
    );
    await expect(t).toMatchFileSnapshot('../golden/discord.txt');
  });

  it('escapes Markdown and mentions in names', async () => {
    const hostile = JSON.stringify([
      { name: '**@everyone** `x` <@1> _y_', spec: '13', reactive: '11' },
    ]);
    const r = await cli('compare - --format discord', { stdin: hostile });
    expect(r.stdout).toContain('\\*\\*\\@everyone\\*\\* \\`x\\` \\<\\@1\\> \\_y\\_');
    expect(r.code).toBe(0);
  });
});

/** The messages of a discord answer, checked against the limits. */
function checkMessages(text: string): string[] {
  const messages = text.replace(/\n$/, '').split(`\n${CUT}\n`);
  for (const m of messages) {
    expect(m.length).toBeLessThanOrEqual(MESSAGE_MAX);
    // Code blocks are whole in each message, and fit a phone.
    expect(m.split('\n').filter((l) => l === '```').length % 2).toBe(0);
    let inCode = false;
    for (const l of m.split('\n')) {
      if (l === '```') inCode = !inCode;
      else if (inCode) expect(Array.from(l).length).toBeLessThanOrEqual(CODE_WIDTH);
    }
    // No ANSI, no Markdown table.
    // eslint-disable-next-line no-control-regex
    expect(m).not.toMatch(/\u001b|^\|.*\|$/m);
  }
  return messages;
}

describe('--format discord fits Discord', () => {
  it.each([
    ['a 40-row sweep', 'odds 1..40b3 vs 11 --dam 13 --vs-w 2 --format discord', {}, 1],
    ['a 60-row sweep', 'odds 1..60b3 vs 11 --dam 13 --vs-w 2 --format discord', {}, 2],
    ['a 20-entry compare', 'compare - --format discord', { stdin: COMPARE_20 }, 2],
    ['a batch of 40', 'odds - --ndjson --format discord', { stdin: BATCH_40 }, 2],
    ['a wide grid', 'odds 1..30b3 vs 11 --mod range=-6..6 --format discord', {}, 2],
  ])('%s: every message ≤ 2,000 characters, cut between rows', async (_, line, host, n) => {
    const r = await cli(line, host);
    expect(r.code).toBe(line.includes('--ndjson') ? 1 : 0);
    const messages = checkMessages(r.stdout);
    expect(messages.length).toBeGreaterThanOrEqual(n);
    // The command that reproduces it closes the last message.
    expect(messages.at(-1)?.split('\n').at(-1)).toMatch(/^`infcalc (odds|compare) .*`$/);
    expect(messages.slice(1).every((m) => m.startsWith('**'))).toBe(true);
  });
});

const chartOf = async (line: string, name: string, host = { files }) => {
  const path = join(tmp, name);
  const r = await cli(`${line} --chart ${path}`, host);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return readFileSync(path);
};

describe('--chart FILE.svg (golden)', () => {
  it.each([
    ['odds', 'odds 13b3 vs 11 --dam 13 --vs-w 2'],
    ['odds-normal', 'odds 13b3 --dam 13 --vs-arm 2 --format discord'],
    ['sweep', 'odds 10..16b3 vs 11 --dam 13'],
    ['grid', 'odds 10..16b3 vs 11 --mod cover=-3..0 --json'],
    ['compare', 'compare examples/compare.json'],
    ['engage', 'engage examples/engage-casualties.json --odds --format md'],
  ])('%s', async (name, line) => {
    const svg = (await chartOf(line, `${name}.svg`)).toString('utf8');
    // Self-contained, accessible, scalable.
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(svg).toMatch(/<title id="t">[^<]+<\/title>\n<desc id="d">[^<]+<\/desc>/);
    expect(svg).not.toMatch(/href|url\(|@font-face|<image|<script|@import/);
    // The same question, the same bytes.
    expect((await chartOf(line, `${name}-again.svg`)).toString('utf8')).toBe(svg);
    await expect(svg).toMatchFileSnapshot(`../golden/chart-${name}.svg`);
  });

  it('a roll with typed dice has no chart: a note, exit 0, no file', async () => {
    const path = join(tmp, 'roll.svg');
    const r = await cli(`roll 13 --dice 5 --chart ${path}`);
    expect(r.stdout).toContain('Result: 1 hit');
    expect(r.stderr).toBe(`infcalc: note: this answer has no chart; nothing written to ${path}\n`);
    expect(r.code).toBe(0);
    expect(existsSync(path)).toBe(false);
  });
});

describe('--chart refuses a path it cannot write a chart to', () => {
  const before = unwritablePaths(tmp, 'svg', 'png');
  symlinkSync(join(tmp, 'bad', 'fifo.svg'), join(tmp, 'bad', 'to-fifo.png'));
  symlinkSync(join(tmp, 'bad', 'nothing'), join(tmp, 'bad', 'dangling.svg'));
  const listed = before();

  it.each([
    ['a directory', 'bad/dir.svg', 'is a directory'],
    ['a FIFO', 'bad/fifo.svg', 'is not a regular file'],
    ['a device node', 'bad/null.png', 'is not a regular file'],
    ['a symlink to a directory', 'bad/to-dir.svg', 'is a directory'],
    ['a symlink to a FIFO', 'bad/to-fifo.png', 'is not a regular file'],
    ['a symlink to nothing', 'bad/dangling.svg', 'is a symlink to nothing'],
    ['a read-only folder', 'ro/chart.svg', 'is read-only'],
    ['a folder that does not exist', 'missing/chart.svg', 'no folder'],
    ['a file as a folder', 'bad/fifo.svg/chart.svg', 'not a directory'],
    ['an unknown extension', 'bad/chart.jpg', 'unknown extension ".jpg"'],
    ['no extension', 'bad/chart', 'no extension'],
  ])('%s: one line, exit 2, nothing written', async (_, name, why) => {
    const r = await cli(`odds 13b3 vs 11 --chart ${join(tmp, name)}`);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(why);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.code).toBe(2);
    expect(before()).toEqual(listed);
  });

  it('writes through a symlink to a regular file', async () => {
    writeFileSync(join(tmp, 'old.svg'), 'old');
    symlinkSync(join(tmp, 'old.svg'), join(tmp, 'link.svg'));
    await chartOf('odds 13b3 vs 11', 'link.svg');
    expect(readFileSync(join(tmp, 'old.svg'), 'utf8')).toMatch(/^<svg/);
  });
});

/** A small PNG reader: size, and the grey level of every pixel (8-bit RGB or RGBA). */
function decodePng(png: Buffer): {
  width: number;
  height: number;
  grey: (x: number, y: number) => number;
} {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  let pos = 8;
  let width = 0;
  let height = 0;
  let type = 0;
  const idat: Buffer[] = [];
  while (pos < png.length) {
    const len = png.readUInt32BE(pos);
    const kind = png.toString('latin1', pos + 4, pos + 8);
    const data = png.subarray(pos + 8, pos + 8 + len);
    if (kind === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect(data[8]).toBe(8);
      type = data[9] ?? 0;
    }
    if (kind === 'IDAT') idat.push(data);
    pos += 12 + len;
  }
  const channels = type === 6 ? 4 : type === 2 ? 3 : type === 4 ? 2 : 1;
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] ?? 0;
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i] ?? 0;
      const a = i >= channels ? (out[y * stride + i - channels] ?? 0) : 0;
      const b = y > 0 ? (out[(y - 1) * stride + i] ?? 0) : 0;
      const c = i >= channels && y > 0 ? (out[(y - 1) * stride + i - channels] ?? 0) : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const pred = [0, a, b, (a + b) >> 1, paeth][filter] ?? 0;
      out[y * stride + i] = (x + pred) & 255;
    }
  }
  const grey = (x: number, y: number): number => {
    const o = y * stride + x * channels;
    if (channels < 3) return out[o] ?? 0;
    return 0.299 * (out[o] ?? 0) + 0.587 * (out[o + 1] ?? 0) + 0.114 * (out[o + 2] ?? 0);
  };
  return { width, height, grey };
}

describe('--chart FILE.png', () => {
  it('is the SVG at twice its size, with its text drawn from the shipped font', async () => {
    const png = await chartOf('odds 13b3 vs 11 --dam 13 --vs-w 2', 'odds.png');
    const svg = (await chartOf('odds 13b3 vs 11 --dam 13 --vs-w 2', 'odds-png.svg')).toString();
    const [, w = '0', h = '0'] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
    const img = decodePng(png);
    expect(img.width).toBe(2 * Number(w));
    expect(img.height).toBe(2 * Number(h));
    expect(img.width).toBeGreaterThanOrEqual(600);
    expect(img.height).toBeGreaterThanOrEqual(300);
    // The title line (SVG y 12..34, x 20..300) holds only text: dark pixels there are glyphs.
    let dark = 0;
    let light = 0;
    for (let y = 24; y < 68; y++)
      for (let x = 40; x < 600; x++) {
        const g = img.grey(x, y);
        if (g < 100) dark++;
        else if (g > 200) light++;
      }
    expect(dark).toBeGreaterThan(500);
    expect(light).toBeGreaterThan(dark);
    // Below the chart's last line: the white background.
    expect(img.grey(img.width - 2, img.height - 2)).toBeGreaterThan(250);
  });

  it('draws a chart too large or too wide for 2x at 1x', () => {
    const svg = (w: number, h: number) => `<svg viewBox="0 0 ${String(w)} ${String(h)}">`;
    expect(zoomOf(svg(720, 420))).toBe(2);
    expect(zoomOf(svg(720, 15_000))).toBe(2);
    // A 40 x 40 grid is wide enough at 1x: 2x held four times the pixels (171 → 115 MB peak).
    expect(zoomOf(svg(1959, 1012))).toBe(1);
    expect(zoomOf(svg(4646, 2258))).toBe(1);
    expect(zoomOf(svg(8000, 4000))).toBe(1);
    expect(8000 * 4000).toBeLessThanOrEqual(PNG_PIXELS_MAX);
  });

  it('ships the font of the registry package it names, unchanged', () => {
    for (const font of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) {
      const shipped = readFileSync(`assets/fonts/${font}`);
      expect(shipped.equals(readFileSync(`node_modules/dejavu-fonts-ttf/ttf/${font}`))).toBe(true);
    }
    expect(readFileSync('assets/fonts/LICENSE-DejaVu', 'utf8')).toContain('Bitstream Vera');
  });
});
