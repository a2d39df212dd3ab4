import { describe, expect, it } from 'vitest';
import { KitsmithError } from '../errors.ts';
import {
  CURRENT_SCHEMA_VERSION,
  InvalidDesignSystemError,
  defaultDesignSystem,
  parseDesignSystem,
  readStoredDesignSystem,
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

describe('free text in a design', () => {
  const attack = 'Inter; } body{background:url(https://evil.example/x)} :root{--x:y';

  it('refuses a font stack that is not a list of family names, naming the field and what is wrong', () => {
    expect(parseError({ schemaVersion: 2, typography: { headingFamily: attack } }).issues).toEqual([
      `typography.headingFamily: must not contain ";" (in Inter; } body{background:url(https://evi…): a font stack is a comma-separated list of family names, each plain (Inter, system-ui) or quoted ("Helvetica Neue")`,
    ]);
    expect(parseError({ schemaVersion: 2, typography: { monoFamily: '"Mono</style>"' } }).issues[0]).toMatch(
      /^typography\.monoFamily: must not contain "<"/,
    );
    expect(parseDesignSystem({ schemaVersion: 2, typography: { bodyFamily: "  'Open Sans', sans-serif " } }).typography.bodyFamily).toBe(
      "'Open Sans', sans-serif",
    );
  });

  it('refuses links other than http(s), mailto, paths and fragments, however the scheme is written', () => {
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', '\u0001javascript:x', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd']) {
      const issues = parseError({ schemaVersion: 2, components: [{ id: 'a', componentId: 'link', props: { href } }] }).issues;
      expect(issues, href).toEqual([
        'components.0.props.href: must be a web address (http:, https: or mailto:), a path such as /pricing or a #fragment; other schemes (javascript:, data:, vbscript:) are not allowed',
      ]);
    }
    expect(parseError({ schemaVersion: 2, components: [{ id: 'h', componentId: 'hero', props: { secondaryHref: 'data:,x' } }] }).issues[0]).toMatch(
      /^components\.0\.props\.secondaryHref: must be a web address/,
    );
    for (const href of ['https://example.com/docs', 'HTTP://example.com', 'mailto:team@example.com', '/pricing', 'docs/intro', '#top', '?q=1', '']) {
      expect(() => parseDesignSystem({ schemaVersion: 2, components: [{ id: 'a', componentId: 'link', props: { href } }] }), href).not.toThrow();
    }
    // A prop that is no link may say anything; a component not in the catalogue has no link props.
    expect(() => parseDesignSystem({ schemaVersion: 2, components: [{ id: 'a', componentId: 'link', props: { label: 'javascript: the good parts' } }] })).not.toThrow();
    expect(() => parseDesignSystem({ schemaVersion: 2, components: [{ id: 'a', componentId: 'gone', props: { href: 'javascript:x' } }] })).not.toThrow();
  });

  it('refuses NUL characters and lone surrogates in any text, key or value', () => {
    const issue = (input: object) => parseError({ schemaVersion: 2, ...input }).issues;
    expect(issue({ components: [{ id: 'a', componentId: 'button', customName: 'x\ud800' }] })).toEqual([
      'components.0.customName: must not contain NUL characters or broken Unicode',
    ]);
    expect(issue({ components: [{ id: 'a\u0000', componentId: 'button' }] })).toEqual(['components.0.id: must not contain NUL characters or broken Unicode']);
    expect(issue({ components: [{ id: 'a', componentId: 'button', props: { 'k\udc00': 1 } }] })).toEqual([
      'components.0.props.k\udc00: must not contain NUL characters or broken Unicode',
    ]);
    expect(issue({ template: { application: { templateId: 'x\u0000', appliedAt: '2024-01-01T00:00:00.000Z' } } })).toEqual([
      'template.application.templateId: must not contain NUL characters or broken Unicode',
    ]);
  });
});

describe('readStoredDesignSystem', () => {
  it('reads a valid stored design as parseDesignSystem does, with nothing mended', () => {
    const stored = { schemaVersion: 2, typography: { headingFamily: "'Inter', serif" }, components: [{ id: 'a', componentId: 'link', props: { href: '/docs' } }] };
    expect(readStoredDesignSystem(JSON.stringify(stored))).toEqual({ design: parseDesignSystem(stored), repairs: [] });
  });

  it('mends what older versions stored and the model now refuses, keeping everything else and saying what it did', () => {
    const stored = {
      schemaVersion: 2,
      theme: { primaryColor: '#112233' },
      typography: {
        headingFamily: 'Inter; } body{background:url(x)} :root{--x:y',
        bodyFamily: '3270 Font, "Fira;Sans", sans-serif',
        monoFamily: 'ui-monospace, monospace',
      },
      components: [
        { id: 'a', componentId: 'link', props: { href: 'javascript:alert(1)', label: 'Docs' }, customName: 'Doc\u0000s link' },
        { id: 'b', componentId: 'hero', props: { primaryHref: '/go', secondaryHref: ' data:text/html,x' } },
      ],
    };
    const { design, repairs } = readStoredDesignSystem(stored);
    expect(design.theme.primaryColor).toBe('#112233');
    expect(design.typography).toMatchObject({
      headingFamily: defaultDesignSystem.typography.headingFamily,
      bodyFamily: '"3270 Font", sans-serif',
      monoFamily: 'ui-monospace, monospace',
    });
    expect(design.components).toEqual([
      { id: 'a', componentId: 'link', props: { label: 'Docs' }, customName: 'Docs link' },
      { id: 'b', componentId: 'hero', props: { primaryHref: '/go' } },
    ]);
    expect(repairs).toEqual([
      'typography.headingFamily: "Inter; } body{background:url(x)} :root{--x:y" is not a font stack; read as the default stack',
      'typography.bodyFamily: "3270 Font, \\"Fira;Sans\\", sans-serif" is not a font stack; read as "\\"3270 Font\\", sans-serif"',
      'components.0.props.href: "javascript:alert(1)" was dropped (must be a web address (http:, https: or mailto:), a path such as /pricing or a #fragment; other schemes (javascript:, data:, vbscript:) are not allowed); the component\'s default applies',
      'components.1.props.secondaryHref: " data:text/html,x" was dropped (must be a web address (http:, https: or mailto:), a path such as /pricing or a #fragment; other schemes (javascript:, data:, vbscript:) are not allowed); the component\'s default applies',
      'components.0.customName: text with NUL or broken Unicode was mended',
    ]);
    // What it reads is a design the model accepts, as it is.
    expect(parseDesignSystem(design)).toEqual(design);
  });

  it('still refuses what was never a design', () => {
    expect(() => readStoredDesignSystem({ schemaVersion: 2, theme: { primaryColor: 'red' } })).toThrow(InvalidDesignSystemError);
    expect(() => readStoredDesignSystem('{')).toThrow(InvalidDesignSystemError);
  });
});
