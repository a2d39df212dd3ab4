import { cataloguePaths } from '@kitsmith/contract';
import type { ComponentListQuery, TemplateListQuery } from '../api-types.ts';
import { createCall } from '../call.ts';
import type { Transport } from '../transport.ts';

/** `/templates` and `/components`: the public catalogue. */
export function catalogueApi(transport: Transport) {
  const call = createCall(transport);
  return {
    templates: (query: TemplateListQuery = {}) => call(cataloguePaths.templates, { query }),
    template: (templateId: string) => call(cataloguePaths.template, { params: { id: templateId } }),
    /** `tags` is comma-separated; `include_code` adds the code templates to each item. */
    components: (query: ComponentListQuery = {}) => call(cataloguePaths.components, { query }),
    component: (componentId: string) => call(cataloguePaths.component, { params: { id: componentId } }),
  };
}
