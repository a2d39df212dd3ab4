#!/usr/bin/env node
// The installed `kitsmith` command. It exists before any build, so npm links it on install;
// the program itself is the bundle in dist/ (`npm run build -w apps/cli`).
const bundle = new URL('../dist/kitsmith.js', import.meta.url);

try {
  await import(bundle.href);
} catch (error) {
  if (error?.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes(bundle.pathname)) {
    console.error('kitsmith is not built yet. Run `npm run build -w apps/cli` in the Kitsmith repository.');
    process.exit(2);
  }
  throw error;
}
