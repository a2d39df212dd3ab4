import type { Command } from 'commander';
import type { LogoutResult } from '../services/logout.ts';
import { line, type Block } from '../ui/blocks.ts';
import type { CommandContext } from './command-context.ts';
import { examples } from './parse-options.ts';

export function logoutBlocks(result: LogoutResult): Block[] {
  if (!result.wasSignedIn) return [line('Not signed in; nothing to remove.')];
  const blocks = [line(`Signed out of ${result.apiUrl}; the stored credentials are removed.`, 'success')];
  if (result.kind === 'token')
    blocks.push(line('The personal access token itself stays valid until you revoke it in Kitsmith.', 'muted'));
  if (result.kind === 'session' && !result.serverSessionEnded) {
    blocks.push(line('The server could not be reached to end the session; it expires by itself.', 'warning'));
  }
  return blocks;
}

export function registerLogoutCommand(program: Command, context: CommandContext): void {
  program
    .command('logout')
    .description('Remove the stored credentials (and end an e-mail sign-in on the server)')
    .addHelpText('after', examples([['kitsmith logout', 'forgets who you are on this machine']]))
    .action(async () => {
      const ui = await context.ui();
      const { logout } = await import('../services/logout.ts');
      const result = await logout(context.environment, ui);
      ui.result(result, () => logoutBlocks(result));
    });
}
