import { homedir } from 'node:os';
import { join } from 'node:path';

export type Env = Readonly<Record<string, string | undefined>>;

/**
 * Where kitsmith keeps the user's credentials: KITSMITH_CONFIG_DIR when set
 * (tests, unusual setups), else %APPDATA%\kitsmith on Windows, else
 * $XDG_CONFIG_HOME/kitsmith, else ~/.config/kitsmith.
 */
export function configDir(env: Env, platform: NodeJS.Platform = process.platform, home: string = homedir()): string {
  if (env.KITSMITH_CONFIG_DIR) return env.KITSMITH_CONFIG_DIR;
  if (platform === 'win32') return join(env.APPDATA || join(home, 'AppData', 'Roaming'), 'kitsmith');
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), 'kitsmith');
}
