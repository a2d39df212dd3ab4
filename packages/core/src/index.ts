export * from './errors.ts';
export * from './model/index.ts';
export * from './color/index.ts';
export * from './tokens/index.ts';
export * from './templates/index.ts';
