import { toOklch } from '../color/parse.ts';

/**
 * Euclidean distance in OKLab (ΔE_OK): about 0.02 is a just-noticeable difference, 0.1 a clearly
 * different colour. Takes any CSS colours; throws on one that does not parse.
 */
export function oklabDistance(a: string, b: string): number {
  const [x, y] = [lab(a), lab(b)];
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

function lab(color: string): [number, number, number] {
  const oklch = toOklch(color);
  if (!oklch) throw new Error(`not a colour: ${color}`);
  const radians = (oklch.h * Math.PI) / 180;
  return [oklch.l, oklch.c * Math.cos(radians), oklch.c * Math.sin(radians)];
}
