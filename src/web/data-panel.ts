/**
 * The game data box: load the data folder or a pack (picker or drop), keep it in the
 * browser, forget it. Whoever needs the data (the army code, the trooper pickers) is told
 * when it changes. The data is the player's own files: never part of the page.
 */
import { gameDataOf, packText, type DataSet } from '../app/data-set.js';
import { leftOutWarning, type GameData } from '../app/game-data.js';
import type { Result } from '../core/result.js';
import { byId, fill, h } from './dom.js';
import { takeItems, type Taken } from './early.js';
import { dataOfFiles, droppedFiles } from './files.js';
import { forgetData, keepData, keptData } from './store.js';

/** The data at hand: the set as loaded and the same as the use-cases take it. */
export interface Loaded {
  readonly set: DataSet;
  readonly data: GameData;
  readonly source: string;
}

type Listener = (loaded: Loaded | null) => void;

const status = byId('data-status', HTMLElement);
const summary = byId('data-summary', HTMLElement);
const box = byId('data-box', HTMLDetailsElement);
let current: Loaded | null = null;
/** Loads started (a file chosen or dropped): the kept data, read back later, yields to them. */
let loads = 0;
const listeners: Listener[] = [];

export const loadedData = (): Loaded | null => current;
export const onData = (f: Listener): void => {
  listeners.push(f);
};

function say(message: string, bad = false): void {
  fill(status, h('p', bad ? { class: 'error', role: 'alert' } : {}, message));
}

/** The data loaded said, with each unit file left out as the command warns of it. */
function sayLoaded(message: string, left: readonly string[]): void {
  if (left.length === 0) {
    say(message);
    return;
  }
  fill(
    status,
    h('p', {}, message),
    h(
      'ul',
      { id: 'data-warnings', 'aria-label': 'unit files left out' },
      ...left.map((l) => h('li', {}, leftOutWarning(l))),
    ),
  );
}

function set(loaded: Loaded | null): void {
  current = loaded;
  const n = loaded?.set.units.length ?? 0;
  summary.textContent =
    loaded === null
      ? 'none loaded'
      : `${n} ${n === 1 ? 'faction file' : 'faction files'} (${loaded.source})`;
  for (const f of listeners) f(loaded);
}

function use(setOf: DataSet, source: string): Result<Loaded> {
  const data = gameDataOf(setOf, source);
  return data.ok ? { ok: true, value: { set: setOf, data: data.value, source } } : data;
}

const message = (e: { message: string; hint?: string }): string =>
  e.hint === undefined ? e.message : `${e.message} (${e.hint})`;

async function load(files: readonly File[], source: string): Promise<void> {
  if (files.length === 0) return;
  loads++;
  say(`reading ${files.length} ${files.length === 1 ? 'file' : 'files'}…`);
  performance.mark('infcalc:data-start');
  let r: Result<Loaded>;
  try {
    const read = await dataOfFiles(files);
    r = read.ok ? use(read.value, source) : read;
  } catch (e) {
    // A file the browser cannot read (moved, no permission): said, never thrown.
    say(`the files cannot be read: ${e instanceof Error ? e.message : String(e)}`, true);
    return;
  }
  performance.measure('infcalc:data', 'infcalc:data-start');
  if (!r.ok) {
    say(message(r.error), true);
    return;
  }
  set(r.value);
  const loaded = new Date().toISOString();
  // A pack is kept as it came; a folder's files as the pack they make.
  const only = files.length === 1 && files[0]?.webkitRelativePath === '' ? files[0] : undefined;
  const pack = only === undefined ? packText(r.value.set, loaded) : await only.text();
  const left = r.value.set.leftOut;
  const kept = await keepData({ pack, source, loaded, leftOut: left });
  sayLoaded(
    [
      `loaded ${r.value.set.units.length} faction files from ${source}`,
      kept
        ? 'kept in this browser for next time'
        : 'this browser keeps nothing: load it again next visit',
    ].join('; '),
    left,
  );
}

function folderName(files: readonly File[]): string {
  const first = files[0]?.webkitRelativePath ?? '';
  if (first.includes('/')) return first.split('/')[0] ?? 'the folder';
  return files.length > 1 ? 'the files dropped' : (files[0]?.name ?? 'the file');
}

/** The files of a drop on the box, loaded (or what is wrong with them said). */
function loadDropped(taken: readonly Taken[]): void {
  void droppedFiles(taken).then(
    async (files) => {
      if (files.length > 0) await load(files, folderName(files));
      else say('nothing to read in what was dropped: drop the data folder or the pack file', true);
    },
    (e: unknown) => {
      // Chromium reads no dropped folder in a page opened from a file (file://).
      say(
        `this browser cannot read the dropped folder here (${e instanceof Error ? e.message : String(e)}): choose it with "Choose the data folder", or drop the pack file`,
        true,
      );
    },
  );
}

/**
 * Wires the box (the data an earlier visit kept: `restoreKept`), and loads what came
 * before: the drops the first script queued (`early`), a file already chosen.
 */
export function startDataPanel(early: readonly (readonly Taken[])[]): void {
  for (const id of ['data-folder', 'data-pack']) {
    const input = byId(id, HTMLInputElement);
    const chosen = (): void => {
      const files = [...(input.files ?? [])];
      void load(files, folderName(files)).finally(() => {
        input.value = '';
      });
    };
    input.addEventListener('change', chosen);
    if ((input.files?.length ?? 0) > 0) chosen();
  }
  byId('data-forget', HTMLButtonElement).addEventListener('click', () => {
    void forgetData().then(() => {
      set(null);
      say('the game data is forgotten');
    });
  });
  box.addEventListener('dragover', (e) => {
    e.preventDefault();
    box.classList.add('dropping');
  });
  box.addEventListener('dragleave', () => {
    box.classList.remove('dropping');
  });
  // The first script's handler (early.ts) keeps the browser from opening the file.
  box.addEventListener('drop', (e) => {
    box.classList.remove('dropping');
    loadDropped(takeItems(e.dataTransfer?.items));
  });
  for (const taken of early) loadDropped(taken);
}

/**
 * Restores the data an earlier visit kept. Called once the first answer is painted: the
 * real data takes a few hundred milliseconds to read back, which the first answer (typed
 * sides) does not need.
 */
export async function restoreKept(): Promise<void> {
  performance.mark('infcalc:kept-start');
  const before = loads;
  const kept = await keptData();
  if (kept === null || loads !== before) return;
  // The files left out when it was loaded are left out still: said again, as the command
  // says them on every run.
  const r = kept.set.ok ? use({ ...kept.set.value, leftOut: kept.leftOut }, kept.source) : kept.set;
  performance.measure('infcalc:kept', 'infcalc:kept-start');
  if (r.ok) {
    set(r.value);
    sayLoaded(
      `game data from ${kept.source}, kept since ${kept.loaded.slice(0, 10)}`,
      kept.leftOut,
    );
  }
}
