/** A date as people read it in their locale: "Mar 3, 2026". */
export const formatDate = (iso: string): string =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
