/**
 * The odds sheet (docs/command-line.md "The menu"): questions saved from the menu, shown
 * side by side by `infcalc compare` (one row each); the file is src/cli/menu/sheet-file.ts.
 */
import type { MenuIO } from './io.js';
import type { MenuPrompter } from './prompter.js';
import { sheetEntry, type ShotQuestion, type Trooper } from './question.js';

const nameOf = (t: Trooper | ShotQuestion['target']): string =>
  t.kind === 'typed'
    ? `ARM ${String(t.arm)}`
    : `${t.kind === 'data' ? t.unit : t.name}${t.weapon === null ? '' : ` (${t.weapon})`}`;

/** A row's name: "FUSILIER (Combi Rifle) vs ZHANSHI · 37cm · cover". */
export function rowName(q: ShotQuestion): string {
  const how = q.attack === 'bs' ? `${String(q.distance.value)}${q.distance.unit}` : q.attack;
  const extra = [...q.situations, ...q.declared, ...(q.reaction === 'none' ? [] : [q.reaction])];
  return [`${nameOf(q.active)} vs ${nameOf(q.target)}`, how, ...extra].join(' · ');
}

/** Add the question to the sheet; its path, or null when it could not be written. */
export function addToSheet(io: MenuIO, q: ShotQuestion): string | null {
  return io.saveSheet([...io.sheet(), sheetEntry(q, rowName(q))]);
}

/** The sheet side by side (`infcalc compare SHEET`). */
export async function showSheet(io: MenuIO, path: string | null): Promise<void> {
  if (path === null) {
    io.say('The odds sheet cannot be written here (no state folder).\n');
    return;
  }
  await io.answer(['compare', path, '--data', io.dataDir]);
}

/** The task "the odds sheet": see it, or clear it. */
export async function sheetTask(p: MenuPrompter, io: MenuIO): Promise<void> {
  const rows = io.sheet();
  if (rows.length === 0) {
    io.say('The odds sheet is empty: answer a question, then "Save to the odds sheet".\n');
    return;
  }
  const what = await p.select({
    message: `The odds sheet (${String(rows.length)} questions)`,
    choices: [
      { name: 'See it side by side', value: 'see' },
      { name: 'Clear it', value: 'clear' },
    ],
  });
  if (what === 'see') await showSheet(io, io.saveSheet(rows));
  else io.saveSheet([]);
}
