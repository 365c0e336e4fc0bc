/** How `infcalc web` says what it wrote: the files, and what to do with them. */
import type { View } from '../../view.js';
import type { WebReport } from './write.js';

export const webView: View<WebReport> = {
  editionless: true,
  text: (r) =>
    [
      ...r.files.map((f) => `wrote ${f.name}`),
      r.shape === 'file'
        ? 'open it in a browser (a phone too): it needs no network'
        : 'serve this folder over http(s): the page installs and works offline after the first visit',
    ].join('\n') + '\n',
  json: (r) => ({ kind: r.kind, shape: r.shape, out: r.out, files: r.files }),
};
