// The shared page's social preview (Open Graph and Twitter card): the design drawn by satori (layout and text
// to SVG) and rasterised by resvg. Loaded on the first image request only: both are large.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { findFont, fontOfStack, type CatalogueFont, type DesignSystem } from '@kitsmith/core';
import type { PublicDesignSheet } from '@kitsmith/contract';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import { OG_HEIGHT, OG_WIDTH } from './og-size.ts';

const packages = createRequire(import.meta.url);

/**
 * satori reads TTF, OTF and WOFF, not WOFF2, and only the static `@fontsource` packages ship WOFF (the variable
 * ones ship WOFF2 alone). A design font without WOFF is drawn in an installed one of the same kind instead.
 */
const STAND_IN: Record<CatalogueFont['category'], string> = { sans: 'lato', serif: 'libre-baskerville', mono: 'ibm-plex-mono', display: 'poppins' };

/** The weight of `font` nearest `wanted`. */
const nearestWeight = (font: CatalogueFont, wanted: number) =>
  font.weights.reduce((best, weight) => (Math.abs(weight - wanted) < Math.abs(best - wanted) ? weight : best));

const fontData = new Map<string, Promise<Buffer>>();

/** A static font's Latin WOFF file at a weight, read once. */
function readWoff(font: CatalogueFont, weight: number): Promise<Buffer> {
  const file = `${font.id}-latin-${weight}-normal.woff`;
  let data = fontData.get(file);
  if (!data) {
    data = readFile(join(dirname(packages.resolve(`${font.package}/package.json`)), 'files', file));
    data.catch(() => fontData.delete(file));
    fontData.set(file, data);
  }
  return data;
}

/** The font satori draws a stack in: its catalogue font where that ships WOFF, else a stand-in of its kind. */
async function drawableFont(stack: string, name: string, weight: number): Promise<Font> {
  const chosen = fontOfStack(stack);
  const font = chosen && !chosen.variable ? chosen : findFont(STAND_IN[chosen?.category ?? 'sans']);
  if (!font) throw new Error(`The stand-in font for ${stack} is not in the catalogue`);
  const drawn = nearestWeight(font, weight);
  return { name, data: await readWoff(font, drawn), weight: drawn as Font['weight'], style: 'normal' };
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
export async function renderOgImage(
  project: { name: string; description: string },
  system: DesignSystem,
  sheet: PublicDesignSheet,
): Promise<Buffer> {
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
  const svg = await satori(tree as Parameters<typeof satori>[0], { width: OG_WIDTH, height: OG_HEIGHT, fonts });
  return new Resvg(svg, { fitTo: { mode: 'width', value: OG_WIDTH } }).render().asPng();
}
