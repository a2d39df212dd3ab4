import { jsString } from '../../catalogue/code-context.ts';

const PRINT_WIDTH = 80;

/**
 * `export type Name = "a" | "b";` for string literal members, laid out as
 * prettier lays it out: on one line when it fits, else the union alone on the
 * next line, else one `| member` per line.
 */
export function typeAlias(name: string, members: readonly string[], doc?: string): string {
  const comment = doc ? `/** ${doc} */\n` : '';
  const head = `export type ${name} =`;
  const union = members.length === 0 ? 'never' : members.map(jsString).join(' | ');
  if (`${head} ${union};`.length <= PRINT_WIDTH) return `${comment}${head} ${union};\n`;
  if (`  ${union};`.length <= PRINT_WIDTH) return `${comment}${head}\n  ${union};\n`;
  return `${comment}${head}\n${members.map((member) => `  | ${jsString(member)}`).join('\n')};\n`;
}
