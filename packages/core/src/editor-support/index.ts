export * from './theme-properties.ts';
export * from './contrast-checks.ts';
