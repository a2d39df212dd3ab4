import fc from 'fast-check';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { jsKey, jsObject, type JsValue } from './js-object.ts';
import { typeAlias } from './type-alias.ts';

const format = (source: string, parser: 'babel' | 'typescript') => prettier.format(source, { parser });

async function expectPrettierStable(source: string): Promise<void> {
  expect(await format(source, 'babel')).toBe(source);
  expect(await format(source, 'typescript')).toBe(source);
}

const statement = (value: JsValue) => `export const value = ${jsObject(new Map([['root', value]]))};\n`;

describe('jsKey', () => {
  it('leaves identifiers and simple numbers bare and quotes the rest', () => {
    expect(jsKey('DEFAULT')).toBe('DEFAULT');
    expect(jsKey('50')).toBe('50');
    expect(jsKey('0.5')).toBe('0.5');
    expect(jsKey('0-5')).toBe('"0-5"');
    expect(jsKey('2xl')).toBe('"2xl"');
    expect(jsKey('line-height')).toBe('"line-height"');
    expect(jsKey('05')).toBe('"05"');
  });
});

describe('jsObject', () => {
  it('prints nested objects expanded, as prettier does', async () => {
    const value = new Map<string, JsValue>([
      [
        'primary',
        new Map<string, JsValue>([
          ['DEFAULT', 'var(--primary)'],
          ['50', '#f5f3ff'],
          ['0-5', 1],
        ]),
      ],
      ['empty', new Map()],
      ['mode', ['selector', '[data-theme="dark"]']],
      ['weight', -2.5],
    ]);
    const source = statement(value);
    expect(source).toContain('      DEFAULT: "var(--primary)",\n');
    expect(source).toContain(`    mode: ["selector", '[data-theme="dark"]'],\n`);
    await expectPrettierStable(source);
  });

  it('lays out long strings and arrays as prettier does', async () => {
    const long = 'x'.repeat(70);
    const value = new Map<string, JsValue>([
      ['mono', `"JetBrains Mono", ui-monospace, SFMono-Regular, Menlo, ${long}`],
      ['monospace', `"JetBrains Mono", ${long}`],
      ['2xl', long],
      ['stack', ['"JetBrains Mono"', 'ui-monospace', 'SFMono-Regular', 'Menlo', 'monospace']],
      ['huge', [long, long]],
    ]);
    await expectPrettierStable(statement(value));
  });

  it('matches prettier for random keys, strings and arrays', { timeout: 30_000 }, async () => {
    const key = fc.oneof(
      fc.stringMatching(/^[a-z][a-z0-9-]{0,6}$/),
      fc.integer({ min: 0, max: 2000 }).map(String),
      fc.constantFrom('DEFAULT', '2xl', '0-5', '0.5', 'line-height'),
    );
    const unit = fc.constantFrom('a', 'B', ' ', '-', ',', '"', "'", '\\', '(', '#', '0');
    const text = fc.oneof(fc.string({ unit, maxLength: 12 }), fc.string({ unit, minLength: 55, maxLength: 80 }));
    const scalar: fc.Arbitrary<JsValue> = fc.oneof(
      text,
      fc.integer({ min: -999, max: 9999 }),
      fc.constantFrom(0.5, 1.25),
    );
    const leaf = fc.oneof(scalar, fc.array(text, { minLength: 1, maxLength: 6 }));
    const object = fc.letrec<{ node: JsValue }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc
          .uniqueArray(fc.tuple(key, tie('node')), { maxLength: 5, selector: ([name]) => name })
          .map((entries) => new Map(entries)),
      ),
    })).node;
    await fc.assert(
      fc.asyncProperty(object, async (value) => {
        await expectPrettierStable(statement(value));
      }),
      { numRuns: 150 },
    );
  });
});

describe('typeAlias', () => {
  it('uses one line, then the next line, then one member per line', async () => {
    const short = typeAlias('Scheme', ['light', 'dark'], 'The colour schemes.');
    const medium = typeAlias('FontSize', ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl']);
    const long = typeAlias('Step', ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950']);
    expect(short).toBe('/** The colour schemes. */\nexport type Scheme = "light" | "dark";\n');
    expect(medium.split('\n')).toHaveLength(3);
    expect(long).toContain('\n  | "50"\n  | "100"\n');
    for (const source of [short, medium, long, typeAlias('Nothing', [])]) {
      expect(await format(source, 'typescript')).toBe(source);
    }
  });
});
