import { z } from 'zod';

/**
 * A version named on the command line or in kitsmith.json: a semantic version
 * (`1.2.0`, the named version that set it) or a version's id. The API checks
 * the form and answers which; this only refuses what cannot be either.
 */
export const versionRefSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(100, 'must be a semantic version such as 1.2.0 or a version id')
  .regex(/^[0-9A-Za-z.+_-]+$/, 'must be a semantic version such as 1.2.0 or a version id');
