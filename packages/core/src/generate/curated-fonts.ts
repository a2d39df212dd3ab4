import type { GenerateMood, TypePairingPreference } from './generate-input.ts';

export type FontCategory = 'sans' | 'serif' | 'mono';

/** A family the generator may pick: freely licensed (SIL Open Font License 1.1), served by Google Fonts and Fontsource. */
export interface CuratedFont {
  family: string;
  category: FontCategory;
  license: 'OFL-1.1';
}

/** What a family falls back to while it loads, or where it is not installed. */
export const FALLBACK_STACKS: Readonly<Record<FontCategory, string>> = {
  sans: 'ui-sans-serif, system-ui, sans-serif',
  serif: 'ui-serif, Georgia, serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, monospace',
};

const font = (family: string, category: FontCategory): CuratedFont => ({ family, category, license: 'OFL-1.1' });

export const CURATED_FONTS: readonly CuratedFont[] = [
  font('Inter', 'sans'),
  font('Manrope', 'sans'),
  font('Space Grotesk', 'sans'),
  font('Plus Jakarta Sans', 'sans'),
  font('Work Sans', 'sans'),
  font('Source Sans 3', 'sans'),
  font('IBM Plex Sans', 'sans'),
  font('DM Sans', 'sans'),
  font('Outfit', 'sans'),
  font('Figtree', 'sans'),
  font('Public Sans', 'sans'),
  font('Nunito', 'sans'),
  font('Nunito Sans', 'sans'),
  font('Archivo', 'sans'),
  font('Lato', 'sans'),
  font('Merriweather Sans', 'sans'),
  font('Fira Sans', 'sans'),
  font('Red Hat Text', 'sans'),
  font('Source Serif 4', 'serif'),
  font('Playfair Display', 'serif'),
  font('Fraunces', 'serif'),
  font('Lora', 'serif'),
  font('Merriweather', 'serif'),
  font('Libre Baskerville', 'serif'),
  font('EB Garamond', 'serif'),
  font('Cormorant Garamond', 'serif'),
  font('IBM Plex Serif', 'serif'),
  font('DM Serif Display', 'serif'),
  font('Crimson Pro', 'serif'),
  font('JetBrains Mono', 'mono'),
  font('IBM Plex Mono', 'mono'),
  font('Space Mono', 'mono'),
  font('DM Mono', 'mono'),
  font('Fira Code', 'mono'),
  font('Source Code Pro', 'mono'),
  font('Martian Mono', 'mono'),
  font('Red Hat Mono', 'mono'),
];

const byFamily = new Map(CURATED_FONTS.map((entry) => [entry.family, entry]));

export function findCuratedFont(family: string): CuratedFont | undefined {
  return byFamily.get(family);
}

/** The family first, then its category's fallbacks: `"Source Sans 3", ui-sans-serif, system-ui, sans-serif`. */
export function fontStackFor(family: string): string {
  const entry = findCuratedFont(family);
  if (!entry) throw new Error(`${family} is not in the curated font list`);
  const name = /^[A-Za-z]+$/.test(family) ? family : `"${family}"`;
  return `${name}, ${FALLBACK_STACKS[entry.category]}`;
}

/** Headings, body and code families that work together; `style` is the preference it answers. */
export interface FontPairing {
  heading: string;
  body: string;
  mono: string;
  style: TypePairingPreference;
  /** Moods it suits best: offered first for them. */
  moods: readonly GenerateMood[];
}

const pair = (style: TypePairingPreference, heading: string, body: string, mono: string, moods: GenerateMood[]): FontPairing => ({
  heading,
  body,
  mono,
  style,
  moods,
});

/** At least `GENERATE_LIMITS.count.max` pairings per style, so candidates can always differ in type (a test holds it). */
export const FONT_PAIRINGS: readonly FontPairing[] = [
  pair('sans', 'Inter', 'Inter', 'JetBrains Mono', ['calm', 'minimal', 'corporate', 'glassmorphism']),
  pair('sans', 'Manrope', 'Inter', 'JetBrains Mono', ['calm', 'technical', 'glassmorphism']),
  pair('sans', 'Space Grotesk', 'Inter', 'JetBrains Mono', ['technical', 'bold', 'brutalist']),
  pair('sans', 'Plus Jakarta Sans', 'Plus Jakarta Sans', 'Fira Code', ['playful', 'glassmorphism', 'calm']),
  pair('sans', 'Work Sans', 'Source Sans 3', 'Source Code Pro', ['corporate', 'editorial', 'minimal']),
  pair('sans', 'IBM Plex Sans', 'IBM Plex Sans', 'IBM Plex Mono', ['corporate', 'technical']),
  pair('sans', 'DM Sans', 'DM Sans', 'DM Mono', ['minimal', 'calm', 'luxurious']),
  pair('sans', 'Outfit', 'Figtree', 'Fira Code', ['playful', 'bold']),
  pair('sans', 'Public Sans', 'Public Sans', 'IBM Plex Mono', ['corporate', 'minimal']),
  pair('sans', 'Nunito', 'Nunito Sans', 'Fira Code', ['playful', 'calm']),
  pair('sans', 'Archivo', 'Inter', 'IBM Plex Mono', ['brutalist', 'bold', 'editorial']),
  pair('serif', 'Source Serif 4', 'Source Sans 3', 'Source Code Pro', ['editorial', 'calm', 'corporate']),
  pair('serif', 'Playfair Display', 'Inter', 'JetBrains Mono', ['luxurious', 'editorial', 'bold']),
  pair('serif', 'Fraunces', 'Manrope', 'JetBrains Mono', ['playful', 'editorial', 'bold']),
  pair('serif', 'Lora', 'Lato', 'Fira Code', ['calm', 'editorial']),
  pair('serif', 'Merriweather', 'Merriweather Sans', 'Source Code Pro', ['editorial', 'corporate']),
  pair('serif', 'Libre Baskerville', 'Source Sans 3', 'IBM Plex Mono', ['luxurious', 'editorial', 'minimal']),
  pair('serif', 'EB Garamond', 'Inter', 'JetBrains Mono', ['luxurious', 'editorial']),
  pair('serif', 'Cormorant Garamond', 'Lato', 'DM Mono', ['luxurious', 'minimal']),
  pair('serif', 'IBM Plex Serif', 'IBM Plex Sans', 'IBM Plex Mono', ['corporate', 'technical']),
  pair('serif', 'DM Serif Display', 'DM Sans', 'DM Mono', ['bold', 'luxurious', 'glassmorphism']),
  pair('serif', 'Crimson Pro', 'Crimson Pro', 'Source Code Pro', ['editorial', 'calm', 'brutalist']),
  pair('mono', 'JetBrains Mono', 'Inter', 'JetBrains Mono', ['technical', 'minimal']),
  pair('mono', 'IBM Plex Mono', 'IBM Plex Sans', 'IBM Plex Mono', ['technical', 'corporate', 'brutalist']),
  pair('mono', 'Space Mono', 'Space Grotesk', 'Space Mono', ['brutalist', 'bold', 'playful']),
  pair('mono', 'DM Mono', 'DM Sans', 'DM Mono', ['minimal', 'calm', 'luxurious']),
  pair('mono', 'Fira Code', 'Fira Sans', 'Fira Code', ['technical', 'playful']),
  pair('mono', 'Source Code Pro', 'Source Sans 3', 'Source Code Pro', ['technical', 'editorial', 'corporate']),
  pair('mono', 'Martian Mono', 'Inter', 'Martian Mono', ['brutalist', 'technical', 'bold']),
  pair('mono', 'Red Hat Mono', 'Red Hat Text', 'Red Hat Mono', ['corporate', 'calm', 'glassmorphism']),
  pair('mono', 'JetBrains Mono', 'Manrope', 'JetBrains Mono', ['glassmorphism', 'technical']),
];

/** `Inter + Source Serif 4`, or just `Inter` when one family sets both. */
export function describePairing(pairing: FontPairing): string {
  return pairing.heading === pairing.body ? pairing.heading : `${pairing.heading} + ${pairing.body}`;
}
