// Types of release-stage.mjs, for the TypeScript tests that use it.
export declare const libraryWorkspaces: readonly string[];
export declare function publishedManifest(workspace: Record<string, unknown>): Record<string, unknown>;
export declare function stageLibrary(dir: string): Promise<string>;
