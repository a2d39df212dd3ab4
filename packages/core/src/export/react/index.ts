import { pascalCase } from '../../catalogue/code-context.ts';
import { renderComponentCode } from '../../catalogue/render-component.ts';
import type { Exporter } from '../types.ts';

/** `react/<Name>.tsx` per component, typed from its configurable props, and `react/index.ts`. */
export const exportReact: Exporter = ({ components }) => {
  const files = components.map(({ definition, props }) => ({
    path: `react/${pascalCase(definition.id)}.tsx`,
    contents: renderComponentCode(definition, 'react', props),
  }));
  const index = components.map(({ definition }) => `export * from "./${pascalCase(definition.id)}";\n`).join('');
  return [...files, { path: 'react/index.ts', contents: index || 'export {};\n' }];
};
