import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';
import { captureIo } from './test-support/capture-io.ts';
import { writeRepo } from './test-support/environment.ts';
import { useTempDirs } from './test-support/temp-dirs.ts';

const COMMANDS = ['login', 'logout', 'whoami', 'projects', 'versions', 'init', 'pull', 'export', 'apply', 'generate', 'check', 'diff'];

describe('runCli without a terminal', () => {
  const tempDir = useTempDirs();

  async function run(argv: string[], env: Record<string, string> = {}, cwd = tempDir()) {
    const io = captureIo();
    const code = await runCli(argv, { io, env: { KITSMITH_CONFIG_DIR: tempDir(), ...env }, cwd });
    return { code, stdout: io.out(), stderr: io.err() };
  }

  it('prints its version', async () => {
    const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(await run(['--version'])).toEqual({ code: 0, stdout: `${packageJson.version}\n`, stderr: '' });
  });

  it.each(COMMANDS)('documents `%s` with examples and the global options', async (command) => {
    const help = await run([command, '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain(`Usage: kitsmith ${command}`);
    expect(help.stdout).toMatch(new RegExp(`Examples:\\n {2}\\$ .*kitsmith ${command}`));
    expect(help.stdout).toContain('--json');
  });

  it('ends a usage error with 2, its message and where to look, on stderr', async () => {
    const unknownOption = await run(['export', '--formats', 'css']);
    expect(unknownOption.code).toBe(2);
    expect(unknownOption.stdout).toBe('');
    expect(unknownOption.stderr).toBe(
      "Error: unknown option '--formats' (Did you mean --format?)\nRun `kitsmith export --help` for the options and examples.\n",
    );

    const unknownCommand = await run(['exprot']);
    expect(unknownCommand.code).toBe(2);
    expect(unknownCommand.stderr).toContain("unknown command 'exprot'");

    const badValue = await run(['export', '--format', 'css,flash']);
    expect(badValue.stderr).toContain(
      'Error: --format: unknown format "flash" (formats: css, scss, tailwind, shadcn, typescript, react, vue, dtcg, html, package).',
    );
    expect(badValue.code).toBe(2);

    const limit = await run(['versions', '--limit', '500']);
    expect(limit.stderr).toContain('Error: --limit: must be at most 100.');
    expect(limit.code).toBe(2);
    const version = await run(['pull', '--version', '1.2.0 beta']);
    expect(version.stderr).toContain('Error: --version: must be a semantic version such as 1.2.0 or a version id.');
    expect(version.code).toBe(2);
    const both = await run(['diff', 'a.json', '--from', '1.0.0']);
    expect(both.stderr).toContain('Error: --from and --to compare versions on the server; they take no files.');
    expect(both.code).toBe(2);

    const bare = await run([]);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('Usage: kitsmith');
  });

  it('never prompts: a value only a prompt could give is an error naming the flag', async () => {
    const init = await run(['init']);
    expect(init.code).toBe(2);
    expect(init.stderr).toContain('Error: Missing --format: formats to generate.');
    expect(init.stderr).toContain('Pass --format (one of: css, scss, tailwind, shadcn, typescript, react, vue, dtcg, html, package)');

    const apply = await run(['apply']);
    expect(apply.code).toBe(2);
    expect(apply.stderr).toContain('Missing <template>: which template.');
    expect(apply.stderr).toContain('bold-creative');

    const login = await run(['login']);
    expect(login.code).toBe(2);
    expect(login.stderr).toContain('Missing --token: a personal access token (or set KITSMITH_TOKEN).');
  });

  it('answers in JSON with --json, errors included, and keeps stderr quiet', async () => {
    const repo = tempDir();
    writeRepo(repo, { formats: ['css'] });
    const exported = await run(['export', '--json'], {}, repo);
    expect(exported.code).toBe(0);
    expect(exported.stderr).toBe('');
    expect(JSON.parse(exported.stdout)).toMatchObject({ source: 'local', formats: ['css'], written: 2, dryRun: false });

    // Common options go before or after the command's name; `pull --version` is the command's own.
    const before = await run(['--json', 'export'], {}, repo);
    expect(JSON.parse(before.stdout)).toMatchObject({ source: 'local', written: 0 });
    const pinned = await run(['pull', '--version', '1.2.0', '--json'], {}, repo);
    expect(JSON.parse(pinned.stdout)).toMatchObject({ error: { code: 'MISSING_PROJECT' } });

    const failed = await run(['whoami', '--json']);
    expect(failed.code).toBe(3);
    expect(failed.stderr).toBe('');
    expect(JSON.parse(failed.stdout)).toEqual({
      error: {
        code: 'NOT_SIGNED_IN',
        message: 'Not signed in to http://localhost:3000/v1.',
        suggestion: 'Run `kitsmith login` or set KITSMITH_TOKEN to a personal access token.',
      },
    });
  });

  it('ends check and diff with 1 when they find differences', async () => {
    const repo = tempDir();
    writeRepo(repo, { formats: ['css'] });
    const check = await run(['check', '--offline'], {}, repo);
    expect(check.code).toBe(1);
    expect(check.stdout).toContain('error: Generated files: 2 of 2 in design-system/ differ from what the design generates.');
    expect(check.stdout).toMatch(/missing {2}css\/tokens\.css/);

    writeRepo(join(repo), { formats: ['css'] }, { schemaVersion: 2 });
    const diff = await run(['diff', 'design-system.json', 'design-system.json'], {}, repo);
    expect(diff).toMatchObject({ code: 0, stdout: 'No differences between design-system.json and design-system.json.\n' });
  });
});
