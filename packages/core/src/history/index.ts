export * from './diff-schema.ts';
export * from './token-change-scheme.ts';
export { diffDesigns, isEmptyDiff } from './diff-designs.ts';
export { countChanges, summarizeChanges } from './count-changes.ts';
export { designContentHash } from './content-hash.ts';
export { bumpVersion, isSemver, suggestBump, InvalidVersionError } from './bump.ts';
export { applyDiff, InapplicableDiffError } from './apply-diff.ts';
export { changelogMarkdown, CHANGELOG_TOKEN_LIMIT, type ChangelogEntry } from './changelog-markdown.ts';
