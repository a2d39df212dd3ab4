import type { CatalogueFont } from '../fonts/catalogue.ts';
import { findFont, fontStack } from '../fonts/fonts.ts';
import type { GenerateMood, TypePairingPreference } from './generate-input.ts';

/**
 * Headings, body and code fonts that work together, all from the font catalogue (so every generated design
 * names fonts our server serves and exports depend on); `style` is the preference it answers.
 */
export interface FontPairing {
  /** The families, as a rationale or a client shows them. */
  heading: string;
  body: string;
  mono: string;
  /** The stacks a generated design writes for them: the catalogue's own (`fontStack`). */
  stacks: { heading: string; body: string; mono: string };
  style: TypePairingPreference;
  /** Moods it suits best: offered first for them. */
  moods: readonly GenerateMood[];
}

const catalogued = (id: string): CatalogueFont => {
  const font = findFont(id);
  if (!font) throw new Error(`${id} is not in the font catalogue`);
  return font;
};

/** A pairing of catalogue fonts, named by their ids (`inter`). */
const pair = (style: TypePairingPreference, headingId: string, bodyId: string, monoId: string, moods: GenerateMood[]): FontPairing => {
  const [heading, body, mono] = [headingId, bodyId, monoId].map(catalogued) as [CatalogueFont, CatalogueFont, CatalogueFont];
  return {
    heading: heading.family,
    body: body.family,
    mono: mono.family,
    stacks: { heading: fontStack(heading), body: fontStack(body), mono: fontStack(mono) },
    style,
    moods,
  };
};

/** At least `GENERATE_LIMITS.count.max` pairings per style, so candidates can always differ in type (a test holds it). */
export const FONT_PAIRINGS: readonly FontPairing[] = [
  pair('sans', 'inter', 'inter', 'jetbrains-mono', ['calm', 'minimal', 'corporate', 'glassmorphism']),
  pair('sans', 'manrope', 'inter', 'jetbrains-mono', ['calm', 'technical', 'glassmorphism']),
  pair('sans', 'space-grotesk', 'inter', 'jetbrains-mono', ['technical', 'bold', 'brutalist']),
  pair('sans', 'plus-jakarta-sans', 'plus-jakarta-sans', 'fira-code', ['playful', 'glassmorphism', 'calm']),
  pair('sans', 'geist', 'source-sans-3', 'source-code-pro', ['corporate', 'editorial', 'minimal']),
  pair('sans', 'ibm-plex-sans', 'ibm-plex-sans', 'ibm-plex-mono', ['corporate', 'technical']),
  pair('sans', 'dm-sans', 'dm-sans', 'geist-mono', ['minimal', 'calm', 'luxurious']),
  pair('sans', 'poppins', 'figtree', 'fira-code', ['playful', 'bold']),
  pair('sans', 'roboto', 'roboto', 'roboto-mono', ['corporate', 'minimal']),
  pair('sans', 'nunito', 'open-sans', 'fira-code', ['playful', 'calm']),
  pair('sans', 'bricolage-grotesque', 'inter', 'ibm-plex-mono', ['brutalist', 'bold', 'editorial']),
  pair('serif', 'source-serif-4', 'source-sans-3', 'source-code-pro', ['editorial', 'calm', 'corporate']),
  pair('serif', 'playfair-display', 'inter', 'jetbrains-mono', ['luxurious', 'editorial', 'bold']),
  pair('serif', 'fraunces', 'manrope', 'jetbrains-mono', ['playful', 'editorial', 'bold']),
  pair('serif', 'lora', 'lato', 'fira-code', ['calm', 'editorial']),
  pair('serif', 'merriweather', 'open-sans', 'source-code-pro', ['editorial', 'corporate']),
  pair('serif', 'libre-baskerville', 'source-sans-3', 'ibm-plex-mono', ['luxurious', 'editorial', 'minimal']),
  pair('serif', 'eb-garamond', 'inter', 'jetbrains-mono', ['luxurious', 'editorial']),
  pair('serif', 'playfair-display', 'lato', 'geist-mono', ['luxurious', 'minimal']),
  pair('serif', 'source-serif-4', 'ibm-plex-sans', 'ibm-plex-mono', ['corporate', 'technical']),
  pair('serif', 'dm-serif-display', 'dm-sans', 'geist-mono', ['bold', 'luxurious', 'glassmorphism']),
  pair('serif', 'eb-garamond', 'eb-garamond', 'source-code-pro', ['editorial', 'calm', 'brutalist']),
  pair('mono', 'jetbrains-mono', 'inter', 'jetbrains-mono', ['technical', 'minimal']),
  pair('mono', 'ibm-plex-mono', 'ibm-plex-sans', 'ibm-plex-mono', ['technical', 'corporate', 'brutalist']),
  pair('mono', 'roboto-mono', 'space-grotesk', 'roboto-mono', ['brutalist', 'bold', 'playful']),
  pair('mono', 'geist-mono', 'geist', 'geist-mono', ['minimal', 'calm', 'luxurious']),
  pair('mono', 'fira-code', 'open-sans', 'fira-code', ['technical', 'playful']),
  pair('mono', 'source-code-pro', 'source-sans-3', 'source-code-pro', ['technical', 'editorial', 'corporate']),
  pair('mono', 'geist-mono', 'inter', 'geist-mono', ['brutalist', 'technical', 'bold']),
  pair('mono', 'roboto-mono', 'roboto', 'roboto-mono', ['corporate', 'calm', 'glassmorphism']),
  pair('mono', 'jetbrains-mono', 'manrope', 'jetbrains-mono', ['glassmorphism', 'technical']),
];

/** `Inter + Source Serif 4`, or just `Inter` when one family sets both. */
export function describePairing(pairing: FontPairing): string {
  return pairing.heading === pairing.body ? pairing.heading : `${pairing.heading} + ${pairing.body}`;
}
