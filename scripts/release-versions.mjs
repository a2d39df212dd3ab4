// Versions from one place: the root package.json's `version`. Every workspace gets that version,
// and every dependency of one workspace on another (`@kitsmith/*`) pins it exactly, in the
// manifests and in package-lock.json (so `npm ci` stays in sync).
//
//   node scripts/release-versions.mjs            sets every workspace to the root's version
//   node scripts/release-versions.mjs 0.2.0      sets the root to 0.2.0 first
//   node scripts/release-versions.mjs --check    exit 1 (and the list) when anything differs
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];
const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const writeJson = (path, value) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

/** The workspace folders (relative to `root`) named by the root's `workspaces` globs (`dir/*` only). */
export function workspaceDirs(root) {
  const { workspaces = [] } = readJson(join(root, 'package.json'));
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) throw new Error(`Unsupported workspaces pattern ${pattern}: only "<folder>/*".`);
    const parent = pattern.slice(0, -2);
    if (!existsSync(join(root, parent))) return [];
    return readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, parent, entry.name, 'package.json')))
      .map((entry) => `${parent}/${entry.name}`)
      .sort();
  });
}

/** Sets `manifest`'s version and its @kitsmith/* dependencies to `version`; returns what changed. */
function alignManifest(manifest, version, names, where) {
  const changes = [];
  if (manifest.version !== version) {
    changes.push(`${where}: version ${manifest.version} -> ${version}`);
    manifest.version = version;
  }
  for (const field of DEPENDENCY_FIELDS) {
    for (const name of Object.keys(manifest[field] ?? {})) {
      if (names.has(name) && manifest[field][name] !== version) {
        changes.push(`${where}: ${field}.${name} ${manifest[field][name]} -> ${version}`);
        manifest[field][name] = version;
      }
    }
  }
  return changes;
}

/**
 * Brings every workspace (and package-lock.json) to the root's version, or to `newVersion` after
 * setting the root to it. With `write: false` only reports. Returns the list of changes.
 */
export function syncVersions(root, { newVersion, write = true } = {}) {
  const rootManifest = readJson(join(root, 'package.json'));
  const version = newVersion ?? rootManifest.version;
  if (typeof version !== 'string' || !SEMVER.test(version)) {
    throw new Error(`The version must be semver (1.2.3 or 1.2.3-beta.1); got ${JSON.stringify(version)}. Set "version" in the root package.json.`);
  }
  const changes = [];
  if (rootManifest.version !== version) {
    changes.push(`package.json: version ${rootManifest.version} -> ${version}`);
    rootManifest.version = version;
  }
  const dirs = workspaceDirs(root);
  const manifests = new Map(dirs.map((dir) => [dir, readJson(join(root, dir, 'package.json'))]));
  const names = new Set([...manifests.values()].map((manifest) => manifest.name));
  for (const [dir, manifest] of manifests) changes.push(...alignManifest(manifest, version, names, `${dir}/package.json`));

  const lockPath = join(root, 'package-lock.json');
  const lock = existsSync(lockPath) ? readJson(lockPath) : undefined;
  if (lock) {
    if (lock.packages?.[''] && lock.packages[''].version !== version) {
      changes.push(`package-lock.json root: version ${lock.packages[''].version} -> ${version}`);
      const { name, ...rest } = lock.packages[''];
      lock.packages[''] = { name, version, ...rest }; // npm's order: name, version, then the rest
    }
    if (lock.version !== undefined && lock.version !== version) {
      changes.push(`package-lock.json: version ${lock.version} -> ${version}`);
      lock.version = version;
    }
    for (const dir of dirs) {
      const entry = lock.packages?.[dir];
      if (entry) changes.push(...alignManifest(entry, version, names, `package-lock.json ${dir}`));
    }
  }
  if (write && changes.length > 0) {
    writeJson(join(root, 'package.json'), rootManifest);
    for (const [dir, manifest] of manifests) writeJson(join(root, dir, 'package.json'), manifest);
    if (lock) writeJson(lockPath, lock);
  }
  return changes;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const newVersion = args.find((arg) => !arg.startsWith('--'));
  try {
    const changes = syncVersions(root, { newVersion, write: !check });
    if (check && changes.length > 0) {
      console.error(`Versions differ from the root's (run \`node scripts/release-versions.mjs\`):\n  ${changes.join('\n  ')}`);
      process.exit(1);
    }
    const { version } = readJson(join(root, 'package.json'));
    console.log(changes.length === 0 ? `Every workspace is at ${version}.` : `Set ${version}:\n  ${changes.join('\n  ')}`);
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
}
