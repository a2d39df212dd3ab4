export * from './types.ts';
export * from './format-files.ts';
export * from './export-design-system.ts';
export * from './package-slug.ts';
export { cssValue, cssVarName, tokensCss } from './css/index.ts';
export {
  shadcnRegistryItem,
  shadcnThemeVariables,
  REGISTRY_ITEM_SCHEMA_URL,
  type RegistryItemInfo,
  type ShadcnRegistryItem,
  type ShadcnThemeVariables,
} from './shadcn/index.ts';
export { renderPreviewDocument, previewFrameScript, renderExamplePageDocument, type PreviewDocumentOptions } from './html/index.ts';
export * from './zip-files.ts';
