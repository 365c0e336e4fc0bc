/**
 * An answer's chart and Discord message (answer.ts holds what they are made of): the
 * second script's, as neither is needed to paint the answer. The same renderers as
 * `infcalc odds --chart` and `--format discord`.
 */
import { oddsChart, sweepChart } from '../app/chart/index.js';
import {
  ftfOddsDiscord,
  normalOddsDiscord,
  oddsSweepDiscord,
  pairOddsDiscord,
} from '../cli/share/discord-odds.js';
import { renderDiscord } from '../cli/share/discord.js';
import type { PageAnswer } from './answer.js';

/** The answer's chart, as SVG text (escaped by the renderer). */
export function chartOf(a: PageAnswer): string {
  const subtitle = a.command;
  return a.report.kind === 'odds-sweep'
    ? sweepChart(a.report, { subtitle })
    : oddsChart(a.report, { subtitle });
}

/** The answer as `--format discord` writes it. */
export function discordOf(a: PageAnswer): string {
  const r = a.report;
  const message =
    r.kind === 'odds-sweep'
      ? oddsSweepDiscord(r)
      : r.kind === 'pair-odds'
        ? pairOddsDiscord(r)
        : r.kind === 'ftf-odds'
          ? ftfOddsDiscord(r)
          : normalOddsDiscord(r);
  return renderDiscord(message, a.rules, a.command);
}
