// The page (docs/web.md): src/web bundled for the browser and inlined, with its styles,
// into one file, dist/infcalc.html, that works from file:// with no request at all; and
// what `infcalc web --out DIR` adds to host it (dist/web/: the web app manifest, the
// service worker, the icons). The CLI's bundles are not touched.
import { build, transform } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { runInNewContext } from 'node:vm';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { TextEncoder } from 'node:util';

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

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

const SCRIPT = {
  bundle: true,
  write: false,
  platform: 'browser',
  format: 'iife',
  target: ['chrome100', 'firefox100', 'safari15'],
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
};

/** The first script's modules the second imports, by path: `import * as` of each. */
const REGISTRY = 'infcalcModules';

/** The project's modules (not packages) a build holds, by path from the repository. */
const modulesOf = (result) =>
  new Set(Object.keys(result.metafile.inputs).filter((p) => !p.includes(':')));

/**
 * The first script: src/web/main.ts, after a module that puts the modules of `shared`
 * in the registry (before main.ts runs: it may run the second script at once).
 */
const firstScript = (shared) =>
  build({
    ...SCRIPT,
    stdin: {
      contents: "import 'infcalc:registry';\nimport './src/web/main.ts';\n",
      resolveDir: root,
      sourcefile: 'first.js',
    },
    plugins: [
      browserOnly,
      {
        name: 'registry',
        setup(b) {
          b.onResolve({ filter: /^infcalc:registry$/ }, () => ({
            path: 'registry',
            namespace: 'registry',
          }));
          const paths = [...shared].sort();
          b.onLoad({ filter: /.*/, namespace: 'registry' }, () => ({
            contents: [
              ...paths.map((p, i) => `import * as m${i} from ${JSON.stringify(`./${p}`)};`),
              `globalThis.${REGISTRY} = {`,
              ...paths.map((p, i) => `  ${JSON.stringify(p)}: m${i},`),
              '};',
            ].join('\n'),
            loader: 'js',
            resolveDir: root,
          }));
        },
      },
    ],
  });

/**
 * The second script: src/web/later.ts, whose exports land in `window.infcalcLater`. An
 * import of a module of the first script (`inFirst`) reads the first's instance from the
 * registry, so each module runs once (`instanceof UsageError` holds across the two), and
 * is added to `shared`. A package (zod) is bundled into each script, trimmed to what each
 * uses: shared, it would be bundled whole. zod's classes recognise another copy's
 * instances (`$constructor`).
 */
const laterScript = (inFirst, shared) =>
  build({
    ...SCRIPT,
    entryPoints: ['src/web/later.ts'],
    globalName: 'infcalcLater',
    plugins: [
      browserOnly,
      {
        name: 'from-first',
        setup(b) {
          b.onResolve({ filter: /.*/ }, async (args) => {
            if (args.pluginData === 'from-first' || args.kind === 'entry-point') return undefined;
            const r = await b.resolve(args.path, {
              kind: args.kind,
              resolveDir: args.resolveDir,
              importer: args.importer,
              pluginData: 'from-first',
            });
            if (r.errors.length > 0 || r.external || r.namespace !== 'file') return undefined;
            const path = relative(root, r.path).split(sep).join('/');
            if (!inFirst.has(path) || path.startsWith('node_modules/')) return undefined;
            shared.add(path);
            return { path, namespace: 'first' };
          });
          b.onLoad({ filter: /.*/, namespace: 'first' }, (args) => ({
            contents: `module.exports = globalThis.${REGISTRY}[${JSON.stringify(args.path)}];`,
            loader: 'js',
          }));
        },
      },
    ],
  });

/**
 * The page's two scripts (docs/web.md "Size and speed"): the first paints the first
 * answer, the second (the game data, the army code, the pickers) runs after that paint.
 * Passes until the first script stops growing: the registry keeps every export of a
 * shared module, which may bring in modules the second script then shares too.
 */
async function pageScripts() {
  let first = await firstScript(new Set());
  for (let pass = 0; pass < 5; pass++) {
    const inFirst = modulesOf(first);
    const shared = new Set();
    const later = await laterScript(inFirst, shared);
    first = await firstScript(shared);
    const grown = [...modulesOf(first)].filter((p) => !inFirst.has(p));
    if (grown.length === 0) {
      const both = [...modulesOf(later)].filter(
        (p) => inFirst.has(p) && !p.startsWith('node_modules/'),
      );
      if (both.length > 0) throw new Error(`in both scripts of the page: ${both.join(', ')}`);
      return { first: first.outputFiles[0].text, later: later.outputFiles[0].text };
    }
  }
  throw new Error("the page's first script kept growing");
}

/** The page's code of `entry`, bundled to run here (formHtml, answerHtml). */
async function runHere(entry, globals = {}) {
  const js = await build({
    ...SCRIPT,
    metafile: false,
    minify: false,
    entryPoints: [entry],
    globalName: 'built',
  });
  const context = { document: { createElement: (tag) => new Element(tag) }, ...globals };
  runInNewContext(js.outputFiles[0].text, context);
  return context.built;
}

/**
 * The form's HTML (src/web/form-parts.ts `formParts`): the page's own code, run here on a
 * document of plain objects that records what it builds, written out as HTML.
 */
async function formHtml() {
  const { reactions, groups } = (await runHere('src/web/form-parts.ts')).formParts();
  return { reactions: reactions.map(html).join(''), groups: groups.map(html).join('') };
}

/**
 * The default question's answer (src/web/prebuilt.ts): the page's own code fills #results
 * here as it would in the browser; test/web/page.test.ts checks the two are the same.
 */
async function answerHtml() {
  const box = new Element('div');
  const { prebuilt } = await runHere('src/web/prebuilt.ts', {
    TextEncoder,
    requestAnimationFrame: () => 0,
  });
  const made = prebuilt(box);
  return { ...made, html: box.children.map(html).join('') };
}

/**
 * The head's script: a page opened without a link (or with the default question's) shows
 * the answer its HTML holds; any other link hides it until the page's own answer replaces
 * it (style.css). Until the first script runs (after the first paint), a drop is never
 * opened by the browser, and one on the game data box is queued in `infcalcDrops`, its
 * items taken as src/web/early.ts `takeItems` takes them (the list is emptied after the
 * event); early.ts takes the queue over and sets it to null.
 */
const boot = (share) => `(()=>{let f=location.hash.slice(1);try{f=decodeURIComponent(f)}catch{f="-"}
if(f===""||f===${JSON.stringify(share)})document.documentElement.classList.add("prebuilt");
const q=window.infcalcDrops=[];document.addEventListener("dragover",(e)=>e.preventDefault());
document.addEventListener("drop",(e)=>{e.preventDefault();const b=document.getElementById("data-box");
if(window.infcalcDrops===q&&b&&e.target instanceof Node&&b.contains(e.target))q.push([...(e.dataTransfer?.items??[])].filter((i)=>i.kind==="file").map((i)=>({entry:i.webkitGetAsEntry(),file:i.getAsFile()})))})})();`;

/**
 * The body's last script: runs the first script (held as text, as the second is), at once
 * for a link, after the first paint for the page whose HTML holds its answer.
 */
const RUN = `(()=>{const run=()=>{const s=document.createElement("script");s.text=document.getElementById("first").text;document.body.append(s)};
if(document.documentElement.classList.contains("prebuilt"))requestAnimationFrame(()=>{performance.mark("infcalc:prebuilt");setTimeout(run,0)});else run()})();`;

/** An element as the form's code builds it (src/web/dom.ts `h`): attributes, then children. */
class Element {
  constructor(tag) {
    this.tag = tag;
    this.attributes = [];
    this.children = [];
  }
  setAttribute(name, value) {
    this.removeAttribute(name);
    this.attributes.push([name, String(value)]);
  }
  removeAttribute(name) {
    this.attributes = this.attributes.filter(([k]) => k !== name);
  }
  append(...children) {
    this.children.push(...children);
  }
  replaceChildren(...children) {
    this.children = children;
  }
}

const VOID = new Set(['input', 'br', 'img', 'meta', 'link', 'hr']);
const escape = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function html(node) {
  if (typeof node === 'string') return escape(node);
  const attributes = node.attributes.map(([k, v]) => ` ${k}="${escape(v)}"`).join('');
  if (VOID.has(node.tag)) return `<${node.tag}${attributes}>`;
  return `<${node.tag}${attributes}>${node.children.map(html).join('')}</${node.tag}>`;
}

/** A script's text, safe inside a <script> element. */
const inline = (js) => js.replace(/<\/(script)/gi, '<\\/$1').trim();

export async function buildWeb() {
  const [scripts, form, answer] = await Promise.all([pageScripts(), formHtml(), answerHtml()]);
  const css = await transform(read('src/web/style.css'), { loader: 'css', minify: true });
  const page = read('src/web/page.html')
    .replace('/*infcalc:style*/', () => css.code.trim())
    .replace(/\s*<!--infcalc:reactions-->\s*/, () => form.reactions)
    .replace('<!--infcalc:form-->', () => form.groups)
    .replace('value="infcalc:active"', () => `value="${escape(answer.active)}"`)
    .replace('value="infcalc:reactive"', () => `value="${escape(answer.reactive)}"`)
    .replace('<!--infcalc:answer-->', () => answer.html)
    .replace('//infcalc:boot', () => inline(boot(answer.share)))
    .replace('//infcalc:run', () => inline(RUN))
    .replace('//infcalc:later', () => inline(scripts.later))
    .replace('//infcalc:script', () => inline(scripts.first));
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
