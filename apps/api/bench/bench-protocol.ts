import { z } from 'zod';

/** Projects of other users in the crowded database (the caller's own are added by the bench). */
export const CROWDED_PROJECTS = 10_000;

/** What bench-server.ts tells the bench once it listens. */
export const benchServerReadySchema = z.object({
  type: z.literal('ready'),
  bareUrl: z.string().url(),
  /** A bare Koa route storing each request's body as a row of a scratch table, through knex, in the app's database: the update's baseline. */
  bareInsertUrl: z.string().url(),
  apiUrl: z.string().url(),
  /** Bearer headers of two users on an unlimited plan: one lists, one writes. */
  readerAuth: z.string(),
  writerAuth: z.string(),
  /** The same app on a second SQLite file holding CROWDED_PROJECTS projects of other users, and the bearer of a user with none yet. */
  crowdedApiUrl: z.string().url(),
  crowdedReaderAuth: z.string(),
  logLevel: z.string(),
});
export type BenchServerReady = z.infer<typeof benchServerReadySchema>;
