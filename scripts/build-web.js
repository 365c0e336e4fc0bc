// The page (docs/web.md): src/web bundled for the browser and inlined, with its styles,
// into one file, dist/infcalc.html, that works from file:// with no request at all; and
// what `infcalc web --out DIR` adds to host it (dist/web/: the web app manifest, the
// service worker, the icons). The CLI's bundles are not touched.
import { build, transform } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

/** The page's budget, gzipped (docs/web.md). */
const GZIP_MAX = 250 * 1024;

/** The page runs in a browser: a Node built-in or a CLI-only package is a mistake. */
const browserOnly = {
  name: 'browser-only',
  setup(b) {
    b.onResolve(
      { filter: /^(node:|chalk$|commander$|@inquirer\/|seedrandom$|csv-stringify)/ },
      (args) => ({
        errors: [{ text: `${args.path} in the page (imported by ${args.importer})` }],
      }),
    );
  },
};

const read = (path) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

export async function buildWeb() {
  const js = await build({
    entryPoints: ['src/web/main.ts'],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'iife',
    target: ['chrome100', 'firefox100', 'safari15'],
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [browserOnly],
  });
  const css = await transform(read('src/web/style.css'), { loader: 'css', minify: true });
  const script = js.outputFiles[0].text.replace(/<\/(script)/gi, '<\\/$1');
  const page = read('src/web/page.html')
    .replace('/*infcalc:style*/', () => css.code.trim())
    .replace('//infcalc:script', () => script.trim());
  const size = gzipSync(page).length;
  if (size > GZIP_MAX)
    throw new Error(`dist/infcalc.html is ${size} bytes gzipped (at most ${GZIP_MAX})`);
  mkdirSync('dist/web', { recursive: true });
  writeFileSync('dist/infcalc.html', page);
  const version = createHash('sha256').update(page).digest('hex').slice(0, 12);
  writeFileSync('dist/web/icon.svg', ICON);
  icons();
  writeFileSync('dist/web/manifest.webmanifest', `${JSON.stringify(MANIFEST, null, 2)}\n`);
  writeFileSync('dist/web/sw.js', serviceWorker(version));
}

/** The icon: a d20's outline and "i". */
const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="#1d3b53"/><path d="M256 56 430 156v200L256 456 82 356V156z" fill="none" stroke="#fff" stroke-width="28" stroke-linejoin="round"/><path d="M256 56v400M82 156l348 200M430 156 82 356" stroke="#79b8ff" stroke-width="10" opacity=".6"/><circle cx="256" cy="256" r="88" fill="#1d3b53" stroke="#fff" stroke-width="20"/><path d="M256 222v82" stroke="#fff" stroke-width="26" stroke-linecap="round"/><circle cx="256" cy="190" r="15" fill="#fff"/></svg>\n`;

/** PNG icons (installable pages need 192 and 512), drawn by resvg from the SVG. */
function icons() {
  const { Resvg } = createRequire(import.meta.url)('@resvg/resvg-js');
  for (const size of [192, 512]) {
    const png = new Resvg(ICON, { fitTo: { mode: 'width', value: size } }).render().asPng();
    writeFileSync(`dist/web/icon-${size}.png`, png);
  }
}

const MANIFEST = {
  name: 'infcalc — Infinity dice and odds',
  short_name: 'infcalc',
  description: 'Exact odds for Infinity N4 and N5, offline.',
  start_url: './',
  scope: './',
  display: 'standalone',
  background_color: '#f7f8fa',
  theme_color: '#1d3b53',
  icons: [
    { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
  ],
};

/**
 * The service worker: every file of the folder cached at install, then served from the
 * cache (the page never asks the network for anything else). The cache's name holds the
 * page's hash, so a new page replaces the old cache.
 */
const serviceWorker = (
  version,
) => `// infcalc's service worker (docs/web.md): the page offline after the first visit.
const CACHE = 'infcalc-${version}';
const FILES = ['./', 'index.html', 'manifest.webmanifest', 'icon.svg', 'icon-192.png', 'icon-512.png'];
self.addEventListener('install', (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (e) => {
  e.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (e) => {
  if (e.request.method !== 'GET') return;
  e.respondWith(
    caches.match(e.request, { ignoreSearch: true }).then((hit) => hit ?? fetch(e.request)),
  );
});
`;

if (import.meta.url === `file://${process.argv[1]}`) await buildWeb();
