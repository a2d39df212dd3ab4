export * from './built-in.ts';
export * from './apply-template.ts';
