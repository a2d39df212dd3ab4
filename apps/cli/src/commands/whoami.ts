import type { Command } from 'commander';
import { z } from 'zod';
import type { Credential } from '../api/api-errors.ts';
import type { WhoamiResult } from '../services/whoami.ts';
import { line, type Block } from '../ui/blocks.ts';
import type { CommandContext } from './command-context.ts';
import { examples, parseOptions } from './parse-options.ts';

const whoamiOptions = z.object({ apiUrl: z.string().optional() });

const CREDENTIALS: Record<Credential, string> = {
  KITSMITH_TOKEN: 'KITSMITH_TOKEN',
  token: 'a stored personal access token',
  session: 'e-mail and password',
  none: 'nothing',
};

const tokenLine = ({ name, scopes, expiresAt }: NonNullable<WhoamiResult['token']>) =>
  `token "${name}" may ${scopes.includes('write') ? 'read and change' : 'only read'} your projects; ${expiresAt ? `it expires ${expiresAt.slice(0, 10)}` : 'it does not expire'}`;

export const whoamiBlocks = (result: WhoamiResult): Block[] => [
  line(result.user.name ? `${result.user.name} <${result.user.email}>` : result.user.email),
  line(`on ${result.apiUrl}, signed in with ${CREDENTIALS[result.credential]}`, 'muted'),
  ...(result.token ? [line(tokenLine(result.token), 'muted')] : []),
];

export function registerWhoamiCommand(program: Command, context: CommandContext): void {
  program
    .command('whoami')
    .description('Show who you are signed in as, and where')
    .addHelpText(
      'after',
      examples([
        ['kitsmith whoami', 'your e-mail, the API and what your token may do'],
        ['kitsmith whoami --json', 'the same, for scripts'],
      ]),
    )
    .action(async (_options: unknown, command: Command) => {
      const options = parseOptions(whoamiOptions, command.optsWithGlobals(), 'whoami');
      const ui = await context.ui();
      const { whoami } = await import('../services/whoami.ts');
      const result = await whoami(context.environment, options, ui);
      ui.result(result, () => whoamiBlocks(result));
    });
}
