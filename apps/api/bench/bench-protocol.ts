import { z } from 'zod';

/** What bench-server.ts tells the bench once it listens. */
export const benchServerReadySchema = z.object({
  type: z.literal('ready'),
  bareUrl: z.string().url(),
  apiUrl: z.string().url(),
  /** Bearer headers of two users on an unlimited plan: one lists, one writes. */
  readerAuth: z.string(),
  writerAuth: z.string(),
  logLevel: z.string(),
});
export type BenchServerReady = z.infer<typeof benchServerReadySchema>;
