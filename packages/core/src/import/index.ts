export { importTokens } from './import-tokens.ts';
export { importDesign, IMPORT_MAX_BYTES, type ImportInput } from './import-design.ts';
export { IMPORT_FORMATS } from './types.ts';
export type { ImportFormat, ImportReport, ImportResult, MappedToken, UnmappedToken } from './types.ts';
