/** The name used when a design has none, or none that survives slugging. */
const FALLBACK_SLUG = 'design-system';
/** Long enough for any real name, short enough for a folder or an npm package name. */
const MAX_SLUG_LENGTH = 80;

/**
 * A project's name as a package, file and folder name: lower-case ASCII
 * letters, digits and single dashes ("Acme Ünïcode Kit" -> "acme-unicode-kit").
 * The exported package.json, the zip the API serves, the CLI's zip and the web
 * download all use it, so the same project gets the same name everywhere.
 */
export function packageSlug(name: string | null | undefined): string {
  const slug = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
  return slug || FALLBACK_SLUG;
}
