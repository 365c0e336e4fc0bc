/**
 * The page's second script (docs/web.md "Size and speed"): the game data box, the army
 * code box and the trooper pickers. The first script (main.ts) paints the first answer,
 * then runs this one (`loadLater`), so the browser parses and compiles it after the first
 * paint. Its modules shared with the first script come from the first's registry
 * (scripts/build-web.js): each module runs once.
 */
import { askTroopers } from './ask-troopers.js';
import { offerCode, shownCode, startCodePanel, updateCode } from './code-panel.js';
import { loadedData, onData, restoreKept, startDataPanel } from './data-panel.js';
import { byId } from './dom.js';
import type { Taken } from './early.js';
import { chartOf, discordOf } from './extras.js';
import { startTroopers, useCode, useData, writeTroopers } from './troopers.js';

export {
  askTroopers,
  chartOf,
  discordOf,
  loadedData,
  offerCode,
  shownCode,
  updateCode,
  useCode,
  writeTroopers,
};

/** What the first script gives the second: the form's edition and the question asked again. */
export interface FirstScript {
  readonly edition: () => 'n4' | 'n5';
  readonly ask: () => void;
  /** A trooper picked for a side: its spec field is emptied (a typed one would win). */
  readonly picked: (side: '' | 'vs') => void;
  /** The drops on the game data box before this script ran (early.ts), taken once. */
  readonly dropped: () => readonly (readonly Taken[])[];
}

/** Wires the boxes and the pickers, and restores the game data an earlier visit kept. */
export function startLater(page: FirstScript): void {
  startCodePanel(page.edition, () => {
    void useCode(shownCode()).then(page.ask);
  });
  startTroopers(page.picked, page.ask);
  onData((loaded) => {
    updateCode(page.edition());
    void useData(loaded)
      .then(() => useCode(shownCode()))
      .then(page.ask);
  });
  startDataPanel(page.dropped());
  // A code pasted (or a file chosen, a box dropped on: startDataPanel) before this script
  // ran: shown now.
  if (byId('code', HTMLTextAreaElement).value.trim() !== '' && shownCode() === null) {
    updateCode(page.edition());
    void useCode(shownCode()).then(page.ask);
  }
  void restoreKept();
  // For the tests (test/web/browser.ts): the boxes take input from now on.
  performance.mark('infcalc:later');
}
