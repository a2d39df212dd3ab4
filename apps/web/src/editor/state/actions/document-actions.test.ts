import { builtInTemplates, defaultDesignSystem, fixContrastPair, type DesignSystem } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { contrastChecks, pairOfCheck } from '../../design/contrast-checks.ts';
import { tokensOf } from '../design-tokens.ts';
import type { EditorDocument } from '../editor-document.ts';
import { testState } from '../test-editor.ts';
import type { EditorAction } from './define-action.ts';
import {
  addComponent,
  applyTemplate,
  clearTemplate,
  fixContrast,
  mergeTheirs,
  moveComponent,
  removeComponent,
  renameComponent,
  renameProject,
  replaceDocument,
  resetColorOverride,
  setAnimationStyle,
  setAnimations,
  setColor,
  setColorOverride,
  setComponentProp,
  setRadius,
  setShadowLevel,
  setSpacing,
  setThemeMode,
  setTypography,
} from './index.ts';

const withComponents = (...ids: string[]): DesignSystem => ({
  ...defaultDesignSystem,
  components: ids.map((id) => ({ id, componentId: id === 'c' ? 'card' : 'button', props: {} })),
});
const mergeKey = <P>(action: EditorAction<P>, payload: P) => (typeof action.undo === 'object' ? action.undo.mergeKey(payload) : action.undo);

describe('edits of the design enter the undo history', () => {
  it('as a step each when a single choice makes them', () => {
    for (const action of [renameProject, setThemeMode, setAnimations, setShadowLevel, setAnimationStyle, fixContrast, setColorOverride, resetColorOverride, addComponent, removeComponent, moveComponent, applyTemplate, clearTemplate, replaceDocument, mergeTheirs]) {
      expect(action.undo, action.name).toBe('step');
    }
  });

  it('merged by a key when a gesture makes them: one colour, one field, one prop, one name', () => {
    expect(mergeKey(setColor, { field: 'theme.accentColor', color: '#000000' })).toBe('color:theme.accentColor');
    expect(mergeKey(setTypography, { patch: { baseSize: 17 } })).toBe('typography:baseSize');
    expect(mergeKey(setTypography, { patch: { bodyFamily: 'serif' } })).not.toBe(mergeKey(setTypography, { patch: { baseSize: 17 } }));
    expect(mergeKey(setSpacing, { patch: { baseUnit: 5 } })).toBe('spacing:baseUnit');
    expect(mergeKey(setRadius, { base: 3 })).toBe('radius');
    expect(mergeKey(setComponentProp, { id: 'a', prop: 'label', value: 'Go' })).toBe('prop:a:label');
    expect(mergeKey(setComponentProp, { id: 'b', prop: 'label', value: 'Go' })).toBe('prop:b:label');
    expect(mergeKey(renameComponent, { id: 'a', customName: 'x' })).toBe('component-name:a');
  });
});

describe('perform', () => {
  it('renames the project, and returns the same state for the same name', () => {
    const state = testState();
    expect(renameProject.perform(state, { name: 'Next' }).document).toEqual({ ...state.document, name: 'Next' });
    expect(renameProject.perform(state, { name: state.document.name })).toBe(state);
  });

  it('sets a colour in lower case, touching only its group', () => {
    const state = testState();
    const next = setColor.perform(state, { field: 'colors.success', color: '#ABCDEF' });
    expect(next.document.design.colors.success).toBe('#abcdef');
    expect(next.document.design.theme).toBe(state.document.design.theme);
    expect(state.document.design.colors.success).toBe(defaultDesignSystem.colors.success);
  });

  it('sets the mode, animations, shadows and animation style, each unchanged when already so', () => {
    const state = testState();
    const { design: config } = state.document;
    expect(setThemeMode.perform(state, { mode: 'dark' }).document.design.theme.mode).toBe('dark');
    expect(setThemeMode.perform(state, { mode: config.theme.mode })).toBe(state);
    expect(setAnimations.perform(state, { on: !config.theme.animations }).document.design.theme.animations).toBe(!config.theme.animations);
    expect(setAnimations.perform(state, { on: config.theme.animations })).toBe(state);
    expect(setShadowLevel.perform(state, { level: 'strong' }).document.design.shadows).toEqual({ level: 'strong' });
    expect(setShadowLevel.perform(state, { level: config.shadows.level })).toBe(state);
    expect(setAnimationStyle.perform(state, { style: 'bold' }).document.design.motion).toEqual({ animationStyle: 'bold' });
    expect(setAnimationStyle.perform(state, { style: config.motion.animationStyle })).toBe(state);
  });

  it('patches typography and spacing, and sets the radius', () => {
    const state = testState();
    const typography = setTypography.perform(state, { patch: { baseSize: 18 } }).document.design.typography;
    expect(typography).toEqual({ ...defaultDesignSystem.typography, baseSize: 18 });
    expect(setSpacing.perform(state, { patch: { density: 'loose' } }).document.design.spacing).toEqual({ ...defaultDesignSystem.spacing, density: 'loose' });
    expect(setRadius.perform(state, { base: 12 }).document.design.radius).toEqual({ base: 12 });
    expect(setRadius.perform(state, { base: defaultDesignSystem.radius.base })).toBe(state);
  });

  it('fixes a failing pair by pinning only the colour the fix moved, in its scheme; the brand colours stay', () => {
    const state = testState({ ...defaultDesignSystem, theme: { ...defaultDesignSystem.theme, primaryColor: '#fde047' } });
    const check = contrastChecks(tokensOf(state.document.design)).find((each) => each.id === 'light:background/primary')!;
    const result = fixContrastPair(state.document.design, pairOfCheck(check));
    if (!result.fixed) throw new Error(result.reason);
    const fixed = fixContrast.perform(state, { change: result.change });
    expect(fixed.document.design.theme).toEqual(state.document.design.theme);
    expect(fixed.document.design.colorOverrides).toEqual({ light: { primary: result.change.to } });
    expect(contrastChecks(tokensOf(fixed.document.design)).find((each) => each.id === check.id)?.passes).toBe(true);
    expect(fixContrast.perform(fixed, { change: result.change })).toBe(fixed);
  });

  it('pins a semantic colour in one scheme, and a reset lets it be derived again', () => {
    const state = testState();
    const pinned = setColorOverride.perform(state, { scheme: 'dark', role: 'border', value: '#FF0000' });
    expect(pinned.document.design.colorOverrides).toEqual({ dark: { border: '#ff0000' } });
    expect(setColorOverride.perform(pinned, { scheme: 'dark', role: 'border', value: '#ff0000' })).toBe(pinned);
    const reset = resetColorOverride.perform(pinned, { scheme: 'dark', role: 'border' });
    expect(reset.document.design).not.toHaveProperty('colorOverrides');
    expect(resetColorOverride.perform(reset, { scheme: 'dark', role: 'border' })).toBe(reset);
  });

  it('adds a catalogue component at the end, selected and announced; an unknown or taken id changes nothing', () => {
    const state = testState(withComponents('a'));
    const next = addComponent.perform(state, { componentId: 'card', id: 'b' });
    expect(next.document.design.components.map((component) => component.id)).toEqual(['a', 'b']);
    expect(next.selectedId).toBe('b');
    expect(next.rightTab).toBe(state.rightTab);
    expect(next.announcement).toBe('Added Card.');
    expect(addComponent.perform(state, { componentId: 'nope', id: 'x' })).toBe(state);
    expect(addComponent.perform(state, { componentId: 'card', id: 'a' })).toBe(state);
  });

  it('removes a component and says how to undo it', () => {
    const state = testState(withComponents('a', 'c'));
    const next = removeComponent.perform(state, { id: 'c' });
    expect(next.document.design.components.map((component) => component.id)).toEqual(['a']);
    expect(next.announcement).toBe('Removed Card. Press Ctrl+Z to undo.');
    expect(removeComponent.perform(state, { id: 'missing' })).toBe(state);
  });

  it('moves a component and announces where; past either end or in place changes nothing', () => {
    const state = testState(withComponents('a', 'b', 'c'));
    const next = moveComponent.perform(state, { id: 'c', toIndex: 0 });
    expect(next.document.design.components.map((component) => component.id)).toEqual(['c', 'a', 'b']);
    expect(next.announcement).toBe('Moved Card to position 1 of 3.');
    expect(moveComponent.perform(state, { id: 'a', toIndex: -1 })).toBe(state);
    expect(moveComponent.perform(state, { id: 'a', toIndex: 3 })).toBe(state);
    expect(moveComponent.perform(state, { id: 'b', toIndex: 1 })).toBe(state);
  });

  it('sets a prop and renames a component; a blank name goes back to the catalogue name, a long one is cut at 120', () => {
    const state = testState(withComponents('a', 'b'));
    const propped = setComponentProp.perform(state, { id: 'a', prop: 'label', value: 'Go' });
    expect(propped.document.design.components[0]!.props).toEqual({ label: 'Go' });
    expect(propped.document.design.components[1]).toBe(state.document.design.components[1]);
    expect(setComponentProp.perform(propped, { id: 'a', prop: 'label', value: 'Go' })).toBe(propped);
    expect(setComponentProp.perform(state, { id: 'missing', prop: 'label', value: 'Go' })).toBe(state);
    const named = renameComponent.perform(state, { id: 'a', customName: 'x'.repeat(130) });
    expect(named.document.design.components[0]!.customName).toHaveLength(120);
    expect(renameComponent.perform(named, { id: 'a', customName: '  ' }).document.design.components[0]).not.toHaveProperty('customName');
  });

  it('applies a template with its time, and clears it again', () => {
    const template = builtInTemplates[0]!;
    const state = testState();
    const applied = applyTemplate.perform(state, { templateId: template.id, appliedAt: '2026-01-01T00:00:00.000Z' });
    expect(applied.document.design.template.application).toMatchObject({ templateId: template.id, appliedAt: '2026-01-01T00:00:00.000Z' });
    expect(applied.document.design.theme.primaryColor).toBe(template.theme.primaryColor.toLowerCase());
    expect(applyTemplate.perform(state, { templateId: 'nope', appliedAt: '2026-01-01T00:00:00.000Z' })).toBe(state);
    expect(clearTemplate.perform(applied).document.design.template.application).toBeNull();
  });

  it('adds a template\'s components to an empty page with the ids it is given, and leaves placed components alone', () => {
    const template = builtInTemplates[0]!;
    const ids = (template.components ?? []).map((placed, index) => `${placed.componentId}-t${index}`);
    const applied = applyTemplate.perform(testState(), { templateId: template.id, appliedAt: '2026-01-01T00:00:00.000Z', instanceIds: ids });
    expect(applied.document.design.components.map((placed) => placed.id)).toEqual(ids);
    const placed = addComponent.perform(testState(), { componentId: 'badge', id: 'mine' });
    const restyled = applyTemplate.perform(placed, { templateId: template.id, appliedAt: '2026-01-01T00:00:00.000Z', instanceIds: ids });
    expect(restyled.document.design.components.map((component) => component.id)).toEqual(['mine']);
  });

  it("replaces the document, and merges a teammate's changes into mine", () => {
    const state = testState();
    const other: EditorDocument = { name: 'Theirs', design: { ...defaultDesignSystem, radius: { base: 2 } } };
    expect(replaceDocument.perform(state, { document: other }).document).toBe(other);
    const mine = renameProject.perform(state, { name: 'Mine' });
    const merged = mergeTheirs.perform(mine, { base: state.document, theirs: other, choices: {} }).document;
    expect(merged).toEqual({ name: 'Mine', design: { ...defaultDesignSystem, radius: { base: 2 } } });
  });
});
