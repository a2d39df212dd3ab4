/**
 * Where a behavior.js declares its function (`npm run generate` checks it is the file's one statement). Apart
 * from behavior-script.ts, which reads the generated module, so the generator does not depend on its own output.
 */
export const BEHAVIOR_DECLARATION = /^function behavior\(/m;
