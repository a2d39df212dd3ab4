import { defaultDesignSystem, importDesign, type DesignSystem } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { createEditorStore } from '../editor-store.ts';
import { testLoaded, testProject } from '../test-editor.ts';
import { applyImportedDesign } from './apply-imported-design.ts';
import { redo } from './redo.ts';
import { undo } from './undo.ts';

const own: DesignSystem = { ...defaultDesignSystem, components: [{ id: 'mine', componentId: 'button', props: { label: 'Go' } }] };
const css = ':root { --primary: #7c3aed; --radius: 0.75rem; }';

describe('applyImportedDesign', () => {
  it('takes the design imported over the current one in one undo step, keeping the components', () => {
    const store = createEditorStore(testLoaded(testProject(own)));
    const { system } = importDesign({ text: css, filename: 'globals.css' }, store.getState().document.design);
    store.run(applyImportedDesign, { design: system, format: 'shadcn/tweakcn CSS' });
    expect(applyImportedDesign.undo).toBe('step');
    expect(store.getState().document.design.theme.primaryColor).toBe('#7c3aed');
    expect(store.getState().document.design.components).toEqual(own.components);
    expect(store.getState().announcement).toBe('Imported the shadcn/tweakcn CSS design. Press Ctrl+Z to undo.');
    store.run(undo);
    expect(store.getState().document.design).toEqual(own);
    store.run(redo);
    expect(store.getState().document.design).toEqual(system);
  });
});
