import { readFileSync } from 'node:fs';
import { build, type Plugin } from 'esbuild';
import { compileScript, parse } from '@vue/compiler-sfc';

/** Compiles imported .vue files as a Vue build would, so exported SFCs can run in a test page. */
const vuePlugin: Plugin = {
  name: 'vue-sfc',
  setup(plugin) {
    plugin.onLoad({ filter: /\.vue$/ }, ({ path }) => {
      const { descriptor, errors } = parse(readFileSync(path, 'utf8'), { filename: path });
      if (errors.length > 0) return { errors: errors.map((error) => ({ text: String(error) })) };
      const id = path.replace(/\W/g, '').slice(-16);
      const script = compileScript(descriptor, { id, inlineTemplate: true });
      return { contents: script.content, loader: 'ts' };
    });
  },
};

/** Bundles an entry (TSX or TS importing React or Vue components) into one browser script. */
export async function bundleForBrowser(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    jsx: 'automatic',
    logLevel: 'silent',
    plugins: [vuePlugin],
    define: {
      'process.env.NODE_ENV': '"production"',
      __VUE_OPTIONS_API__: 'true',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild produced nothing for ${entry}`);
  return output.text;
}
