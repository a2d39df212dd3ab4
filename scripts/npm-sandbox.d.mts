// Types of npm-sandbox.mjs, for the TypeScript tests that use it.
export declare const repoRoot: string;
export declare const packCacheDir: string;
export declare function sandboxEnv(extra?: Record<string, string>): Record<string, string>;
export declare function npmRun(args: readonly string[], options?: { cwd?: string; env?: Record<string, string> }): { stdout: string; stderr: string };
export declare function packageWarnings(stderr: string): string[];
export declare function npm(args: readonly string[], options?: { cwd?: string; env?: Record<string, string> }): string;
export interface PackResult {
  tarball: string;
  files: string[];
  version: string;
  name: string;
}
export declare function pack(dir: string, destination: string): PackResult;
export declare function emptyProject(prefix: string, manifest?: Record<string, unknown>): string;
export declare function installTarballs(dir: string, tarballs: readonly string[], flags?: readonly string[]): void;
