// `npm start` at the repository root: builds the web app when it is missing or
// stale (installs nothing), then runs the API server, which serves it.
import { fileURLToPath } from 'node:url';
import { buildWebApp, planWebBuild } from './static/build-web-app.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

try {
  const plan = planWebBuild(repoRoot);
  if (plan.action === 'build') {
    console.log(`Building the web app (${plan.reason})…`);
    buildWebApp(repoRoot, plan.workspace);
  } else {
    console.log(`Not building the web app: ${plan.reason}.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

await import('./server.ts');
