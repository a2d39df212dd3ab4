export { mergeDesigns, mergeNamedDesigns, type DesignMerge, type NamedDesign } from './merge-designs.ts';
export type { MergeChoices, MergeConflict, MergeSide, MergeValue } from './merger.ts';
export { componentName, designSettings, readSetting, type DesignSetting } from './design-settings.ts';
