import { KitsmithError } from '../errors.ts';
import type { Bump, DesignDiff } from './diff-schema.ts';

/**
 * The semver bump a diff asks for: a removed (or renamed) token or component breaks whoever uses it, so
 * major; an added one is a new feature, so minor; a changed value, a move or a setting is a patch.
 */
export function suggestBump(diff: DesignDiff): Bump {
  const removed =
    diff.tokens.some((token) => token.kind === 'removed') ||
    diff.components.some((component) => component.kind === 'removed' || component.kind === 'renamed');
  if (removed) return 'major';
  const added = diff.tokens.some((token) => token.kind === 'added') || diff.components.some((component) => component.kind === 'added');
  return added ? 'minor' : 'patch';
}

// Semantic Versioning 2.0.0's own pattern (semver.org), without a leading `v`.
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

export class InvalidVersionError extends KitsmithError {
  constructor(version: string) {
    super('INVALID_VERSION', `"${version}" is not a semantic version`, 'Use MAJOR.MINOR.PATCH, such as 1.0.0.');
    this.name = 'InvalidVersionError';
  }
}

/** Whether a string is a semantic version (`1.2.0`, `2.0.0-beta.1`). */
export function isSemver(version: string): boolean {
  return SEMVER.test(version) && version.length <= 256;
}

/**
 * The next version after a bump, as `semver.inc` computes it: a pre-release of the version it leads to is
 * released as that version (`2.0.0-beta.1` + major = `2.0.0`), build metadata is dropped.
 */
export function bumpVersion(version: string, bump: Bump): string {
  const match = version.length <= 256 ? SEMVER.exec(version) : null;
  if (!match) throw new InvalidVersionError(version);
  const [major, minor, patch] = [match[1], match[2], match[3]].map((part) => Number(part)) as [number, number, number];
  const prerelease = match[4] !== undefined;
  if (![major, minor, patch].every(Number.isSafeInteger)) throw new InvalidVersionError(version);
  switch (bump) {
    case 'major':
      return prerelease && minor === 0 && patch === 0 ? `${major}.0.0` : `${major + 1}.0.0`;
    case 'minor':
      return prerelease && patch === 0 ? `${major}.${minor}.0` : `${major}.${minor + 1}.0`;
    case 'patch':
      return prerelease ? `${major}.${minor}.${patch}` : `${major}.${minor}.${patch + 1}`;
  }
}
