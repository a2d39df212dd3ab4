import { createRequire } from 'node:module';
import { parse, compileScript, compileTemplate } from '@vue/compiler-sfc';
import { transformSync } from 'esbuild';

const requireFromCore = createRequire(import.meta.url);

/** Evaluates an exported TSX module (it may import only React) and returns its exports. */
export function loadTsxModule(source: string, path: string): Record<string, unknown> {
  const { code } = transformSync(source, { loader: 'tsx', format: 'cjs', jsx: 'transform', sourcefile: path });
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', code)(module, module.exports, requireFromCore);
  return module.exports;
}

/** Compiles a Vue SFC as a build would; returns every error message. */
export function compileVue(source: string, filename: string): string[] {
  const { descriptor, errors } = parse(source, { filename });
  if (errors.length > 0) return errors.map((error) => String(error));
  const id = filename.replace(/\W/g, '');
  const script = compileScript(descriptor, { id, inlineTemplate: false });
  const template = compileTemplate({
    source: descriptor.template?.content ?? '',
    filename,
    id,
    compilerOptions: { bindingMetadata: script.bindings, expressionPlugins: ['typescript'] },
  });
  return template.errors.map((error) => (typeof error === 'string' ? error : error.message));
}
