import { parse, type Expression, type Node, type Program, type SpreadElement } from 'acorn';
import { invalidImport } from './import-errors.ts';
import type { ReadTokens } from './import-tokens.ts';
import type { SourceToken, UnmappedToken } from './types.ts';

const DATA_ONLY =
  'Kitsmith reads a Tailwind config as data and never runs it: write the theme as plain strings, numbers, arrays and objects, or export your design as CSS or tokens instead.';

/** Packages a config may import or require: Tailwind itself and its plugins (kept as names, never loaded). */
const TAILWIND_PACKAGE = /^(tailwindcss(\/[\w/.-]+)?|@tailwindcss\/[\w/.-]+|tailwindcss-[\w-]+|tailwind-[\w-]+)$/;

/** Tailwind's default stacks, for `...defaultTheme.fontFamily.sans` and friends. */
const DEFAULT_STACKS: Record<string, string[]> = {
  sans: ['ui-sans-serif', 'system-ui', 'sans-serif'],
  serif: ['ui-serif', 'Georgia', 'serif'],
  mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'monospace'],
};

/** What a refused piece of code is, in words. */
const CONSTRUCTS: Record<string, string> = {
  ArrowFunctionExpression: 'a function',
  FunctionExpression: 'a function',
  FunctionDeclaration: 'a function declaration',
  ClassDeclaration: 'a class',
  ClassExpression: 'a class',
  CallExpression: 'a function call',
  NewExpression: 'a `new` expression',
  MemberExpression: 'a value read from another object',
  SpreadElement: 'a spread (...) of a value Kitsmith does not know',
  ConditionalExpression: 'a conditional (? :)',
  LogicalExpression: 'a logical expression (&& ||)',
  BinaryExpression: 'a calculation',
  TemplateLiteral: 'a template string with ${} in it',
  TaggedTemplateExpression: 'a tagged template',
  AwaitExpression: 'an await',
  AssignmentExpression: 'an assignment',
  UpdateExpression: 'an update (++ or --)',
  IfStatement: 'an if statement',
  ForStatement: 'a loop',
  ForOfStatement: 'a loop',
  ForInStatement: 'a loop',
  WhileStatement: 'a loop',
  Identifier: 'a name that is not a plain value defined in this file',
};

type Value = string | number | boolean | null | Value[] | { [key: string]: Value };

/** TypeScript-only syntax in configs (`satisfies Config`, `: Config`, `import type`), blanked so positions stay right. */
function stripTypes(source: string): string {
  const blank = (match: string) => match.replace(/[^\n]/g, ' ');
  return source
    .replace(/^\s*import\s+type\s[^;\n]*;?/gm, blank)
    .replace(/\bsatisfies\s+[\w.]+(<[^>\n]*>)?/g, blank)
    .replace(/\bas\s+(const|[A-Z][\w.]*)\b/g, blank)
    .replace(/(\b(?:const|let|var)\s+[\w$]+)(\s*:\s*[\w.]+(<[^>\n]*>)?)(?=\s*=)/g, (_m, head: string, type: string) => head + blank(type));
}

class ConfigReader {
  /** The file's constants, read as they are declared (so code in one is refused even when nothing uses it), and its imports. */
  private readonly bindings = new Map<string, { value: Value; module: string | undefined }>();

  constructor(private readonly source: string) {}

  refuse(node: Node, what = CONSTRUCTS[node.type] ?? `JavaScript the config does not need (${node.type})`): never {
    const { line, column } = node.loc?.start ?? { line: 0, column: 0 };
    const code = this.source.slice(node.start, Math.min(node.end, node.start + 40)).split('\n')[0];
    throw invalidImport(`The Tailwind config has ${what} at line ${line}, column ${column + 1} (\`${code}\`).`, DATA_ONLY);
  }

  /** The package `node` requires, when it is `require('name')`. */
  private required(node: Expression): string | undefined {
    if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'require') return undefined;
    const [argument] = node.arguments;
    if (node.arguments.length !== 1 || argument?.type !== 'Literal' || typeof argument.value !== 'string') return undefined;
    if (!TAILWIND_PACKAGE.test(argument.value)) this.refuse(node, `a require of '${argument.value}', which is not Tailwind or a Tailwind plugin`);
    return argument.value;
  }

  /** The exported config object's expression, after recording the file's constants and imports. */
  root(program: Program): Expression {
    let root: Expression | undefined;
    for (const statement of program.body) {
      if (statement.type === 'ImportDeclaration') {
        const from = String(statement.source.value);
        if (!TAILWIND_PACKAGE.test(from)) this.refuse(statement, `an import of '${from}', which is not Tailwind or a Tailwind plugin`);
        statement.specifiers.forEach((s) => this.bindings.set(s.local.name, { value: null, module: from }));
      } else if (statement.type === 'VariableDeclaration') {
        for (const declarator of statement.declarations) {
          if (declarator.id.type !== 'Identifier') this.refuse(declarator.id, 'a destructuring declaration');
          const init = declarator.init ?? null;
          const module = init ? this.required(init) : undefined;
          this.bindings.set(declarator.id.name, { value: module === undefined ? this.value(init) : null, module });
        }
      } else if (statement.type === 'ExportDefaultDeclaration') {
        root = statement.declaration as Expression;
      } else if (statement.type === 'ExpressionStatement' && statement.directive === undefined) {
        const { expression } = statement;
        const target = expression.type === 'AssignmentExpression' ? expression.left : undefined;
        const isExports =
          target?.type === 'MemberExpression' &&
          target.object.type === 'Identifier' &&
          target.object.name === 'module' &&
          target.property.type === 'Identifier' &&
          target.property.name === 'exports';
        if (!isExports || expression.type !== 'AssignmentExpression') this.refuse(expression);
        root = expression.right;
      } else if (statement.type !== 'ExpressionStatement' && statement.type !== 'EmptyStatement') {
        this.refuse(statement);
      }
    }
    if (!root) {
      throw invalidImport('The Tailwind config exports nothing: expected `module.exports = {...}` or `export default {...}`.', DATA_ONLY);
    }
    return root;
  }

  private spread(element: SpreadElement): Value[] {
    const { argument } = element;
    // ...defaultTheme.fontFamily.sans: Tailwind's own stack, which Kitsmith knows.
    if (
      argument.type === 'MemberExpression' &&
      argument.property.type === 'Identifier' &&
      argument.object.type === 'MemberExpression' &&
      argument.object.object.type === 'Identifier' &&
      this.bindings.get(argument.object.object.name)?.module === 'tailwindcss/defaultTheme'
    ) {
      const stack = DEFAULT_STACKS[argument.property.name];
      if (stack) return stack;
    }
    this.refuse(element);
  }

  value(node: Expression | SpreadElement | null): Value {
    if (!node) return null;
    switch (node.type) {
      case 'Literal':
        if (node.value instanceof RegExp || typeof node.value === 'bigint') this.refuse(node, 'a regular expression or bigint');
        return node.value as string | number | boolean | null;
      case 'TemplateLiteral':
        if (node.expressions.length > 0) this.refuse(node);
        return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
      case 'UnaryExpression': {
        const inner = node.operator === '-' ? this.value(node.argument) : undefined;
        if (typeof inner !== 'number') this.refuse(node, `the operator ${node.operator}`);
        return -inner;
      }
      case 'ArrayExpression':
        return node.elements.flatMap((element) => (element?.type === 'SpreadElement' ? this.spread(element) : [this.value(element)]));
      case 'ObjectExpression': {
        const object: Record<string, Value> = {};
        for (const property of node.properties) {
          if (property.type === 'SpreadElement') this.refuse(property);
          if (property.kind !== 'init' || property.method) this.refuse(property, 'a method or getter');
          const key = property.computed ? undefined : property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
          if (key === undefined) this.refuse(property.key, 'a computed key');
          object[key] = this.value(property.value as Expression);
        }
        return object;
      }
      case 'CallExpression': {
        const plugin = this.required(node);
        if (plugin === undefined) this.refuse(node);
        return `plugin:${plugin}`;
      }
      case 'Identifier': {
        const binding = this.bindings.get(node.name);
        if (!binding) this.refuse(node, `the name ${node.name}, which is not a plain value defined in this file`);
        // An imported plugin (`plugins: [animate]`) is kept as its name, never loaded.
        return binding.module === undefined ? binding.value : `plugin:${binding.module}`;
      }
      default:
        this.refuse(node);
    }
  }
}

const isRecord = (value: Value | undefined): value is Record<string, Value> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Theme sections Kitsmith maps, and the token type their values have. */
const SECTIONS: Record<string, string> = {
  colors: 'color',
  fontFamily: 'fontFamily',
  borderRadius: 'borderRadius',
  spacing: 'spacing',
  boxShadow: 'boxShadow',
  fontSize: 'fontSize',
  transitionDuration: 'duration',
};

/** `['Inter', 'sans-serif']`, `[['Inter', 'sans-serif'], {fontFeatureSettings}]` and `['1rem', {lineHeight}]` -> the value itself. */
function leafValue(type: string, value: Value): Value {
  if (!Array.isArray(value)) return value;
  if (type === 'fontFamily') return Array.isArray(value[0]) ? value[0] : value;
  return value[0] ?? null;
}

function sectionTokens(section: string, value: Value, label: string, tokens: SourceToken[], notes: UnmappedToken[]): void {
  const type = SECTIONS[section] ?? '';
  const walk = (node: Value, path: string[]) => {
    if (isRecord(node)) {
      Object.entries(node).forEach(([key, child]) => walk(child, [...path, key]));
      return;
    }
    const leaf = leafValue(type, node);
    const where = `${label}.${path.join('.')}`;
    const variable = JSON.stringify(leaf).match(/var\((--[\w-]+)/)?.[1];
    if (variable) {
      notes.push({ path: where, reason: `refers to the CSS variable ${variable}, which your CSS defines: import that CSS (globals.css) for it` });
      return;
    }
    tokens.push({ path: [section, ...path].join('.'), label: where, type, value: leaf, scope: 'shared' });
  };
  walk(value, []);
}

/**
 * Reads a Tailwind v3 config statically (acorn's syntax tree, never run): `module.exports = {...}`,
 * `export default {...}` (with `satisfies Config`), constants defined in the file, `require`s and imports
 * of Tailwind plugins. `theme` and `theme.extend` colours (nested scales, `DEFAULT`), font families,
 * border radius, spacing, shadows, font sizes and durations become tokens. Throws INVALID_IMPORT, naming
 * the construct and its line and column, for anything that is code rather than data.
 */
export function readTailwindConfig(source: string): ReadTokens {
  const stripped = stripTypes(source);
  let program: Program;
  try {
    program = parse(stripped, { ecmaVersion: 'latest', sourceType: 'module', locations: true, allowHashBang: true });
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    const where = loc ? ` at line ${loc.line}, column ${loc.column + 1}` : '';
    const message = error instanceof Error ? error.message.replace(/\s*\(\d+:\d+\)$/, '') : String(error);
    throw invalidImport(`The Tailwind config is not valid JavaScript${where}: ${message} (is the file cut short?).`, DATA_ONLY);
  }
  const reader = new ConfigReader(stripped);
  const config = reader.value(reader.root(program));
  if (!isRecord(config) || !isRecord(config.theme)) {
    throw invalidImport('The Tailwind config has no `theme` object, so there is nothing to import.', DATA_ONLY);
  }
  const tokens: SourceToken[] = [];
  const notes: UnmappedToken[] = [];
  const { extend, ...theme } = config.theme;
  const read = (sections: Record<string, Value>, label: string) => {
    for (const [section, value] of Object.entries(sections)) {
      if (SECTIONS[section]) sectionTokens(section, value, `${label}.${section}`, tokens, notes);
      else notes.push({ path: `${label}.${section}`, reason: 'Kitsmith has no setting for this part of a Tailwind theme' });
    }
  };
  read(theme, 'theme');
  if (isRecord(extend)) read(extend, 'theme.extend');
  if (tokens.length === 0 && notes.length === 0) {
    throw invalidImport('The Tailwind config\'s theme is empty, so there is nothing to import.', DATA_ONLY);
  }
  return { format: 'tailwind-config', tokens, warnings: [], notes };
}
