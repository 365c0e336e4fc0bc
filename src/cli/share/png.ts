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
import { usage } from '../errors.js';

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

/**
 * Pixels a PNG may have at most (RGBA: 4 bytes each, 256 MB): the largest grid (10,000
 * cells) is drawn at 1x rather than past it.
 */
export const PNG_PIXELS_MAX = 64 * 1024 * 1024;

/**
 * The widest PNG drawn at 2x: a chart of the usual width (720) is doubled for a phone's
 * screen; a wider one (a 40 x 40 grid is 1,959 wide) is sharp at 1x, and 2x would hold
 * four times the pixels (a 40 x 40 grid: 171 MB peak at 2x).
 */
export const PNG_ZOOM_WIDTH_MAX = 2000;

/** The zoom of a chart: 2x, or 1x for a chart wide or large enough without it. */
export function zoomOf(svg: string): number {
  const [, w = '0', h = '0'] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg) ?? [];
  const wide = Number(w) * PNG_ZOOM > PNG_ZOOM_WIDTH_MAX;
  return !wide && Number(w) * Number(h) * PNG_ZOOM * PNG_ZOOM <= PNG_PIXELS_MAX ? PNG_ZOOM : 1;
}

/** The PNG of an SVG, at PNG_ZOOM (1x when too large), with the shipped font only. */
export function svgToPng(svg: string): Uint8Array {
  // Past the cap even at 1x: refused before resvg allocates the picture.
  const [, w = '0', h = '0'] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg) ?? [];
  if (Number(w) * Number(h) > PNG_PIXELS_MAX)
    throw usage(
      `the chart would be ${Math.ceil(Number(w))} × ${Math.ceil(Number(h))} pixels, more than the ${PNG_PIXELS_MAX / 1024 / 1024} M pixels of a PNG infcalc draws`,
      'write it as FILE.svg, or chart less',
    );
  const req = requireHere();
  const { Resvg } = req('@resvg/resvg-js') as ResvgModule;
  // A file, not a buffer: resvg-js 2.6 ignores every option when given `fontBuffers`.
  const r = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: zoomOf(svg) },
    font: { fontFiles: fontFiles(req), loadSystemFonts: false, defaultFontFamily: FONT },
  });
  return r.render().asPng();
}
