// The shared page's social preview (Open Graph and Twitter card): the design drawn by satori (layout and text
// to SVG) and rasterised by resvg, in the design's own fonts. Loaded on the first image request only: all three
// libraries (satori, resvg, subset-font) are large.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { findFont, fontFiles, fontOfStack, type CatalogueFont, type DesignSystem } from '@kitsmith/core';
import type { PublicDesignSheet } from '@kitsmith/contract';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import subsetFont from 'subset-font';
import { OG_HEIGHT, OG_WIDTH } from './og-size.ts';

const packages = createRequire(import.meta.url);

/** The font a stack of system fonts only (none from the catalogue) is drawn in: an installed one of its generic kind. */
function standIn(stack: string): CatalogueFont | undefined {
  const generic = stack.split(',').map((family) => family.trim().toLowerCase());
  if (generic.some((family) => family === 'monospace' || family === 'ui-monospace')) return findFont('ibm-plex-mono');
  if (generic.some((family) => family === 'serif' || family === 'ui-serif')) return findFont('libre-baskerville');
  return findFont('lato');
}

/** The weight `font` draws for `wanted`: the nearest a static font ships, or `wanted` within a variable font's axis. */
const weightFor = (font: CatalogueFont, wanted: number): number => {
  if (font.variable) return Math.min(Math.max(wanted, font.weights[0] ?? wanted), font.weights[1] ?? wanted);
  return font.weights.reduce((best, weight) => (Math.abs(weight - wanted) < Math.abs(best - wanted) ? weight : best));
};

/** A file of a font's package, read once. */
const files = new Map<string, Promise<Buffer>>();
function readPackageFile(font: CatalogueFont, file: string): Promise<Buffer> {
  let data = files.get(file);
  if (!data) {
    data = readFile(join(dirname(packages.resolve(`${font.package}/package.json`)), 'files', file));
    data.catch(() => files.delete(file));
    files.set(file, data);
  }
  return data;
}

/** Static instances of variable fonts, by file and weight: made once each. */
const instances = new Map<string, Promise<Buffer>>();

/**
 * A font's Latin face at `weight` as satori reads it. A static package ships a WOFF per weight. A variable one
 * ships one WOFF2 for all weights, which satori would draw at its default weight (and fake bold with a stroke):
 * HarfBuzz's instancer (through subset-font) pins its weight axis at `weight`, giving a static TrueType font.
 */
function fontFace(font: CatalogueFont, weight: number): Promise<Buffer> {
  if (!font.variable) return readPackageFile(font, `${font.id}-latin-${weight}-normal.woff`);
  const file = fontFiles(font).find((face) => face.subset === 'latin' && face.style === 'normal')?.file;
  if (!file) throw new Error(`${font.package} has no Latin face`);
  const key = `${file}@${weight}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = readPackageFile(font, file).then((woff2) => subsetFont(woff2, LATIN, { targetFormat: 'truetype', variationAxes: { wght: weight } }));
    instance.catch(() => instances.delete(key));
    instances.set(key, instance);
  }
  return instance;
}

/** The characters an instance keeps: those of Fontsource's Latin subset (its unicode-range), which is all the file holds. */
const LATIN = String.fromCodePoint(
  ...[
    [0x20, 0xff],
    [0x131, 0x131],
    [0x152, 0x153],
    [0x2bb, 0x2bc],
    [0x2c6, 0x2c6],
    [0x2da, 0x2da],
    [0x2dc, 0x2dc],
    [0x304, 0x304],
    [0x308, 0x308],
    [0x329, 0x329],
    [0x2000, 0x206f],
    [0x20ac, 0x20ac],
    [0x2122, 0x2122],
    [0x2191, 0x2191],
    [0x2193, 0x2193],
    [0x2212, 0x2212],
    [0x2215, 0x2215],
    [0xfeff, 0xfeff],
    [0xfffd, 0xfffd],
  ].flatMap(([from = 0, to = 0]) => Array.from({ length: to - from + 1 }, (_, index) => from + index)),
);

/** The font satori draws a stack in: its catalogue font at the weight asked for, or for system fonts a stand-in of their kind. */
async function drawableFont(stack: string, name: string, weight: number): Promise<Font> {
  const font = fontOfStack(stack) ?? standIn(stack);
  if (!font) throw new Error(`The stand-in font for ${stack} is not in the catalogue`);
  const drawn = weightFor(font, weight);
  return { name, data: await fontFace(font, drawn), weight: drawn as Font['weight'], style: 'normal' };
}

/** A CSS length in px (rem at 16 px); `fallback` for anything else (a calc(), a percentage). */
function pixels(value: string | undefined, fallback: number): number {
  const match = /^(-?[\d.]+)(px|rem)$/.exec(value ?? '');
  if (!match) return fallback;
  return Number(match[1]) * (match[2] === 'rem' ? 16 : 1);
}

type Node = { type: string; props: { style?: Record<string, unknown>; children?: Node | Node[] | string } };
const box = (style: Record<string, unknown>, children?: Node | Node[] | string): Node => ({ type: 'div', props: { style, children } });

const SCALES = ['primary', 'secondary', 'accent', 'neutral'];
const PADDING = 64;

/**
 * The design as a 1200x630 PNG: its name as a heading in its heading font, its description in its body font, a
 * button in its primary colour with its radius, and its main colour scales, on its page colours (its own scheme).
 */
export async function renderOgImage(project: { name: string; description: string }, system: DesignSystem, sheet: PublicDesignSheet): Promise<Buffer> {
  return new Resvg(await drawOgImage(project, system, sheet), { fitTo: { mode: 'width', value: OG_WIDTH } }).render().asPng();
}

/** The image of {@link renderOgImage} as satori draws it: an SVG, its text as paths. */
export async function drawOgImage(project: { name: string; description: string }, system: DesignSystem, sheet: PublicDesignSheet): Promise<string> {
  const scheme = system.theme.mode === 'dark' ? 'dark' : 'light';
  const colour = (name: string, fallback: string) => sheet.semantic[scheme].find((entry) => entry.name === name)?.value ?? fallback;
  const radius = pixels(sheet.properties.shared['--button-radius'] ?? sheet.radius.find((entry) => entry.name === 'md')?.value, 8);
  const fonts = await Promise.all([
    drawableFont(system.typography.headingFamily, 'Heading', 700),
    drawableFont(system.typography.bodyFamily, 'Body', 400),
  ]);
  const swatches = SCALES.flatMap((name) => sheet.palettes.filter((palette) => palette.name === name)).map((palette) =>
    box(
      { display: 'flex', gap: 6 },
      palette.steps.map((step) => box({ width: 34, height: 34, borderRadius: 6, backgroundColor: step.value })),
    ),
  );
  const tree = box(
    {
      // satori's boxes are content-box: the padding goes around these.
      width: OG_WIDTH - 2 * PADDING,
      height: OG_HEIGHT - 2 * PADDING,
      display: 'flex',
      justifyContent: 'space-between',
      padding: PADDING,
      backgroundColor: colour('background', '#ffffff'),
      color: colour('foreground', '#111111'),
      fontFamily: 'Body',
    },
    [
      box({ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: 580, height: OG_HEIGHT - 2 * PADDING }, [
        box({ display: 'flex', flexDirection: 'column', gap: 20 }, [
          box({ fontSize: 22, color: colour('muted-foreground', '#555555') }, 'Design system · Kitsmith'),
          box({ fontFamily: 'Heading', fontWeight: 700, fontSize: 68, lineHeight: 1.1, lineClamp: 3, display: 'block' }, project.name),
          box({ fontSize: 28, lineHeight: 1.4, lineClamp: 3, display: 'block', color: colour('muted-foreground', '#555555') }, project.description),
        ]),
        box({ display: 'flex' }, [
          box(
            {
              padding: '18px 36px',
              borderRadius: radius,
              backgroundColor: colour('primary', '#000000'),
              color: colour('primary-foreground', '#ffffff'),
              fontSize: 28,
            },
            'Button',
          ),
        ]),
      ]),
      box({ display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 6 }, swatches),
    ],
  );
  return satori(tree as Parameters<typeof satori>[0], { width: OG_WIDTH, height: OG_HEIGHT, fonts });
}
