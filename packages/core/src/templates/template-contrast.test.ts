import { describe, expect, it } from 'vitest';
import { defaultDesignSystem } from '../model/design-system.ts';
import { meetsContrastTarget } from '../tokens/contrast-target.ts';
import { resolveTokens } from '../tokens/resolve-tokens.ts';
import { applyTemplate } from './apply-template.ts';
import { builtInTemplates } from './built-in.ts';

/**
 * Templates whose colours still put text on a mid-tone fill (black text that WCAG 2 passes and APCA reads under
 * Lc 60, mostly on a brand colour that dark mode lightens): each fails the test below, and is expected to, until
 * its colours are adjusted as Calm Fintech's were; then it leaves this list (the test says so).
 */
const NOT_YET_AGREEING = new Set([
  'bold-creative',
  'brutalist-mono',
  'clinic-clean',
  'corporate-professional',
  'developer-dark',
  'editorial-serif',
  'luxury-atelier',
  'modern-glassmorphism',
  'organic-grove',
  'playful-learning',
  'retro-synth',
]);

/** Every text pair of a new project made from the template, in every scheme, that WCAG 2 AA or APCA Lc 60 refuses. */
function disagreements(templateId: string): string[] {
  const template = builtInTemplates.find((candidate) => candidate.id === templateId);
  if (!template) throw new Error(`no template ${templateId}`);
  const { report } = resolveTokens(applyTemplate(defaultDesignSystem, template, {}, '2026-11-21T10:00:00.000Z'));
  return report
    .filter((decision) => !decision.graphic)
    .filter(
      ({ foregroundValue: text, backgroundValue: fill, passes }) =>
        !passes || !meetsContrastTarget(text, fill, 'AA') || !meetsContrastTarget(text, fill, 'APCA-60'),
    )
    .map((decision) => `${decision.mode}: ${decision.foreground} on ${decision.background} (${decision.ratio}:1, Lc ${decision.apca})`);
}

// The contrast panel gives one verdict per pair and explains it when WCAG 2 and APCA disagree: a template should
// give it nothing to explain. Chart colours and fills against the page (graphics, 3:1) are not text and not held here.
describe('every template’s text pairs pass WCAG 2 AA and APCA Lc 60 alike, in light, dark and high contrast', () => {
  it('names only templates that exist in its list of those not there yet', () => {
    const ids = new Set(builtInTemplates.map((template) => template.id));
    expect([...NOT_YET_AGREEING].filter((id) => !ids.has(id))).toEqual([]);
  });

  for (const { id } of builtInTemplates) {
    if (NOT_YET_AGREEING.has(id)) {
      it(`${id} (not yet: remove it from NOT_YET_AGREEING once this fails)`, () => {
        expect(disagreements(id)).not.toEqual([]);
      });
    } else {
      it(id, () => {
        expect(disagreements(id)).toEqual([]);
      });
    }
  }
});
