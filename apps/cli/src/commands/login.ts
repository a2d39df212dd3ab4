import type { Command } from 'commander';
import { z } from 'zod';
import { usageError } from '../errors.ts';
import type { LoginInput, LoginResult } from '../services/login.ts';
import { line, type Block } from '../ui/blocks.ts';
import type { Ui } from '../ui/ui.ts';
import type { CommandContext } from './command-context.ts';
import { examples, parseOptions } from './parse-options.ts';

const loginOptions = z.object({
  token: z.string().trim().min(1, 'must not be empty').optional(),
  email: z.string().trim().min(1, 'must not be empty').optional(),
  apiUrl: z.string().optional(),
});

const KINDS: Record<LoginResult['kind'], string> = { token: 'a personal access token', session: 'e-mail and password' };

/** E-mail and password, asked in a terminal; without one, a token is the only way in. */
async function askCredentials(ui: Ui, email: string | undefined, apiUrl: string | undefined): Promise<LoginInput> {
  if (!ui.settings.interactive) {
    throw usageError(
      'MISSING_TOKEN',
      'Missing --token: a personal access token (or set KITSMITH_TOKEN).',
      'Without a terminal kitsmith cannot ask for an e-mail and password; create a personal access token in Kitsmith and pass it.',
    );
  }
  const notEmpty = (value: string) => (value.trim() ? undefined : 'Please type something.');
  const address = email ?? (await ui.prompt.text({ message: 'E-mail', flag: '--email', validate: notEmpty }));
  const password = await ui.prompt.text({ message: 'Password', flag: '--token', secret: true, validate: notEmpty });
  return { apiUrl, email: address.trim(), password };
}

export const loginBlocks = (result: LoginResult): Block[] => [
  line(`Signed in to ${result.apiUrl} as ${result.user.email} with ${KINDS[result.kind]}.`, 'success'),
];

export function registerLoginCommand(program: Command, context: CommandContext): void {
  program
    .command('login')
    .description('Sign in with a personal access token (CI) or, in a terminal, with e-mail and password')
    .option('--token <token>', 'a personal access token (default: KITSMITH_TOKEN)')
    .option('--email <email>', 'your e-mail address; the password is asked for')
    .addHelpText(
      'after',
      examples([
        ['kitsmith login', 'asks for e-mail and password'],
        ['KITSMITH_TOKEN=ks_pat_... kitsmith login', 'keeps a personal access token (CI)'],
        ['kitsmith login --api-url https://kitsmith.example', 'signs in to another server'],
      ]),
    )
    .action(async (_options: unknown, command: Command) => {
      const options = parseOptions(loginOptions, command.optsWithGlobals(), 'login');
      const ui = await context.ui();
      const token = options.token ?? (context.environment.env.KITSMITH_TOKEN?.trim() || undefined);
      const input: LoginInput = token
        ? { apiUrl: options.apiUrl, token }
        : await askCredentials(ui, options.email, options.apiUrl);
      const { login } = await import('../services/login.ts');
      const result = await login(context.environment, input, ui);
      ui.result(result, () => loginBlocks(result));
    });
}
