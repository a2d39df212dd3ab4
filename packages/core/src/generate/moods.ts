import type { ShadowLevel } from '../model/primitives.ts';
import type { StyleCategory } from '../model/theme.ts';
import type { CornerStyle, GenerateMood, MotionPreference, TypePairingPreference } from './generate-input.ts';
import type { Harmony } from './harmony.ts';

/** What a mood sets when the caller leaves a preference out, and how it colours what the generator makes. */
export interface MoodPreset {
  styleCategory: StyleCategory;
  /** Tried in this order: the first candidate takes the first. */
  harmonies: readonly Harmony[];
  /** Generated brand colours' chroma relative to the primary's. */
  chromaFactor: number;
  /** OKLCH lightness the generated brand colours start from (before contrast fitting). */
  lightness: number;
  /** Chroma of the neutral greys when no tint is given (tinted with the primary's hue). */
  neutralChroma: number;
  corners: CornerStyle;
  shadows: ShadowLevel;
  motion: MotionPreference;
  typePairing: TypePairingPreference;
  scaleRatio: number;
  /** Catalogue components added to the starter set for this mood. */
  extraComponents: readonly string[];
}

export const MOOD_PRESETS: Readonly<Record<GenerateMood, MoodPreset>> = {
  calm: {
    styleCategory: 'minimal', harmonies: ['analogous', 'split', 'complementary', 'triadic'], chromaFactor: 0.7, lightness: 0.6,
    neutralChroma: 0.012, corners: 'soft', shadows: 'subtle', motion: 'subtle', typePairing: 'sans', scaleRatio: 1.2, extraComponents: ['tabs'],
  },
  playful: {
    styleCategory: 'playful', harmonies: ['triadic', 'split', 'complementary', 'analogous'], chromaFactor: 1.1, lightness: 0.68,
    neutralChroma: 0.02, corners: 'round', shadows: 'medium', motion: 'bold', typePairing: 'sans', scaleRatio: 1.333, extraComponents: ['badge'],
  },
  corporate: {
    styleCategory: 'corporate', harmonies: ['analogous', 'complementary', 'split', 'triadic'], chromaFactor: 0.8, lightness: 0.5,
    neutralChroma: 0.01, corners: 'soft', shadows: 'subtle', motion: 'subtle', typePairing: 'sans', scaleRatio: 1.2, extraComponents: ['table'],
  },
  editorial: {
    styleCategory: 'minimal', harmonies: ['complementary', 'analogous', 'split', 'triadic'], chromaFactor: 0.75, lightness: 0.45,
    neutralChroma: 0.008, corners: 'sharp', shadows: 'none', motion: 'subtle', typePairing: 'serif', scaleRatio: 1.414, extraComponents: ['blockquote'],
  },
  technical: {
    styleCategory: 'minimal', harmonies: ['split', 'analogous', 'triadic', 'complementary'], chromaFactor: 0.85, lightness: 0.58,
    neutralChroma: 0.015, corners: 'sharp', shadows: 'subtle', motion: 'subtle', typePairing: 'mono', scaleRatio: 1.2, extraComponents: ['code-block'],
  },
  luxurious: {
    styleCategory: 'minimal', harmonies: ['complementary', 'analogous', 'split', 'triadic'], chromaFactor: 0.6, lightness: 0.4,
    neutralChroma: 0.006, corners: 'sharp', shadows: 'medium', motion: 'subtle', typePairing: 'serif', scaleRatio: 1.5, extraComponents: ['hero'],
  },
  minimal: {
    styleCategory: 'minimal', harmonies: ['analogous', 'complementary', 'split', 'triadic'], chromaFactor: 0.6, lightness: 0.5,
    neutralChroma: 0.004, corners: 'soft', shadows: 'none', motion: 'subtle', typePairing: 'sans', scaleRatio: 1.25, extraComponents: ['divider'],
  },
  bold: {
    styleCategory: 'bold', harmonies: ['complementary', 'triadic', 'split', 'analogous'], chromaFactor: 1.2, lightness: 0.62,
    neutralChroma: 0.018, corners: 'soft', shadows: 'strong', motion: 'bold', typePairing: 'sans', scaleRatio: 1.5, extraComponents: ['hero'],
  },
  brutalist: {
    styleCategory: 'brutalist', harmonies: ['complementary', 'triadic', 'split', 'analogous'], chromaFactor: 1.1, lightness: 0.55,
    neutralChroma: 0, corners: 'sharp', shadows: 'strong', motion: 'none', typePairing: 'mono', scaleRatio: 1.333, extraComponents: ['tag'],
  },
  glassmorphism: {
    styleCategory: 'glassmorphism', harmonies: ['analogous', 'split', 'triadic', 'complementary'], chromaFactor: 0.95, lightness: 0.66,
    neutralChroma: 0.02, corners: 'round', shadows: 'medium', motion: 'moderate', typePairing: 'sans', scaleRatio: 1.25, extraComponents: ['dialog'],
  },
};

/** Base radii (px) a corner style chooses from. */
export const CORNER_RADII: Readonly<Record<CornerStyle, readonly number[]>> = {
  sharp: [0, 2, 4],
  soft: [6, 8, 10, 12],
  round: [16, 20, 24],
};
