import type { TokenKind } from './classify-token.ts';
import type { ImportFormat, ImportReport, SourceToken } from './types.ts';

/** A token ready for mapping: its resolved value, kind and normalised path segments. */
export interface ImportToken extends SourceToken {
  resolved: unknown;
  kind: TokenKind;
  segments: string[];
}

/** Records, token by token, what the import did, and builds the report from it. */
export class ImportLedger {
  readonly warnings: string[] = [];
  private readonly fields = new Map<SourceToken, string[]>();
  private readonly reasons = new Map<SourceToken, string>();

  /** `token` set the design field `to`. */
  map(token: SourceToken, to: string): void {
    const fields = this.fields.get(token) ?? [];
    if (!fields.includes(to)) this.fields.set(token, [...fields, to]);
  }

  /** Why `token` was not used; the first reason given is kept. */
  skip(token: SourceToken, reason: string): void {
    if (!this.reasons.has(token)) this.reasons.set(token, reason);
  }

  warn(message: string): void {
    if (!this.warnings.includes(message)) this.warnings.push(message);
  }

  /** The design fields `token` set so far. */
  fieldsOf(token: SourceToken): readonly string[] {
    return this.fields.get(token) ?? [];
  }

  isMapped(token: SourceToken): boolean {
    return this.fields.has(token);
  }

  /** Every token once, in input order: mapped (once per field it set) or unmapped with its reason. */
  report<T extends SourceToken>(
    format: ImportFormat,
    tokens: readonly T[],
    fallback: (token: T) => string,
  ): ImportReport {
    const report: ImportReport = { format, mapped: [], unmapped: [], warnings: this.warnings };
    for (const token of tokens) {
      const fields = this.fields.get(token);
      if (fields) report.mapped.push(...fields.map((to) => ({ path: token.label, to })));
      else report.unmapped.push({ path: token.label, reason: this.reasons.get(token) ?? fallback(token) });
    }
    return report;
  }
}
