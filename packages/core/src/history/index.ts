export * from './diff-schema.ts';
