import { describe, expect, it } from 'vitest';
import { runGenerator } from './run-generator.ts';

describe('runGenerator', () => {
  it('gives six candidates keeping the brand colour', () => {
    const result = runGenerator({ brandColors: ['#0f766e'], seed: 3 });
    expect(result.status).toBe('ready');
    if (result.status !== 'ready') return;
    expect(result.candidates).toHaveLength(6);
    for (const candidate of result.candidates) {
      expect(candidate.design.theme.primaryColor).toBe('#0f766e');
      expect(candidate.rationale).toMatch(/corners/);
    }
  });

  it('names a brand colour no text reaches at the target, its nearest shade and a target it meets', () => {
    const result = runGenerator({ brandColors: ['#0f766e'], contrast: 'AAA' });
    expect(result.status).toBe('unreachable');
    if (result.status !== 'unreachable') return;
    expect(result.unreachable.target).toBe('AAA');
    expect(result.unreachable.colors[0]).toMatchObject({
      role: 'primary',
      color: '#0f766e',
    });
    expect(result.unreachable.colors[0]?.nearest).toMatch(/^#[0-9a-f]{6}$/);
    expect(result.unreachable.fallback).toBe('APCA-75');
    const withShade = runGenerator({
      brandColors: [result.unreachable.colors[0]!.nearest],
      contrast: 'AAA',
    });
    expect(withShade.status).toBe('ready');
    expect(
      runGenerator({
        brandColors: ['#0f766e'],
        contrast: result.unreachable.fallback,
      }).status,
    ).toBe('ready');
  });

  it('says what is wrong with input core refuses', () => {
    const result = runGenerator({ brandColors: ['teal'] });
    expect(result).toMatchObject({ status: 'invalid' });
    if (result.status === 'invalid') expect(result.message).toMatch(/brandColors/);
  });
});
