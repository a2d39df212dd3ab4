import {
  converter,
  filterDeficiencyDeuter,
  filterDeficiencyProt,
  filterDeficiencyTrit,
  filterGrayscale,
  formatHex,
  parse,
  type Lrgb,
  type Rgb,
} from 'culori';

/** The colour-vision deficiencies the canvas simulates, each at full severity. */
export const COLOR_VISION_KINDS = ['protanopia', 'deuteranopia', 'tritanopia', 'achromatopsia'] as const;
export type ColorVisionKind = (typeof COLOR_VISION_KINDS)[number];

export const COLOR_VISION_LABELS: Readonly<Record<ColorVisionKind, string>> = {
  protanopia: 'Protanopia',
  deuteranopia: 'Deuteranopia',
  tritanopia: 'Tritanopia',
  achromatopsia: 'Achromatopsia',
};

type LinearFilter = (color: Lrgb) => Lrgb;

/**
 * culori's filters: Machado, Oliveira & Fernandes 2009 at severity 1.0 for the three dichromacies (its
 * `filterDeficiency*`), and its `filterGrayscale` for achromatopsia (Rec. 709 luminance). Machado's matrices are
 * meant for linear RGB, as the paper derives them and as the R package colorspace applies them by default;
 * culori applies them to whatever `rgb` channels it is handed, so it is handed the linear channels, and the
 * result read back as linear. Grayscale is asked for in `lrgb` directly, which makes it the colour's luminance.
 */
const machado = (filter: (color: Rgb) => Rgb): LinearFilter => {
  return ({ r, g, b }) => {
    const out = filter({ mode: 'rgb', r, g, b });
    return { mode: 'lrgb', r: out.r, g: out.g, b: out.b };
  };
};
const grayscale = filterGrayscale(1, 'lrgb');

const LINEAR_FILTERS: Readonly<Record<ColorVisionKind, LinearFilter>> = {
  protanopia: machado(filterDeficiencyProt(1)),
  deuteranopia: machado(filterDeficiencyDeuter(1)),
  tritanopia: machado(filterDeficiencyTrit(1)),
  achromatopsia: (color) => grayscale(color) as Lrgb,
};

const lrgbOf = converter('lrgb');
const toLinear = (input: string): Lrgb | undefined => {
  const color = parse(input);
  return color ? lrgbOf(color) : undefined;
};

/**
 * `hex` as a person with `kind` sees it, as `#rrggbb` (clipped into sRGB). Throws on a colour that does not parse.
 */
export function simulateColorVision(hex: string, kind: ColorVisionKind): string {
  const linear = toLinear(hex);
  if (!linear) throw new Error(`not a colour: ${hex}`);
  return formatHex(LINEAR_FILTERS[kind](linear));
}

/**
 * The 3x3 matrix (row-major, on linear RGB) each simulation applies, read off culori's filter by applying it to
 * the unit vectors: what an SVG `feColorMatrix` needs, in `color-interpolation-filters="linearRGB"`.
 */
export function colorVisionMatrix(kind: ColorVisionKind): number[] {
  const columns = (['r', 'g', 'b'] as const).map((channel) => {
    const unit: Lrgb = { mode: 'lrgb', r: 0, g: 0, b: 0, [channel]: 1 };
    const out = LINEAR_FILTERS[kind](unit);
    return [out.r, out.g, out.b];
  });
  return [0, 1, 2].flatMap((row) => columns.map((column) => column[row]!));
}

/** The `values` of an SVG `feColorMatrix type="matrix"` (4x5, alpha kept) for `kind`. */
export function colorVisionFilterValues(kind: ColorVisionKind): string {
  const m = colorVisionMatrix(kind).map((value) => Math.round(value * 1e6) / 1e6);
  const rows = [0, 1, 2].map((row) => [m[row * 3]!, m[row * 3 + 1]!, m[row * 3 + 2]!, 0, 0]);
  return [...rows, [0, 0, 0, 1, 0]].map((row) => row.join(' ')).join(' ');
}
