// `npm start` at the repository root: one node process serves. When apps/api/dist is
// missing or older than its sources, a short-lived child builds it first (esbuild;
// installs nothing), so the builder's memory is not kept by the server. Then the built
// start entry runs here: it builds the web app when it is stale and serves both. No tsx
// at run time.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { staleness } from './build.mjs';

/** Whether a build tool (a dev dependency) is installed: `npm install --omit=dev` leaves them out. */
function installed(name) {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}

const reason = staleness();
if (reason && !installed('esbuild')) {
  console.error(
    `The API needs building (${reason}), and esbuild, which builds it, is not installed (npm install --omit=dev leaves out the ` +
      'build tools). Run `npm install` (with the dev dependencies) and `npm start` again; to run on the production dependencies ' +
      'only, build first (`npm run build`), then `npm prune --omit=dev`, as the Dockerfile does.',
  );
  process.exit(1);
}
if (reason) {
  console.log(`Building the API (${reason})…`);
  const started = Date.now();
  const built = spawnSync(process.execPath, [fileURLToPath(new URL('./build.mjs', import.meta.url))], { stdio: 'inherit' });
  if (built.status !== 0) {
    console.error(`The API build failed${built.error ? `: ${built.error.message}` : ` (exit code ${built.status})`}.`);
    process.exit(1);
  }
  console.log(`Built the API into apps/api/dist in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
await import('../dist/start.js');
