import type { z } from 'zod';
import { usageError } from '../errors.ts';

/** `dryRun` -> `--dry-run`. */
export const flagOf = (key: string) => `--${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * A command's options (and arguments) through its zod schema. A refusal is a
 * usage error naming the flag, such as `--format: unknown format "cs"`.
 */
export function parseOptions<Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
  commandName: string,
  argumentNames: Readonly<Record<string, string>> = {},
): z.output<Schema> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    return `${argumentNames[key] ?? flagOf(key)}: ${issue.message}`;
  });
  throw usageError(
    'INVALID_OPTION',
    `${problems.join('; ')}.`,
    `Run \`kitsmith ${commandName} --help\` for the options and examples.`,
  );
}

/** The help text's closing examples: `[command, what it does]`. */
export function examples(lines: readonly (readonly [string, string])[]): string {
  const width = Math.max(...lines.map(([command]) => command.length));
  return `\nExamples:\n${lines.map(([command, what]) => `  $ ${command.padEnd(width)}  # ${what}`).join('\n')}\n`;
}
