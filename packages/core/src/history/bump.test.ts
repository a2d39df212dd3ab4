import { describe, expect, it } from 'vitest';
import { defaultDesignSystem, type DesignSystem } from '../model/design-system.ts';
import { bumpVersion, InvalidVersionError, isSemver, suggestBump } from './bump.ts';
import { diffDesigns } from './diff-designs.ts';
import type { DesignDiff, TokenChange } from './diff-schema.ts';

const design = (components: DesignSystem['components']): DesignSystem => ({ ...defaultDesignSystem, components });
const button = { id: 'a', componentId: 'button', props: {} };
const card = { id: 'b', componentId: 'card', props: {} };
const empty: DesignDiff = { tokens: [], settings: [], components: [], componentOrder: null, template: null, metadata: [] };
const token = (kind: TokenChange['kind']): TokenChange => ({ path: 'color.x', scheme: 'both', kind, type: 'color', before: null, after: null });

describe('suggestBump', () => {
  it('is major when a component is removed or renamed', () => {
    expect(suggestBump(diffDesigns(design([button, card]), design([button])))).toBe('major');
    expect(suggestBump(diffDesigns(design([button]), design([{ ...button, customName: 'Go' }])))).toBe('major');
  });

  it('is major when a token is removed, even beside additions', () => {
    expect(suggestBump({ ...empty, tokens: [token('added'), token('removed')] })).toBe('major');
  });

  it('is minor when a component or token is added', () => {
    expect(suggestBump(diffDesigns(design([button]), design([button, card])))).toBe('minor');
    expect(suggestBump({ ...empty, tokens: [token('added'), token('changed')] })).toBe('minor');
  });

  it('is a patch for changed values, props and moves', () => {
    const recoloured = { ...design([button, card]), theme: { ...defaultDesignSystem.theme, primaryColor: '#000000' } };
    expect(suggestBump(diffDesigns(design([button, card]), recoloured))).toBe('patch');
    expect(suggestBump(diffDesigns(design([button, card]), design([card, { ...button, props: { size: 'lg' } }])))).toBe('patch');
    expect(suggestBump(empty)).toBe('patch');
  });
});

describe('bumpVersion', () => {
  it.each([
    ['1.0.0', 'patch', '1.0.1'],
    ['1.0.9', 'minor', '1.1.0'],
    ['1.4.2', 'major', '2.0.0'],
    ['0.9.3', 'minor', '0.10.0'],
    ['2.0.0-beta.1', 'major', '2.0.0'],
    ['2.1.0-rc.1', 'major', '3.0.0'],
    ['1.1.0-rc.1', 'minor', '1.1.0'],
    ['1.1.1-rc.1', 'minor', '1.2.0'],
    ['1.1.1-rc.1', 'patch', '1.1.1'],
    ['1.2.3+build.5', 'patch', '1.2.4'],
  ] as const)('%s + %s = %s', (version, bump, next) => {
    expect(bumpVersion(version, bump)).toBe(next);
  });

  it.each(['', 'v1.0.0', '1.0', '01.0.0', '1.0.0-', 'latest', '1.0.0 ', `1.0.${'9'.repeat(20)}`])('refuses %j with a clear error', (version) => {
    expect(() => bumpVersion(version, 'patch')).toThrow(InvalidVersionError);
    expect(() => bumpVersion(version, 'patch')).toThrow(/is not a semantic version/);
  });

  it('agrees with isSemver', () => {
    expect(isSemver('1.0.0')).toBe(true);
    expect(isSemver('1.0.0-alpha+001')).toBe(true);
    expect(isSemver('1.0')).toBe(false);
  });
});
