export * from './errors.ts';
export * from './model/index.ts';
export * from './color/index.ts';
export * from './tokens/index.ts';
export * from './templates/index.ts';
export * from './catalogue/index.ts';
export * from './export/index.ts';
export * from './import/index.ts';
