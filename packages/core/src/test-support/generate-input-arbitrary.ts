import fc from 'fast-check';
import { contrastTargetSchema } from '../model/primitives.ts';
import {
  cornerStyleSchema,
  GENERATE_LIMITS,
  generateDensitySchema,
  generateMoodSchema,
  motionPreferenceSchema,
  typePairingPreferenceSchema,
  type GenerateInput,
} from '../generate/generate-input.ts';

/*
 * The generator's guarantees are held over 10,000 random inputs as CI runs them (minutes on two cores: the promises
 * and the determinism check are two files, so they run side by side); a developer's run takes 500 unless
 * GENERATE_PROPERTY_RUNS says otherwise.
 */
export const GENERATE_PROPERTY_RUNS = Number(process.env.GENERATE_PROPERTY_RUNS ?? (process.env.CI ? 10_000 : 500));

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const upperOrLower = (value: string) => fc.constantFrom(value, value.toUpperCase());

/** Any input the generator accepts: one to three brand colours and every option, each maybe left out. */
export const randomGenerateInput: fc.Arbitrary<GenerateInput> = fc.record(
  {
    brandColors: fc.array(hex.chain(upperOrLower), { minLength: 1, maxLength: 3 }),
    neutralTint: hex,
    mood: fc.constantFrom(...generateMoodSchema.options),
    density: fc.constantFrom(...generateDensitySchema.options),
    corners: fc.constantFrom(...cornerStyleSchema.options),
    contrast: fc.constantFrom(...contrastTargetSchema.options),
    typePairing: fc.constantFrom(...typePairingPreferenceSchema.options),
    motion: fc.constantFrom(...motionPreferenceSchema.options),
    seed: fc.integer({ min: 0, max: 0xffffffff }),
    count: fc.integer({ min: GENERATE_LIMITS.count.min, max: GENERATE_LIMITS.count.max }),
  },
  { requiredKeys: ['brandColors'] },
);
