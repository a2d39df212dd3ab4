export * from './export-allowance.ts';
export * from './export-formats.ts';
export * from './limits.ts';
export * from './plan-badge.ts';
export * from './plans.ts';
export * from './projects.ts';
export * from './readable-list.ts';
