// Free text in a design (font stacks, component ids, custom names, text and link props, prop names, the
// template id) is either refused by the model with a message naming the field, or written so that it
// changes nothing but itself: every exported file, and the editor's preview page with its CSS inlined,
// has the same CSS rules, HTML elements, syntax nodes and JSON shape as the same design with plain text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { componentCatalogue } from '../catalogue/catalogue.ts';
import type { ComponentDefinition } from '../model/component.ts';
import { InvalidDesignSystemError, parseDesignSystem, type DesignSystem } from '../model/design-system.ts';
import { fontOfStack } from '../fonts/fonts.ts';
import { FONT_STACK_MAX_LENGTH, parseFontStack } from '../model/font-stack.ts';
import { UNSAFE_URL_MESSAGE } from '../model/safe-url.ts';
import { UNSTORABLE_TEXT_MESSAGE } from '../model/storable-text.ts';
import { resolveTokens } from '../tokens/resolve-tokens.ts';
import { cssStructure, fileStructure, hrefsIn, htmlStructure, propertyStringsIn } from '../test-support/output-structure.ts';
import { tokensCss } from './css/tokens-css.ts';
import { createExportContext, exportDesignSystem, runExporter } from './export-design-system.ts';
import { renderPreviewDocument } from './html/preview-document.ts';
import { EXPORT_FORMATS } from './types.ts';

/** Pieces that end or open something in one of the languages the exports are written in. */
const PIECES = [
  ';', '}', '{', '<', '>', '"', "'", '\\', '\n', '\r', '\t', '\u0001', '*/', '/*', '//', '</style>', '<style>', '<script>', '</script>',
  '<!--', '-->', '\u2028', '&', '&amp;', '`', '${', '#{', '{{', '}}', 'url(', ')', ',', ':', '--', '@import', 'javascript:', 'data:',
  '=', ' ', 'Inter', 'a', '💥', 'é',
];
/** Text no database stores: refused wherever it is. */
const UNSTORABLE = ['\u0000', '\ud800', '\udc00', 'a\u0000b', 'x\ud83d'];
const ATTACKS = [
  'Inter; } body{background:url(https://evil.example/x)} :root{--x:y',
  '</style><script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  'x" onmouseover="alert(1)',
  "x' onmouseover='alert(1)",
  '"; } * { color: red } x { x: "',
  "'; } * { color: red } x { x: '",
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '"Inter", #{$evil}, sans-serif',
  '"a\\"b"',
];
/** Font stacks the model accepts, with what could trip a writer: quotes of both kinds, commas in names, non-Latin names. */
const VALID_STACKS = [
  "'JetBrains Mono', ui-monospace",
  '"Font #1", -apple-system, system-ui',
  '"a,b", "c d", sans-serif',
  '"源ノ角ゴシック", "Noto Sans JP", serif',
  'Segoe   UI,Roboto,sans-serif',
  '"Helvetica Neue (W1)", "M+ 1p", Arial',
];

const nastyText = fc.oneof(
  { weight: 6, arbitrary: fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 8 }).map((pieces) => pieces.join('')) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.constantFrom(...ATTACKS) },
  // Any UTF-16 code units, NUL and lone surrogates included.
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom(...UNSTORABLE) },
);
const nastyStack = fc.oneof({ weight: 1, arbitrary: nastyText }, { weight: 2, arbitrary: fc.constantFrom(...VALID_STACKS) });

/** A free-text field's value in the design under test, and the plain value it has in its twin. */
interface Slot {
  nasty: string;
  plain: string;
}
/** Plain text with what conditional markup reads of it (empty or not) kept. */
const textSlot = (plain: string) => nastyText.map((nasty): Slot => ({ nasty, plain: nasty === '' ? '' : plain }));
/**
 * A component text prop's plain twin keeps what markup reads of it: its length, its separators (commas, `|`,
 * white space) and the characters of numbers, so a list keeps its items and a chart its numbers (a carousel
 * has a slide per comma-separated title); every other UTF-16 unit becomes `q`. A command palette's groups
 * also keep `;` (between groups), `:` (after a heading) and parentheses (around a shortcut).
 */
const OWN_SEPARATORS: Record<string, string> = { 'command-palette.groups': ';:()' };
const propSlot = (definition: ComponentDefinition, prop: string) => {
  const kept = new RegExp(`[^\\s,|0-9.eE+\\-xXoObB${(OWN_SEPARATORS[`${definition.id}.${prop}`] ?? '').replace(/[()]/g, '\\$&')}]`, 'g');
  return nastyText.map((nasty): Slot => ({ nasty, plain: nasty.replace(kept, 'q') }));
};
/** A field holds nasty text in about a third of designs, so that many designs pass the model and reach the exporters. */
const maybe = <T,>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

const textPropsOf = (definition: ComponentDefinition) => definition.configurableProps.filter((prop) => prop.control === 'text');

interface ComponentSkeleton {
  /** A catalogue component's id. */
  definitionId: string;
  /** A component id that is no catalogue id (twin: another one). */
  unknownComponent: Slot | undefined;
  id: Slot | undefined;
  customName: Slot | undefined;
  props: Record<string, Slot | undefined>;
  extraProp: { name: Slot; value: Slot } | undefined;
}

const componentSkeleton: fc.Arbitrary<ComponentSkeleton> = fc.constantFrom(...componentCatalogue).chain((definition) =>
  fc.record({
    definitionId: fc.constant(definition.id),
    unknownComponent: fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: textSlot('no-such-component') }),
    id: maybe(textSlot('(plain ids are numbered)')),
    customName: maybe(textSlot('Plain name')),
    props: fc.record(
      Object.fromEntries(textPropsOf(definition).map((prop) => [prop.name, maybe(prop.format === 'url' ? textSlot('/plain') : propSlot(definition, prop.name))])),
    ),
    extraProp: maybe(fc.record({ name: textSlot('plainProp'), value: textSlot('plain') })),
  }),
);

interface DesignSkeleton {
  mode: 'light' | 'dark' | 'auto';
  families: { headingFamily?: Slot | undefined; bodyFamily?: Slot | undefined; monoFamily?: Slot | undefined };
  components: ComponentSkeleton[];
  templateId: Slot | undefined;
}

/**
 * A stack's twin has as many families (a Tailwind config lists them), quoted where they are, and starts with the same
 * catalogue font when the stack does (a catalogue font adds its package's family and imports to the exports).
 */
function plainStack(stack: string): string {
  const parsed = parseFontStack(stack);
  if ('problem' in parsed) return 'Inter, sans-serif';
  const font = fontOfStack(stack);
  return parsed.families
    .map((family, index) => {
      const name = index === 0 && font ? family.name : family.quoted ? `Plain ${index}` : `Plain${index}`;
      return family.quoted ? `"${name}"` : name;
    })
    .join(', ');
}
const stackSlot = nastyStack.map((nasty): Slot => ({ nasty, plain: plainStack(nasty) }));
const designSkeleton: fc.Arbitrary<DesignSkeleton> = fc.record({
  mode: fc.constantFrom('light', 'dark', 'auto'),
  families: fc.record({
    headingFamily: maybe(stackSlot),
    bodyFamily: maybe(stackSlot),
    monoFamily: maybe(stackSlot),
  }),
  components: fc.array(componentSkeleton, { minLength: 1, maxLength: 3 }),
  templateId: maybe(textSlot('plain-template')),
});

/** The design document with each slot's nasty or plain value. */
function documentOf(skeleton: DesignSkeleton, side: keyof Slot): unknown {
  const text = (slot: Slot | undefined, fallback: string) => (slot ? slot[side] : fallback);
  const typography = Object.fromEntries(Object.entries(skeleton.families).flatMap(([field, slot]) => (slot ? [[field, slot[side]]] : [])));
  return {
    schemaVersion: 2,
    theme: { mode: skeleton.mode },
    typography,
    components: skeleton.components.map((component, index) => ({
      // Plain ids stay unique; equal nasty ones are refused (duplicate ids), which is the model's to say.
      id: component.id && side === 'nasty' ? component.id.nasty : `component-${index}`,
      componentId: text(component.unknownComponent, component.definitionId),
      ...(component.customName ? { customName: component.customName[side] } : {}),
      props: {
        ...Object.fromEntries(Object.entries(component.props).flatMap(([name, slot]) => (slot ? [[name, slot[side]]] : []))),
        ...(component.extraProp ? { [component.extraProp.name[side]]: component.extraProp.value[side] } : {}),
      },
    })),
    template: {
      application: skeleton.templateId ? { templateId: skeleton.templateId[side], appliedAt: '2024-01-01T00:00:00.000Z' } : null,
      version: skeleton.templateId ? 1 : 0,
    },
  };
}

/** Every exported file's structure, and that of the editor's preview page (the CSS export inlined in a `<style>`). */
function outputStructure(design: DesignSystem): Record<string, string[]> {
  const context = createExportContext(design);
  const files = EXPORT_FORMATS.flatMap((format) => runExporter(format, context));
  const structure: Record<string, string[]> = Object.fromEntries(files.map((file) => [file.path, fileStructure(file.path, file.contents)]));
  const css = runExporter('css', context)
    .map((file) => file.contents)
    .join('\n');
  const preview = renderPreviewDocument(context.components, { title: 'Design preview', mode: design.theme.mode, styles: { css } });
  structure['(editor preview)'] = htmlStructure(preview);
  return structure;
}

/** The messages the model gives free text it refuses. */
const REFUSALS = [UNSTORABLE_TEXT_MESSAGE, UNSAFE_URL_MESSAGE, 'duplicate component id', 'must not be empty'];
const isFontStackMessage = (message: string) =>
  /font stack is a comma-separated list|must name at least one font family|cannot be a plain family name|is a CSS keyword|must be at most/.test(message);

/** Refused: every issue names a field that holds nasty text, with one of the model's messages for it. */
function expectClearRefusal(error: unknown, skeleton: DesignSkeleton): void {
  expect(error).toBeInstanceOf(InvalidDesignSystemError);
  const nastyFields = new Set<string>();
  for (const [field, slot] of Object.entries(skeleton.families)) if (slot) nastyFields.add(`typography.${field}`);
  skeleton.components.forEach((component, index) => {
    const at = `components.${index}`;
    nastyFields.add(`${at}.id`);
    if (component.customName) nastyFields.add(`${at}.customName`);
    for (const [name, slot] of Object.entries(component.props)) if (slot) nastyFields.add(`${at}.props.${name}`);
    if (component.extraProp) nastyFields.add(`${at}.props.${component.extraProp.name.nasty}`);
    if (component.unknownComponent) nastyFields.add(`${at}.componentId`);
  });
  if (skeleton.templateId) nastyFields.add('template.application.templateId');
  for (const issue of (error as InvalidDesignSystemError).issues) {
    // A prop name is free text too, so it may hold ": ": find the field the issue starts with.
    const field = [...nastyFields].find((name) => issue.startsWith(`${name}: `));
    expect(field, `refused a field without free text: ${issue} (free text in ${[...nastyFields].join(', ')})`).toBeDefined();
    const message = issue.slice((field ?? '').length + 2);
    expect(REFUSALS.some((refusal) => message.startsWith(refusal)) || isFontStackMessage(message), `unclear message: ${issue}`).toBe(true);
  }
}

describe('free text in a design never changes the structure of what is generated from it', () => {
  it('is refused by the model with a clear message, or leaves every CSS rule, HTML element and syntax node as plain text does', { timeout: 120_000 }, () => {
    const outcomes = { refused: 0, exported: 0 };
    fc.assert(
      fc.property(designSkeleton, (skeleton) => {
        let design: DesignSystem;
        try {
          design = parseDesignSystem(documentOf(skeleton, 'nasty'));
        } catch (error) {
          expectClearRefusal(error, skeleton);
          outcomes.refused++;
          return;
        }
        outcomes.exported++;
        const twin = parseDesignSystem(documentOf(skeleton, 'plain'));
        expect(outputStructure(design)).toEqual(outputStructure(twin));
      }),
      { numRuns: 150 },
    );
    // Both ways were taken often enough for the property to say something about each.
    expect(outcomes.refused).toBeGreaterThan(25);
    expect(outcomes.exported).toBeGreaterThan(25);
  });

  it('writes any font stack that reaches the exporters as part of one declaration, even one the model refuses', () => {
    const plain = tokensCss(resolveTokens(parseDesignSystem({ schemaVersion: 2 })), 'light', '');
    fc.assert(
      fc.property(fc.oneof(nastyText, fc.string({ unit: 'binary', maxLength: FONT_STACK_MAX_LENGTH })), (stack) => {
        // A token set made without the model: the stack goes to the writer as it is.
        const tokens = resolveTokens(parseDesignSystem({ schemaVersion: 2 }));
        const family = (tokens.primitives.font as { family: Record<string, { $value: unknown }> }).family;
        for (const token of Object.values(family)) token.$value = stack;
        expect(cssStructure(tokensCss(tokens, 'light', ''))).toEqual(cssStructure(plain));
      }),
      { numRuns: 300 },
    );
  });

  it('formats what it exports without failing, and formatting changes no structure either', { timeout: 120_000 }, async () => {
    let exported = 0;
    await fc.assert(
      fc.asyncProperty(designSkeleton, async (skeleton) => {
        let design: DesignSystem;
        try {
          design = parseDesignSystem(documentOf(skeleton, 'nasty'));
        } catch {
          return;
        }
        exported++;
        const twin = parseDesignSystem(documentOf(skeleton, 'plain'));
        const structure = async (system: DesignSystem) =>
          Object.fromEntries(
            (await exportDesignSystem(system, { formats: ['package'] })).map((file) => [file.path, fileStructure(file.path, file.contents)]),
          );
        expect(await structure(design)).toEqual(await structure(twin));
      }),
      { numRuns: 16 },
    );
    expect(exported).toBeGreaterThan(2);
  });

  it('keeps javascript:, data: and vbscript: links out of every export and the preview, however they are written', () => {
    const base = 'https://site.example/page';
    // A link a browser cannot parse (`//<!--`: no valid host) goes nowhere.
    const SAFE_PROTOCOLS = ['http:', 'https:', 'mailto:', '(unparsable)'];
    const LINK_PROPS = new Set(['href', 'primaryHref', 'secondaryHref']);
    /** What a browser would open for this link. */
    const protocolOf = (link: string) => (URL.canParse(link, base) ? new URL(link, base).protocol : '(unparsable)');
    const link = fc
      .record({
        lead: fc.constantFrom('', ' ', '  ', '\t', '\n', '\r\n', '\u0001', '\u001f', '\u00a0'),
        scheme: fc.constantFrom('javascript', 'JAVASCRIPT', 'JaVaScRiPt', 'data', 'DaTa', 'vbscript', 'http', 'HTTPS', 'mailto', 'file', 'blob', 'ftp'),
        breakAt: fc.nat({ max: 10 }),
        breaker: fc.constantFrom('', '', '\t', '\n', '\r'),
        colon: fc.constantFrom(':', ':', '&#58;', '%3A', '&colon;'),
        rest: fc.constantFrom('alert(1)', '//evil.example/x', 'text/html,<script>alert(1)</script>', 'someone@example.com'),
      })
      .map(({ lead, scheme, breakAt, breaker, colon, rest }) => `${lead}${scheme.slice(0, breakAt)}${breaker}${scheme.slice(breakAt)}${colon}${rest}`);
    const anyLink = fc.oneof(link, fc.constantFrom('/pricing', '#top', 'docs/', '?q=1', '//cdn.example/x', ''), nastyText);
    let exported = 0;
    fc.assert(
      fc.property(anyLink, anyLink, anyLink, (href, primaryHref, secondaryHref) => {
        let design: DesignSystem;
        try {
          design = parseDesignSystem({
            schemaVersion: 2,
            components: [
              { id: 'link', componentId: 'link', props: { href } },
              { id: 'hero', componentId: 'hero', props: { primaryHref, secondaryHref } },
            ],
          });
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidDesignSystemError);
          for (const issue of (error as InvalidDesignSystemError).issues) {
            expect(issue).toMatch(/^components\.(0\.props\.href|1\.props\.(primary|secondary)Href): /);
            expect([UNSAFE_URL_MESSAGE, UNSTORABLE_TEXT_MESSAGE]).toContain(issue.replace(/^[^ ]+: /, ''));
          }
          return;
        }
        exported++;
        const context = createExportContext(design);
        // The package repeats the other formats' files at the same paths.
        const files = [...new Map(EXPORT_FORMATS.flatMap((format) => runExporter(format, context)).map((file) => [file.path, file])).values()];
        const pages = [
          ...files.filter((file) => file.path.endsWith('.html')).map((file) => file.contents),
          renderPreviewDocument(context.components, { title: 'Preview', mode: 'light', styles: { css: '' } }),
        ];
        for (const page of pages) {
          for (const href of hrefsIn(page)) expect(SAFE_PROTOCOLS, `href ${JSON.stringify(href)}`).toContain(protocolOf(href));
        }
        // In React and Vue code a link is a default prop.
        let links = 0;
        for (const file of files.filter((generated) => /\.(tsx|vue)$/.test(generated.path))) {
          for (const literal of propertyStringsIn(file.contents, file.path, LINK_PROPS)) {
            links++;
            expect(SAFE_PROTOCOLS, `${file.path}: ${JSON.stringify(literal)}`).toContain(protocolOf(literal));
          }
        }
        expect(links).toBe(6);
      }),
      { numRuns: 150 },
    );
    expect(exported).toBeGreaterThan(10);
  });
});
