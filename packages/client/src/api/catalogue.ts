import type { ComponentDefinition, ComponentList, ComponentListQuery, Template, TemplateList, TemplateListQuery } from '../api-types.ts';
import type { Transport } from '../transport.ts';

const id = encodeURIComponent;

/** `/templates` and `/components`: the public catalogue. */
export function catalogueApi(transport: Transport) {
  return {
    templates: (query: TemplateListQuery = {}) => transport.request<TemplateList>('GET', '/templates', { query }),
    template: (templateId: string) => transport.request<Template>('GET', `/templates/${id(templateId)}`),
    /** `tags` is comma-separated; `include_code` adds the code templates to each item. */
    components: (query: ComponentListQuery = {}) => transport.request<ComponentList>('GET', '/components', { query }),
    component: (componentId: string) => transport.request<ComponentDefinition>('GET', `/components/${id(componentId)}`),
  };
}
