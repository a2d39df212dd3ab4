/**
 * A problem the user can fix: a stable `code`, a message a person can act on,
 * and, where there is one, a suggestion. Anything else thrown by core is a bug.
 */
export class KitsmithError extends Error {
  readonly code: string;
  readonly suggestion: string | undefined;

  constructor(code: string, message: string, suggestion?: string) {
    super(message);
    this.name = 'KitsmithError';
    this.code = code;
    this.suggestion = suggestion;
  }
}
