import { build } from 'esbuild';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const coreDir = new URL('..', import.meta.url).pathname;
const repoRoot = new URL('../../..', import.meta.url).pathname;

describe('core purity', () => {
  it('bundles for the browser with no Node built-ins', async () => {
    const result = await build({
      entryPoints: [`${coreDir}src/index.ts`],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      logLevel: 'silent',
    });
    expect(result.errors).toEqual([]);
    expect(result.outputFiles[0]?.text).not.toMatch(/\bprocess\.env\b|require\(["']node:/);
  });

  it('refuses Node, process, React and Ink in core through the lint rule', async () => {
    const eslint = new ESLint({ cwd: repoRoot });
    const source = [
      "import { readFileSync } from 'node:fs';",
      "import path from 'path';",
      "import React from 'react';",
      "import { render } from 'ink';",
      'export const probe = [readFileSync, path, React, render, process.env];',
      '',
    ].join('\n');
    const [result] = await eslint.lintText(source, { filePath: `${coreDir}src/probe.ts` });
    const rules = result?.messages.map((message) => message.ruleId) ?? [];
    expect(rules.filter((rule) => rule === 'no-restricted-imports')).toHaveLength(4);
    expect(rules).toContain('no-restricted-globals');
  });
});
