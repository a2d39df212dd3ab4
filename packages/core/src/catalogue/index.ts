export * from './catalogue.ts';
export * from './component-props.ts';
export { pascalCase } from './code-context.ts';
export * from './render-component.ts';
export * from './behavior-script.ts';
export * from './example-pages.ts';
