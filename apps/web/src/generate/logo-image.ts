/** Images larger than this are refused before decoding (a logo is far smaller). */
export const LOGO_MAX_BYTES = 10 * 1024 * 1024;
/** How many dominant colours are offered as swatches. */
export const LOGO_SWATCHES = 8;

/** Why a file cannot be read as a logo, in words a person can act on; undefined when it may be tried. */
export function logoFileProblem(file: Pick<File, 'type' | 'size' | 'name'>): string | undefined {
  if (!file.type.startsWith('image/')) return `"${file.name}" is not an image. Choose a PNG, JPEG, WebP, GIF or SVG file.`;
  if (file.size > LOGO_MAX_BYTES) return `"${file.name}" is larger than ${LOGO_MAX_BYTES / 1024 / 1024} MB. Choose a smaller image of the logo.`;
  if (file.size === 0) return `"${file.name}" is empty. Choose another image.`;
  return undefined;
}

/** Distinct colours, in the order given (the quantiser may return near twins as the same hex). */
export const distinctHexes = (hexes: readonly string[]): string[] => [...new Set(hexes.map((hex) => hex.toLowerCase()))];

/**
 * The image's dominant colours, extracted in this browser with colorthief (loaded on demand); the file is read from
 * memory through an object URL and never sent anywhere.
 */
export async function extractLogoColors(file: File): Promise<string[]> {
  const problem = logoFileProblem(file);
  if (problem) throw new Error(problem);
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    try {
      await image.decode();
    } catch {
      throw new Error(`"${file.name}" could not be read as an image. It may be damaged; try exporting the logo again as PNG.`);
    }
    const { getPaletteSync } = await import('colorthief');
    const palette = getPaletteSync(image, {
      colorCount: LOGO_SWATCHES,
      ignoreWhite: false,
    });
    const colors = distinctHexes((palette ?? []).map((color) => color.hex()));
    if (colors.length === 0) throw new Error(`No colours were found in "${file.name}". Try an image with the logo's colours on it.`);
    return colors;
  } finally {
    URL.revokeObjectURL(url);
  }
}
