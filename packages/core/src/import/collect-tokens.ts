import { z } from 'zod';
import { cssClamp } from '../export/css/css-value.ts';
import { KITSMITH_EXTENSION } from '../tokens/types.ts';
import { scopeOfName, type TokenSource } from './read-input.ts';
import type { SourceToken, TokenScope } from './types.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isLeaf(node: Record<string, unknown>, syntax: TokenSource['syntax']): boolean {
  if ('$value' in node) return true;
  return syntax === 'tokens-studio' && 'value' in node && (typeof node.type === 'string' || !isObject(node.value));
}

/** Tokens under a group named `dark` belong to the dark scheme, whatever file they are in. */
function scopeOf(source: TokenSource, path: string[]): TokenScope {
  return path.some((segment) => segment.toLowerCase() === 'dark') ? 'dark' : source.scope;
}

const modesSchema = z.record(z.string(), z.unknown());

/**
 * A token's values per mode, when its file keeps them in `$extensions`: Figma variable exports
 * (`$extensions["com.figma"].modes`) and the `$extensions.mode` convention (Terrazzo, Cobalt).
 */
function modesOf(node: Record<string, unknown>): [string, unknown][] | undefined {
  const extensions = isObject(node.$extensions) ? node.$extensions : undefined;
  const figma = extensions && isObject(extensions['com.figma']) ? extensions['com.figma'] : undefined;
  const modes = modesSchema.safeParse(figma?.modes ?? extensions?.mode);
  return modes.success && Object.keys(modes.data).length > 0 ? Object.entries(modes.data) : undefined;
}

const fluidSchema = z.object({
  [KITSMITH_EXTENSION]: z.object({
    fluid: z.object({ min: z.string(), max: z.string(), minViewport: z.string(), maxViewport: z.string() }),
  }),
});

/** A Kitsmith font size that grows with the viewport (`$extensions["dev.kitsmith"].fluid`), as the `clamp()` CSS writes for it. */
function fluidValueOf(node: Record<string, unknown>): string | undefined {
  const fluid = fluidSchema.safeParse(node.$extensions);
  return fluid.success ? cssClamp(fluid.data[KITSMITH_EXTENSION].fluid) : undefined;
}

/**
 * Every token of a file or set, depth first. Keys starting with `$` are metadata
 * (`$type` is inherited by the tokens of a group, as DTCG says). `prefix` says
 * whether labels carry the source name (inputs of several files or sets).
 */
export function collectTokens(source: TokenSource, prefix: boolean): SourceToken[] {
  const tokens: SourceToken[] = [];
  const walk = (node: Record<string, unknown>, path: string[], inherited: string | undefined) => {
    for (const [key, child] of Object.entries(node)) {
      if (key.startsWith('$') || !isObject(child)) continue;
      const childPath = [...path, key];
      const ownType = typeof child.$type === 'string' ? child.$type : undefined;
      if (!isLeaf(child, source.syntax)) {
        walk(child, childPath, ownType ?? inherited);
        continue;
      }
      const dtcg = '$value' in child;
      const type = dtcg ? (ownType ?? inherited) : typeof child.type === 'string' ? child.type : inherited;
      const dotPath = childPath.join('.');
      const modes = modesOf(child);
      if (modes) {
        for (const [mode, value] of modes) {
          const scope = scopeOfName(mode);
          tokens.push({ path: dotPath, label: `${mode}/${dotPath}`, type, value, scope: scope === 'shared' ? scopeOf(source, childPath) : scope });
        }
        continue;
      }
      tokens.push({
        path: dotPath,
        label: prefix && source.name !== undefined ? `${source.name}/${dotPath}` : dotPath,
        type,
        value: dtcg ? (fluidValueOf(child) ?? child.$value) : child.value,
        scope: scopeOf(source, childPath),
      });
    }
  };
  const rootType = typeof source.group.$type === 'string' ? source.group.$type : undefined;
  walk(source.group, [], rootType);
  return tokens;
}
