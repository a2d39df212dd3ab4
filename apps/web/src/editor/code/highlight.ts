// A small syntax highlighter for the code panel: one pass of a per-language token regex,
// emitting spans with classes (comment, string, number, keyword, tag, attr, property, punct).

export type TokenClass = 'comment' | 'string' | 'number' | 'keyword' | 'tag' | 'attr' | 'property' | 'variable';

export interface Segment {
  text: string;
  kind?: TokenClass;
}

interface Rule {
  kind: TokenClass;
  pattern: string;
}

const KEYWORDS =
  'import|export|from|as|default|const|let|var|function|return|if|else|for|of|in|new|type|interface|extends|implements|true|false|null|undefined|class|async|await|typeof|keyof|readonly|satisfies';

const RULES: Record<string, Rule[]> = {
  script: [
    { kind: 'comment', pattern: String.raw`\/\/[^\n]*|\/\*[\s\S]*?\*\/` },
    { kind: 'string', pattern: String.raw`"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|\`(?:[^\`\\]|\\.)*\`` },
    { kind: 'tag', pattern: String.raw`<\/?[A-Za-z][\w.-]*|\/?>` },
    { kind: 'keyword', pattern: String.raw`\b(?:${KEYWORDS})\b` },
    { kind: 'number', pattern: String.raw`\b\d+(?:\.\d+)?(?:px|rem|ms|%)?\b` },
  ],
  css: [
    { kind: 'comment', pattern: String.raw`\/\*[\s\S]*?\*\/|\/\/[^\n]*` },
    { kind: 'string', pattern: String.raw`"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'` },
    { kind: 'variable', pattern: String.raw`--[\w-]+|\$[\w-]+` },
    { kind: 'keyword', pattern: String.raw`@[\w-]+` },
    { kind: 'property', pattern: String.raw`\b[a-z-]+(?=\s*:[^:])` },
    { kind: 'number', pattern: String.raw`#[0-9a-fA-F]{3,8}\b|\b\d+(?:\.\d+)?(?:px|rem|em|ms|s|%|deg)?\b` },
  ],
  markup: [
    { kind: 'comment', pattern: String.raw`<!--[\s\S]*?-->` },
    { kind: 'string', pattern: String.raw`"[^"]*"|'[^']*'` },
    { kind: 'tag', pattern: String.raw`<\/?[A-Za-z][\w:.-]*|\/?>` },
    { kind: 'attr', pattern: String.raw`\b[:@]?[\w-]+(?==)` },
  ],
  json: [
    { kind: 'property', pattern: String.raw`"(?:[^"\\\n]|\\.)*"(?=\s*:)` },
    { kind: 'string', pattern: String.raw`"(?:[^"\\\n]|\\.)*"` },
    { kind: 'keyword', pattern: String.raw`\b(?:true|false|null)\b` },
    { kind: 'number', pattern: String.raw`-?\b\d+(?:\.\d+)?(?:e[+-]?\d+)?\b` },
  ],
  markdown: [
    { kind: 'keyword', pattern: String.raw`^#{1,6} [^\n]*` },
    { kind: 'string', pattern: String.raw`\`[^\`\n]+\`` },
  ],
};

/** The language of a file, from its extension. */
export function languageOf(path: string): keyof typeof RULES | 'text' {
  const extension = path.split('.').pop()?.toLowerCase() ?? '';
  if (['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs'].includes(extension)) return 'script';
  if (['css', 'scss'].includes(extension)) return 'css';
  if (['html', 'vue'].includes(extension)) return 'markup';
  if (extension === 'json') return 'json';
  if (extension === 'md') return 'markdown';
  return 'text';
}

const compiled = new Map<string, { regex: RegExp; kinds: TokenClass[] }>();

function compile(language: keyof typeof RULES) {
  let entry = compiled.get(language);
  if (!entry) {
    const rules = RULES[language]!;
    entry = { regex: new RegExp(rules.map((rule) => `(${rule.pattern})`).join('|'), 'gm'), kinds: rules.map((rule) => rule.kind) };
    compiled.set(language, entry);
  }
  return entry;
}

/** The text cut into plain and highlighted segments; files beyond `limit` characters stay plain. */
export function highlight(text: string, path: string, limit = 200_000): Segment[] {
  const language = languageOf(path);
  if (language === 'text' || text.length > limit) return [{ text }];
  const { regex, kinds } = compile(language);
  const segments: Segment[] = [];
  let last = 0;
  regex.lastIndex = 0;
  for (let match = regex.exec(text); match; match = regex.exec(text)) {
    if (match[0] === '') {
      regex.lastIndex += 1;
      continue;
    }
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    const group = match.findIndex((value, index) => index > 0 && value !== undefined);
    segments.push({ text: match[0], kind: kinds[group - 1] });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}
