import { KitsmithError } from '../errors.ts';

const SUGGESTION =
  'Give a shadcn/tweakcn globals.css or other CSS with custom properties, a Tailwind v3 config, W3C DTCG JSON ' +
  '(Figma variables, Style Dictionary), a Tokens Studio export, a Material Theme Builder export, or a Kitsmith export.';

/** An input `importDesign` cannot read: `message` names what was wrong and where. */
export const invalidImport = (message: string, suggestion = SUGGESTION) =>
  new KitsmithError('INVALID_IMPORT', message, suggestion);

/** `line L, column C` (both from 1) of a UTF-16 offset into `text`. */
export function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}
