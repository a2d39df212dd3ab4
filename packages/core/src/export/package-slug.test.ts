import { describe, expect, it } from 'vitest';
import { packageSlug } from './package-slug.ts';

describe('packageSlug', () => {
  it('keeps lower-case ASCII letters and digits, joined by single dashes', () => {
    expect(packageSlug('My Design System 2')).toBe('my-design-system-2');
    expect(packageSlug('  --Acme__UI!!  ')).toBe('acme-ui');
  });

  it('drops accents instead of the accented letters', () => {
    expect(packageSlug('Acme "Ünïcode" Kit / v2')).toBe('acme-unicode-kit-v2');
    expect(packageSlug('Café Crème')).toBe('cafe-creme');
  });

  it('cuts a long name to 80 characters without a trailing dash', () => {
    const slug = packageSlug(`${'a'.repeat(79)} b`);
    expect(slug).toBe('a'.repeat(79));
    expect(packageSlug('x'.repeat(200))).toHaveLength(80);
  });

  it('falls back to design-system when nothing is left', () => {
    expect(packageSlug('***')).toBe('design-system');
    expect(packageSlug('')).toBe('design-system');
    expect(packageSlug(null)).toBe('design-system');
    expect(packageSlug(undefined)).toBe('design-system');
  });
});
