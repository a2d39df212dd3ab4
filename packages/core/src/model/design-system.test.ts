import { describe, expect, it } from 'vitest';
import { KitsmithError } from '../errors.ts';
import {
  CURRENT_SCHEMA_VERSION,
  InvalidDesignSystemError,
  defaultDesignSystem,
  parseDesignSystem,
} from './design-system.ts';

function parseError(input: unknown): InvalidDesignSystemError {
  try {
    parseDesignSystem(input);
  } catch (error) {
    if (error instanceof InvalidDesignSystemError) return error;
    throw error;
  }
  throw new Error('expected parseDesignSystem to throw');
}

describe('defaultDesignSystem', () => {
  it('uses the default theme of spec section 3', () => {
    expect(defaultDesignSystem.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(defaultDesignSystem.theme).toEqual({
      mode: 'light',
      primaryColor: '#7c3aed',
      secondaryColor: '#d946ef',
      accentColor: '#06b6d4',
      styleCategory: 'glassmorphism',
      animations: true,
    });
    expect(defaultDesignSystem.components).toEqual([]);
    expect(defaultDesignSystem.template).toEqual({ application: null, version: 0 });
  });

  it('is frozen all the way down', () => {
    expect(Object.isFrozen(defaultDesignSystem)).toBe(true);
    expect(Object.isFrozen(defaultDesignSystem.theme)).toBe(true);
    expect(Object.isFrozen(defaultDesignSystem.components)).toBe(true);
    expect(() => {
      defaultDesignSystem.typography.baseSize = 20;
    }).toThrow(TypeError);
  });
});

describe('parseDesignSystem', () => {
  it('completes a partial document with the defaults', () => {
    const system = parseDesignSystem({
      schemaVersion: 2,
      typography: { baseSize: 18 },
      theme: { mode: 'dark' },
    });
    expect(system.typography).toEqual({ ...defaultDesignSystem.typography, baseSize: 18 });
    expect(system.theme).toEqual({ ...defaultDesignSystem.theme, mode: 'dark' });
    expect(system.colors).toEqual(defaultDesignSystem.colors);
    expect(system.spacing).toEqual(defaultDesignSystem.spacing);
  });

  it('normalises hex colours to lower case', () => {
    const system = parseDesignSystem({
      schemaVersion: 2,
      theme: { primaryColor: '#7C3AED' },
      colors: { danger: '#DC2626' },
    });
    expect(system.theme.primaryColor).toBe('#7c3aed');
    expect(system.colors.danger).toBe('#dc2626');
  });

  it('accepts JSON text', () => {
    const system = parseDesignSystem(JSON.stringify({ schemaVersion: 2, radius: { base: 12 } }));
    expect(system.radius.base).toBe(12);
  });

  it('says when the text is not valid JSON', () => {
    const error = parseError('{"schemaVersion": 2,');
    expect(error.code).toBe('INVALID_DESIGN_SYSTEM');
    expect(error.message).toContain('is not valid JSON');
  });

  it('rejects a document that is not an object', () => {
    expect(parseError('[1, 2]').issues).toEqual(['(document): must be an object']);
  });

  it('names each bad field in the error', () => {
    const error = parseError({ schemaVersion: 2, typography: { baseSize: 4 }, theme: { accentColor: 'teal' } });
    expect(error.issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^typography\.baseSize: must be at least 10/),
        expect.stringMatching(/^theme\.accentColor: must be a 6-digit hex colour/),
      ]),
    );
    expect(error.message).toContain('typography.baseSize');
    expect(error.suggestion).toBeTruthy();
  });

  it('rejects duplicate component ids', () => {
    const error = parseError({
      schemaVersion: 2,
      components: [
        { id: 'c1', componentId: 'button' },
        { id: 'c1', componentId: 'card' },
      ],
    });
    expect(error.issues).toEqual(['components.1.id: duplicate component id "c1"']);
  });

  it('rejects a schemaVersion newer than this version understands', () => {
    let thrown: unknown;
    try {
      parseDesignSystem({ schemaVersion: CURRENT_SCHEMA_VERSION + 1 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(KitsmithError);
    expect(thrown).toMatchObject({ code: 'DESIGN_SYSTEM_TOO_NEW' });
  });

  it('rejects a schemaVersion that is not a whole number', () => {
    expect(parseError({ schemaVersion: 1.5 }).issues[0]).toMatch(/^schemaVersion:/);
  });

  it('migrates a legacy v1 config (no schemaVersion) to v2', () => {
    const system = parseDesignSystem({
      components: [
        {
          id: 'e1',
          config: { id: 'button', name: 'Button', category: 'buttons' },
          customProps: { variant: 'ghost', size: 'lg' },
          customName: 'Main button',
        },
        { id: 'e2', config: { id: 'card' } },
      ],
      theme: { mode: 'dark', primaryColor: '#112233' },
    });
    expect(system.schemaVersion).toBe(2);
    expect(system.components).toEqual([
      { id: 'e1', componentId: 'button', props: { variant: 'ghost', size: 'lg' }, customName: 'Main button' },
      { id: 'e2', componentId: 'card', props: {} },
    ]);
    expect(system.theme).toMatchObject({ mode: 'dark', primaryColor: '#112233', accentColor: '#06b6d4' });
  });

  it('does not share objects between calls, nor with the default', () => {
    const a = parseDesignSystem({ schemaVersion: 2 });
    const b = parseDesignSystem({ schemaVersion: 2 });
    expect(a).toEqual(b);
    expect(a.theme).not.toBe(b.theme);
    expect(a.components).not.toBe(b.components);
    expect(a.typography).not.toBe(defaultDesignSystem.typography);
    a.components.push({ id: 'c1', componentId: 'button', props: {} });
    a.theme.mode = 'dark';
    expect(b.components).toEqual([]);
    expect(b.theme.mode).toBe('light');
    expect(Object.isFrozen(a)).toBe(false);
  });
});
