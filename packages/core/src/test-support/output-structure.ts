// The structure of a generated file as the tool that reads it sees it, with every value the user wrote
// left out: which CSS rules and declarations, which HTML elements and attributes, which syntax nodes of
// TypeScript, which keys of JSON. Two exports of designs that differ only in their texts must have the same.
import { parse as parseSfc } from '@vue/compiler-sfc';
import { transform } from 'lightningcss';
import { parse as parseHtml, type DefaultTreeAdapterMap } from 'parse5';
import postcss, { type Root } from 'postcss';
import postcssScss from 'postcss-scss';
import ts from 'typescript';

type Structure = string[];

/** Rules, at-rules and the properties each declares, in order; comments and values left out. */
function cssNodes(root: Root): Structure {
  const nodes: Structure = [];
  root.walk((node) => {
    if (node.type === 'rule') nodes.push(`rule ${node.selector}`);
    else if (node.type === 'atrule') nodes.push(`@${node.name} ${node.params}`);
    else if (node.type === 'decl') nodes.push(`  ${node.prop}`);
  });
  return nodes;
}

/** What lightningcss (a browser's CSS parser, in Rust) says of a stylesheet, without positions. */
function cssWarnings(css: string, filename: string): Structure {
  const result = transform({ code: new TextEncoder().encode(css), filename, errorRecovery: true });
  return result.warnings.map((warning) => `warning ${warning.type}: ${warning.message}`);
}

export function cssStructure(css: string, filename = 'style.css'): Structure {
  return [...cssNodes(postcss.parse(css)), ...cssWarnings(css, filename)];
}

export function scssStructure(scss: string): Structure {
  return cssNodes(postcssScss.parse(scss));
}

type HtmlNode = DefaultTreeAdapterMap['node'];

/** Elements with their attribute names, and the CSS inside `<style>`, in document order; text and attribute values left out. */
export function htmlStructure(html: string): Structure {
  const nodes: Structure = [];
  const walk = (node: HtmlNode, depth: number) => {
    if ('tagName' in node) {
      nodes.push(`${'  '.repeat(depth)}<${node.tagName} ${node.attrs.map((attribute) => attribute.name).join(' ')}>`);
      if (node.tagName === 'style') {
        const css = node.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
        nodes.push(...cssStructure(css).map((line) => `${'  '.repeat(depth + 1)}${line}`));
        return;
      }
    } else if (node.nodeName === '#comment') nodes.push(`${'  '.repeat(depth)}<!-- -->`);
    const children = 'content' in node && node.nodeName === 'template' ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
    for (const child of children) walk(child as HtmlNode, depth + 1);
  };
  walk(parseHtml(html), 0);
  return nodes;
}

/** Syntax node kinds, identifiers by name; string literals and template text by kind only. */
export function scriptStructure(source: string, fileName: string): Structure {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : fileName.endsWith('.js') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const nodes: Structure = [];
  const walk = (node: ts.Node, depth: number) => {
    const name = ts.SyntaxKind[node.kind];
    nodes.push(`${'  '.repeat(depth)}${name}${ts.isIdentifier(node) || ts.isJsxText(node) ? ` ${node.getText(file).trim()}` : ''}`);
    node.forEachChild((child) => walk(child, depth + 1));
  };
  walk(file, 0);
  const diagnostics = (file as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  return [...nodes, ...diagnostics.map((diagnostic) => `diagnostic ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`)];
}

type TemplateNode = { type: number; tag?: string; props?: { name: string }[]; children?: TemplateNode[] };

/** A Vue SFC: its blocks, its template's elements and attribute names, and its script's syntax. */
export function vueStructure(source: string, fileName: string): Structure {
  const { descriptor, errors } = parseSfc(source, { filename: fileName });
  const nodes: Structure = errors.map((error) => `error ${String(error)}`);
  nodes.push(`blocks ${[descriptor.template && 'template', descriptor.script && 'script', descriptor.scriptSetup && 'script setup', ...descriptor.styles.map(() => 'style')].filter(Boolean).join(', ')}`);
  const walk = (node: TemplateNode, depth: number) => {
    if (node.tag) nodes.push(`${'  '.repeat(depth)}<${node.tag} ${(node.props ?? []).map((prop) => prop.name).join(' ')}>`);
    for (const child of node.children ?? []) walk(child, depth + 1);
  };
  if (descriptor.template?.ast) walk(descriptor.template.ast as unknown as TemplateNode, 0);
  for (const script of [descriptor.script, descriptor.scriptSetup]) {
    if (script) nodes.push(...scriptStructure(script.content, `${fileName}.ts`));
  }
  return nodes;
}

/** The shape of a JSON document: what each position holds (keys by position, since a design's prop names are user text too). */
export function jsonStructure(json: string): Structure {
  const paths: Structure = [];
  const walk = (value: unknown, path: string) => {
    paths.push(`${path}: ${Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value}`);
    if (typeof value === 'object' && value !== null) Object.values(value).forEach((item, index) => walk(item, `${path}/${index}`));
  };
  walk(JSON.parse(json), '');
  return paths;
}

/** A generated file's structure, by its kind; a kind not parsed here is compared whole. */
export function fileStructure(path: string, contents: string): Structure {
  if (path.endsWith('.css')) return cssStructure(contents, path);
  if (path.endsWith('.scss')) return scssStructure(contents);
  if (path.endsWith('.html')) return htmlStructure(contents);
  if (path.endsWith('.vue')) return vueStructure(contents, path);
  if (/\.(ts|tsx|js|cjs|mjs)$/.test(path)) return scriptStructure(contents, path);
  if (path.endsWith('.json')) return jsonStructure(contents);
  return [contents];
}

/** Every `href` in an HTML page, as the browser reads it (entities decoded). */
export function hrefsIn(html: string): string[] {
  const found: string[] = [];
  const walk = (node: HtmlNode) => {
    if ('attrs' in node) for (const attribute of node.attrs) if (attribute.name === 'href') found.push(attribute.value);
    const children = 'content' in node && node.nodeName === 'template' ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
    for (const child of children) walk(child as HtmlNode);
  };
  walk(parseHtml(html));
  return found;
}

/** The string values given to properties of these names (`href: "..."`) in a TypeScript, TSX or Vue (its scripts) file. */
export function propertyStringsIn(source: string, fileName: string, names: ReadonlySet<string>): string[] {
  const scripts = fileName.endsWith('.vue')
    ? (() => {
        const { descriptor } = parseSfc(source, { filename: fileName });
        return [descriptor.script, descriptor.scriptSetup].flatMap((script) => (script ? [script.content] : []));
      })()
    : [source];
  const values: string[] = [];
  for (const script of scripts) {
    const file = ts.createSourceFile('x.tsx', script, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const walk = (node: ts.Node) => {
      if (ts.isPropertyAssignment(node) && names.has(node.name.getText(file)) && ts.isStringLiteralLike(node.initializer)) {
        values.push(node.initializer.text);
      }
      node.forEachChild(walk);
    };
    walk(file);
  }
  return values;
}
