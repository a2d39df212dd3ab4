// Types of what the tests import from build.mjs.
import type { BuildOptions } from 'esbuild';

/** esbuild's options for dist/ written to `outdir`. */
export declare function buildOptions(outdir: string): BuildOptions & { outdir: string };
