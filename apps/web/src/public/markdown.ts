/**
 * The markdown subset core's changelog writes (headings, paragraphs, bullet lists, inline code, links and
 * backslash escapes), parsed into plain data for React to render as elements: no HTML string is ever made,
 * so text from a version's message cannot become markup.
 */

export type Inline = { type: 'text'; text: string } | { type: 'code'; text: string } | { type: 'link'; text: string; href: string };

export type Block =
  | { type: 'heading'; level: number; content: Inline[] }
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'list'; items: Inline[][] };

/** Links to these schemes only; anything else (javascript:, data:) stays as its text. */
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

function pushText(into: Inline[], text: string): void {
  if (!text) return;
  const last = into.at(-1);
  if (last?.type === 'text') last.text += text;
  else into.push({ type: 'text', text });
}

/** One line's inline markup: `code`, [text](url), and `\x` for a literal x. */
export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let index = 0;
  while (index < source.length) {
    const character = source[index]!;
    if (character === '\\' && index + 1 < source.length && /[!-/:-@[-`{-~]/.test(source[index + 1]!)) {
      pushText(out, source[index + 1]!);
      index += 2;
      continue;
    }
    if (character === '`') {
      const end = source.indexOf('`', index + 1);
      if (end > index) {
        out.push({ type: 'code', text: source.slice(index + 1, end) });
        index = end + 1;
        continue;
      }
    }
    if (character === '[') {
      const link = /^\[((?:\\.|[^\]\\])*)\]\(([^()\s]+)\)/.exec(source.slice(index));
      if (link) {
        const text = parseInline(link[1]!)
          .map((part) => part.text)
          .join('');
        if (SAFE_HREF.test(link[2]!)) out.push({ type: 'link', text, href: link[2]! });
        else pushText(out, text);
        index += link[0].length;
        continue;
      }
    }
    pushText(out, character);
    index += 1;
  }
  return out;
}

/** The blocks of a markdown document; lines of a paragraph join with a space, as markdown renders them. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: Inline[][] | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', content: parseInline(paragraph.join(' ')) });
    paragraph = [];
    if (list) blocks.push({ type: 'list', items: list });
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = /^[-*+]\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ type: 'heading', level: heading[1]!.length, content: parseInline(heading[2]!) });
    } else if (item) {
      if (paragraph.length > 0) flush();
      (list ??= []).push(parseInline(item[1]!));
    } else if (list && paragraph.length === 0 && raw.startsWith('  ')) {
      // A continuation line of the last list item.
      const last = list.at(-1)!;
      for (const part of parseInline(` ${line}`)) {
        if (part.type === 'text') pushText(last, part.text);
        else last.push(part);
      }
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** A changelog's releases: the blocks from its first version heading (`## [1.1.0] - ...`) on, without the title and introduction. */
export function changelogReleases(markdown: string): Block[] {
  const blocks = parseMarkdown(markdown);
  const first = blocks.findIndex((block) => block.type === 'heading' && block.level === 2);
  return first === -1 ? [] : blocks.slice(first);
}

/** A release heading as Keep a Changelog writes it (`[1.1.0] - 2026-03-04`): its version and day; null for any other heading. */
export function releaseHeading(content: readonly Inline[]): { version: string; date: string } | null {
  if (content.length !== 1 || content[0]!.type !== 'text') return null;
  const match = /^\[([^\]]+)\] - (\d{4}-\d{2}-\d{2})$/.exec(content[0]!.text);
  return match ? { version: match[1]!, date: match[2]! } : null;
}
