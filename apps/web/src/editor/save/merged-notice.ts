/** The quiet notice after a teammate's changes came in without asking: what they changed, the first few by name. */
export function mergedNotice(fromTheirs: readonly string[]): string {
  const named = fromTheirs.slice(0, 3).join(', ');
  const more = fromTheirs.length - 3;
  return `Merged a teammate's changes: ${named}${more > 0 ? ` and ${more} more` : ''}.`;
}
