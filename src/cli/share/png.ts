/**
 * `--chart FILE.png`: the chart's SVG rendered by resvg (@resvg/resvg-js, a native build
 * in its own package per platform), with the font infcalc ships (assets/fonts, DejaVu
 * Sans from the dejavu-fonts-ttf package, Bitstream Vera licence) and no system fonts,
 * so a fresh machine renders the same pixels. Loaded only for a PNG: resvg is not in the
 * bundles (scripts/build.js), it is required from node_modules when asked.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { FONT } from '../../app/chart/index.js';

/** Twice the SVG's size: sharp text on a phone's screen. */
export const PNG_ZOOM = 2;

interface Resvg {
  render: () => { asPng: () => Uint8Array; width: number; height: number };
}
interface ResvgModule {
  Resvg: new (
    svg: string,
    opts: {
      fitTo: { mode: 'zoom'; value: number };
      font: { fontFiles: string[]; loadSystemFonts: boolean; defaultFontFamily: string };
    },
  ) => Resvg;
}

/**
 * `require` as this module has it: the bundle's own (bin/infcalc.js makes it for the
 * bundle's file), or one made here when the sources run as ES modules (the tests). A
 * `require` (not `import()`): on Node 20 the code-cached bundle has no `import()`.
 */
function requireHere(): NodeJS.Require {
  return typeof require === 'function' ? require : createRequire(import.meta.url);
}

/** The package's own folder (its package.json, found by the package's own name). */
const packageRoot = (req: NodeJS.Require): string => dirname(req.resolve('infcalc/package.json'));

/** DejaVu Sans and its bold (titles, names). */
export const fontFiles = (req: NodeJS.Require = requireHere()): string[] =>
  ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((f) =>
    join(packageRoot(req), 'assets', 'fonts', f),
  );

/** The PNG of an SVG, at PNG_ZOOM, with the shipped font only. */
export function svgToPng(svg: string): Uint8Array {
  const req = requireHere();
  const { Resvg } = req('@resvg/resvg-js') as ResvgModule;
  // A file, not a buffer: resvg-js 2.6 ignores every option when given `fontBuffers`.
  const r = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: PNG_ZOOM },
    font: { fontFiles: fontFiles(req), loadSystemFonts: false, defaultFontFamily: FONT },
  });
  return r.render().asPng();
}
