export { importTokens } from './import-tokens.ts';
export type { ImportFormat, ImportReport, ImportResult, MappedToken, UnmappedToken } from './types.ts';
