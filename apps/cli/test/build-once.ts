// Vitest global setup: the end-to-end suite runs dist/, so build it from the current sources first.
import { buildCli } from '../scripts/build.ts';

export default async function setup(): Promise<void> {
  await buildCli();
}
