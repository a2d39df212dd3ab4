import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configDir } from './config-dir.ts';

describe('configDir', () => {
  it('prefers KITSMITH_CONFIG_DIR over every platform default', () => {
    expect(configDir({ KITSMITH_CONFIG_DIR: '/tmp/k', XDG_CONFIG_HOME: '/x' }, 'linux', '/home/ada')).toBe('/tmp/k');
  });

  it('uses XDG_CONFIG_HOME, then ~/.config, on Linux and macOS', () => {
    expect(configDir({ XDG_CONFIG_HOME: '/x' }, 'linux', '/home/ada')).toBe(join('/x', 'kitsmith'));
    expect(configDir({}, 'darwin', '/home/ada')).toBe(join('/home/ada', '.config', 'kitsmith'));
    expect(configDir({ XDG_CONFIG_HOME: '' }, 'linux', '/home/ada')).toBe(join('/home/ada', '.config', 'kitsmith'));
  });

  it('uses APPDATA on Windows', () => {
    expect(configDir({ APPDATA: 'C:\\Users\\ada\\AppData\\Roaming' }, 'win32', 'C:\\Users\\ada')).toBe(
      join('C:\\Users\\ada\\AppData\\Roaming', 'kitsmith'),
    );
  });
});
