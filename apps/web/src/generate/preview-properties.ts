const VAR_REFERENCE = /var\((--[\w-]+)\)/g;

/** The custom properties a stylesheet reads (`var(--name)`). */
export function readProperties(css: string): Set<string> {
  return new Set(Array.from(css.matchAll(VAR_REFERENCE), (match) => match[1]!));
}

/**
 * Of a scheme's custom properties (`themeCustomProperties`), only those the preview's sheet reads, each resolved to
 * its literal value (`--primary: var(--palette-primary-600)` -> `--primary: #0f766e`). A preview's restyle then sets
 * a few dozen literal properties instead of every token, and no element resolves a chain of references.
 */
export function previewProperties(all: ReadonlyMap<string, string>, used: ReadonlySet<string>): Map<string, string> {
  const resolve = (value: string, depth: number): string =>
    depth > 8
      ? value
      : value.replace(VAR_REFERENCE, (reference, name: string) => {
          const target = all.get(name);
          return target === undefined ? reference : resolve(target, depth + 1);
        });
  const result = new Map<string, string>();
  for (const name of used) {
    const value = all.get(name);
    if (value !== undefined) result.set(name, resolve(value, 0));
  }
  return result;
}
