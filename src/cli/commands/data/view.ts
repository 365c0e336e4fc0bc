/** How `data fetch` and `data list` are shown. Game data is the same in every edition. */
import type { DataFetchReport } from '../../data/fetch.js';
import type { DataListReport } from '../../data/list.js';
import type { DataIndexReport, IndexSummary } from '../../data/index-file/index.js';
import type { Style } from '../../style.js';
import { verdict, type View } from '../../view.js';
import { displayWidth, padDisplay } from '../../render/width.js';

const size = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function fetchText(r: DataFetchReport, st: Style): string {
  const lines = [st.bold(`Data directory: ${r.dir}`)];
  for (const f of r.files) {
    const name = f.file.startsWith(r.dir) ? f.file.slice(r.dir.length).replace(/^\/+/, '') : f.file;
    // A redirect to another host is said: the file is not the base URL's own.
    const moved = f.movedTo === undefined ? '' : `; redirected to another host: ${f.movedTo}`;
    if (f.ok) lines.push(`  ${st.good('ok')}    ${name} (${size(f.bytes)}${moved})`);
    else
      lines.push(
        `  ${st.bad('FAIL')}  ${name}: ${f.error ?? ''}${f.keptOld ? ' (the old file is kept)' : ''}`,
      );
  }
  const good = r.files.filter((f) => f.ok).length;
  lines.push(`${good} of ${r.files.length} ${r.files.length === 1 ? 'file' : 'files'} fetched`);
  if (r.index != null) lines.push(indexLine(r.index));
  if (r.offline)
    lines.push(
      `Offline? Place the files by hand: metadata.json and units/<faction id>-<slug>.json in ${r.dir} (docs/game-data.md)`,
    );
  return lines.join('\n') + '\n';
}

export const dataFetchView: View<DataFetchReport> = {
  editionless: true,
  exitCode: (r) => verdict(r.failed),
  text: fetchText,
  json: (r) => r,
};

const day = (iso: string | null): string => (iso === null ? 'no date' : iso.slice(0, 10));

function listText(r: DataListReport, st: Style): string {
  const m = r.metadata;
  const lines = [st.bold(`Data directory: ${r.dir}`)];
  if (!m.present) lines.push('Metadata: missing (infcalc data fetch)');
  else if (m.problem !== null) lines.push(`Metadata: ${st.bad(`unreadable: ${m.problem}`)}`);
  else
    lines.push(
      `Metadata: ${m.game === null ? 'game not told' : `${m.game.toUpperCase()} data`}, ${m.factions} factions, ${day(m.modified)}`,
    );
  if (m.missing.length > 0)
    lines.push(
      `No unit file for ${m.missing.length} of them: ${m.missing.map((f) => `${f.id} ${f.slug}`).join(', ')}`,
    );
  if (r.factions.length === 0) lines.push('Factions: none (infcalc data fetch)');
  else {
    lines.push(`Factions: ${r.factions.length}`);
    const w = Math.max(...r.factions.map((f) => displayWidth(`${f.id} ${f.slug ?? ''}`)));
    for (const f of r.factions) {
      const head = padDisplay(`${f.id} ${f.slug ?? ''}`, w);
      const body =
        f.problem !== null
          ? st.bad(`unreadable: ${f.problem}`)
          : `${f.units ?? 0} units${f.version === null ? '' : `, version ${f.version}`}, ${day(f.modified)}`;
      lines.push(`  ${head}  ${f.name === null ? '' : `${f.name}: `}${body}`);
    }
  }
  return lines.join('\n') + '\n';
}

export const dataListView: View<DataListReport> = {
  editionless: true,
  text: listText,
  json: (r) => r,
};

const PLACES = {
  beside: 'beside the files',
  cache: 'in the user cache (the folder cannot be written)',
  memory: 'nowhere: neither the folder nor the user cache can be written; rebuilt on each look-up',
} as const satisfies Record<IndexSummary['place'], string>;

function indexLine(i: IndexSummary): string {
  const at = i.path === null ? PLACES.memory : `${PLACES[i.place]}: ${i.path}`;
  return `Index: ${i.units} units (${i.ids} unit ids) in ${i.files} unit ${i.files === 1 ? 'file' : 'files'}, ${at}`;
}

function indexText(r: DataIndexReport, st: Style): string {
  const i = r.index;
  const lines = [st.bold(`Data directory: ${r.dir}`), indexLine(i)];
  if (i.whole.length > 0)
    lines.push(`Read whole on a look-up (units not placed in the file): ${i.whole.join(', ')}`);
  if (i.leftOut.length > 0)
    lines.push(st.bad(`Left out of look-ups (cannot be read): ${i.leftOut.join(', ')}`));
  return lines.join('\n') + '\n';
}

export const dataIndexView: View<DataIndexReport> = {
  editionless: true,
  text: indexText,
  json: (r) => r,
};
