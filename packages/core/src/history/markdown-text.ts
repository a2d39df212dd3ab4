// What means something inside a markdown line: emphasis, code, links, HTML, tables, and `&` opening an entity (`&amp;`).
const INLINE = /[\\`*_[\]<>|~]|&(?=#?[a-z0-9]+;)/gi;

/** User text (a name, a prop's value) on one markdown line: escaped, on one line, so it shows as typed and cannot break the document. */
export function markdownInline(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(INLINE, (character) => `\\${character}`);
}

// What opens a block at the start of a line and is not escaped inline already: a heading, list item, rule or setext underline.
const BLOCK_START = /^([#+\-=]|\d+[.)])/;

// A backslash before the marker's punctuation (`1\.` for an ordered list item); escaped ones stay as they are.
const escapeBlockStart = (start: string) => (/^\d/.test(start) ? `${start.slice(0, -1)}\\${start.slice(-1)}` : `\\${start}`);

/**
 * A user's message as markdown paragraphs: each line escaped as `markdownInline` does and kept from opening a
 * block (heading, list, quote, fence, code block), blank lines between paragraphs kept (one each).
 */
export function markdownParagraphs(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => markdownInline(line).replace(BLOCK_START, escapeBlockStart))
        .filter((line) => line.length > 0)
        .join('\n'),
    )
    .filter((paragraph) => paragraph.length > 0);
  return paragraphs.join('\n\n');
}
