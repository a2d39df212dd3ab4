import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Environment } from '../environment.ts';
import type { Progress } from '../ui/progress.ts';
import { fixtureDesign } from './test-api.ts';

/** A repository folder and a config folder of their own; `env` adds variables such as KITSMITH_TOKEN. */
export function testEnvironment(repo: string, configDir: string, env: Record<string, string> = {}): Environment {
  return { cwd: repo, configDir, env };
}

/** Writes the fixture design (or `design`) as design-system.json and a kitsmith.json with `config`. */
export function writeRepo(repo: string, config: Record<string, unknown>, design: unknown = fixtureDesign()): void {
  writeFileSync(join(repo, 'design-system.json'), `${JSON.stringify(design, null, 2)}\n`);
  writeFileSync(join(repo, 'kitsmith.json'), `${JSON.stringify(config, null, 2)}\n`);
}

/** A Progress that remembers the steps' titles. */
export function recordSteps(): { progress: Progress; titles: string[] } {
  const titles: string[] = [];
  return {
    titles,
    progress: {
      step: (title, work) => {
        titles.push(title);
        return work();
      },
    },
  };
}
