// Stands in for zod's `locales/index.js` in the bundle (see build.ts): English only, zod's default.
export { default as en } from 'zod/v4/locales/en.js';
