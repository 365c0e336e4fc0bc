/** The Markdown files the project ships, and their fenced code blocks, for the doc tests. */
import { readdirSync, readFileSync } from 'node:fs';

/** README.md and every docs/*.md, as paths from the repository root. */
export const DOC_FILES: readonly string[] = [
  'README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];

export interface Block {
  readonly file: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
  /** What follows the opening fence: `''`, `text`, `jsonc`, … */
  readonly info: string;
  readonly lines: readonly string[];
}

/**
 * Every fenced block of a Markdown text (``` fences, or longer ones around text that has
 * ``` lines, as a Discord message does; a fence may be indented).
 */
export function blocksOf(file: string, text: string): Block[] {
  const out: Block[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*(```+)(.*)$/.exec(lines[i] ?? '');
    if (open === null) continue;
    const close = new RegExp(`^\\s*${open[1] ?? ''}\\s*$`);
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !close.test(lines[i] ?? ''); i++) body.push(lines[i] ?? '');
    out.push({ file, line: start + 1, info: (open[2] ?? '').trim(), lines: body });
  }
  return out;
}

/** All blocks of all shipped Markdown files. */
export const allBlocks = (): Block[] =>
  DOC_FILES.flatMap((f) => blocksOf(f, readFileSync(f, 'utf8')));
