// `npm start` at the repository root: one node process. Builds the API when apps/api/dist
// is missing or older than its sources (esbuild, in this process; installs nothing), then
// runs the built start entry here, which builds the web app when it is stale and serves
// both. No tsx at run time.
import { ensureBuilt } from './build.mjs';

try {
  await ensureBuilt();
} catch (error) {
  console.error(`The API build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
await import('../dist/start.js');
