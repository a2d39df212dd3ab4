import { pascalCase } from '../../catalogue/code-context.ts';
import { renderComponentCode } from '../../catalogue/render-component.ts';
import type { Exporter } from '../types.ts';

/** `vue/<Name>.vue` per component (`<script setup>` with typed `defineProps`) and `vue/index.ts`. */
export const exportVue: Exporter = ({ components }) => {
  const files = components.map(({ definition, props }) => ({
    path: `vue/${pascalCase(definition.id)}.vue`,
    contents: renderComponentCode(definition, 'vue', props),
  }));
  const index = components
    .map(({ definition }) => {
      const name = pascalCase(definition.id);
      return `export { default as ${name} } from "./${name}.vue";\n`;
    })
    .join('');
  return [...files, { path: 'vue/index.ts', contents: index || 'export {};\n' }];
};
