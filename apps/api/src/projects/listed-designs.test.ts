import { defaultDesignSystem } from '@kitsmith/core';
import { describe, expect, it, vi } from 'vitest';
import { listedDesigns } from './listed-designs.ts';

const designText = (primaryColor: string) => JSON.stringify({ ...defaultDesignSystem, theme: { ...defaultDesignSystem.theme, primaryColor } });

describe('listed designs', () => {
  it('reads a project’s stored design once while its text stays the same', () => {
    const read = listedDesigns();
    const first = read('p1', designText('#112233'));
    expect(first.theme.primaryColor).toBe('#112233');
    expect(read('p1', designText('#112233'))).toBe(first);
  });

  it('reads the design again as soon as the stored text differs', () => {
    const read = listedDesigns();
    const first = read('p1', designText('#112233'));
    const changed = read('p1', designText('#445566'));
    expect(changed).not.toBe(first);
    expect(changed.theme.primaryColor).toBe('#445566');
  });

  it('keeps projects apart', () => {
    const read = listedDesigns();
    expect(read('p1', designText('#112233')).theme.primaryColor).toBe('#112233');
    expect(read('p2', designText('#445566')).theme.primaryColor).toBe('#445566');
    expect(read('p1', designText('#112233')).theme.primaryColor).toBe('#112233');
  });

  it('forgets the least recently listed designs past its budget of stored text', () => {
    const one = designText('#111111');
    const read = listedDesigns(undefined, one.length * 2);
    const first = read('p1', one);
    const second = read('p2', designText('#222222'));
    expect(read('p1', one)).toBe(first);
    read('p3', designText('#333333'));
    // p2 was listed least recently, so it went; p1 stayed.
    expect(read('p1', one)).toBe(first);
    expect(read('p2', designText('#222222'))).not.toBe(second);
  });

  it('reads an unreadable design as the empty default design and logs it, once per stored text', () => {
    const warn = vi.fn();
    const read = listedDesigns({ warn } as never);
    expect(read('p1', '{"theme": 42}')).toEqual(defaultDesignSystem);
    read('p1', '{"theme": 42}');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({ projectId: 'p1' });
  });
});
