import * as prettier from 'prettier';
import { prettierParserFor } from '../export/format-files.ts';

/** The text prettier (default options) makes of `contents`, for a file at `path`. */
export async function prettierFormat(path: string, contents: string): Promise<string> {
  const parser = prettierParserFor(path);
  if (!parser) throw new Error(`No prettier parser for ${path}`);
  return prettier.format(contents, { parser, filepath: path });
}
