export * from './primitives.ts';
export * from './theme.ts';
export * from './template.ts';
export * from './design-system.ts';
export * from './user.ts';
export * from './component.ts';
export * from './project.ts';
export * from './plan.ts';
