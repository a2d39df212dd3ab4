import { defaultDesignSystem, generateDesignSystem, type DesignSystem } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { createEditorStore } from '../editor-store.ts';
import { testLoaded, testProject, testState } from '../test-editor.ts';
import { applyGeneratedDesign } from './apply-generated-design.ts';
import { redo } from './redo.ts';
import { undo } from './undo.ts';

const [candidate] = generateDesignSystem({
  brandColors: ['#0f766e'],
  mood: 'editorial',
  contrast: 'APCA-60',
  count: 1,
});
if (!candidate) throw new Error('no candidate');

describe('applyGeneratedDesign', () => {
  it("takes the candidate's look and keeps the project's own components", () => {
    const own: DesignSystem = {
      ...defaultDesignSystem,
      components: [{ id: 'mine', componentId: 'button', props: { label: 'Go' } }],
    };
    const next = applyGeneratedDesign.perform(testState(own), {
      design: candidate.design,
    }).document.design;
    expect(next.theme).toEqual(candidate.design.theme);
    expect(next.typography).toEqual(candidate.design.typography);
    expect(next.radius).toEqual(candidate.design.radius);
    expect(next.contrastTarget).toBe('APCA-60');
    expect(next.components).toEqual(own.components);
  });

  it("gives a project with no components the candidate's starter set", () => {
    const next = applyGeneratedDesign.perform(testState({ ...defaultDesignSystem, components: [] }), { design: candidate.design }).document.design;
    expect(next.components).toEqual(candidate.design.components);
    expect(next.components.length).toBeGreaterThan(0);
  });

  it('is one undo step: undo brings the whole old design back', () => {
    const store = createEditorStore(testLoaded(testProject(defaultDesignSystem)));
    store.run(applyGeneratedDesign, { design: candidate.design });
    expect(store.getState().document.design.theme.primaryColor).toBe('#0f766e');
    expect(applyGeneratedDesign.undo).toBe('step');
    store.run(undo);
    expect(store.getState().document.design).toEqual(defaultDesignSystem);
    store.run(redo);
    expect(store.getState().document.design.theme).toEqual(candidate.design.theme);
  });
});
