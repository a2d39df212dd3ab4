import { componentDefinitionSchema, findComponent, findTemplate, templateSchema } from '@kitsmith/core';
import type { Deps } from '../deps.ts';
import { ApiRouter } from '../http/api-router.ts';
import { notFound } from '../http/errors.ts';
import { AnswerCache, sendCachedAnswer } from './cached-answer.ts';
import {
  componentListResponseSchema,
  presentComponent,
  presentComponentList,
  presentTemplateList,
  templateListResponseSchema,
} from './presenter.ts';
import { catalogueIdParamsSchema, componentListQuerySchema, templateListQuerySchema } from './schema.ts';
import { listCacheKey, listComponents, listTemplates } from './service.ts';

/** The design templates and the component catalogue, straight from core: public, cached, ETagged. */
export function catalogueRoutes(deps: Deps): ApiRouter {
  const cache = new AnswerCache();
  return new ApiRouter(deps)
    .route(
      {
        method: 'get',
        path: '/templates',
        summary: 'List the design templates',
        tag: 'Catalogue',
        auth: 'none',
        query: templateListQuerySchema,
        response: templateListResponseSchema,
      },
      ({ query, ctx }) => {
        const templates = listTemplates(query);
        const key = listCacheKey(
          'templates',
          templates.map((template) => template.id),
        );
        sendCachedAnswer(
          ctx,
          cache.get(key, () => presentTemplateList(templates)),
        );
      },
    )
    .route(
      {
        method: 'get',
        path: '/templates/:id',
        summary: 'Get one design template',
        tag: 'Catalogue',
        auth: 'none',
        params: catalogueIdParamsSchema,
        response: templateSchema,
      },
      ({ params, ctx }) => {
        const template = findTemplate(params.id);
        if (!template) throw notFound('Template not found.');
        sendCachedAnswer(
          ctx,
          cache.get(`template:${template.id}`, () => template),
        );
      },
    )
    .route(
      {
        method: 'get',
        path: '/components',
        summary: 'List the catalogue components',
        tag: 'Catalogue',
        auth: 'none',
        query: componentListQuerySchema,
        response: componentListResponseSchema,
      },
      ({ query, ctx }) => {
        const components = listComponents(query);
        const key = listCacheKey(
          'components',
          components.map((component) => component.id),
          query.include_code,
        );
        sendCachedAnswer(
          ctx,
          cache.get(key, () => presentComponentList(components, query.include_code)),
        );
      },
    )
    .route(
      {
        method: 'get',
        path: '/components/:id',
        summary: 'Get one catalogue component, with its code templates',
        tag: 'Catalogue',
        auth: 'none',
        params: catalogueIdParamsSchema,
        response: componentDefinitionSchema,
      },
      ({ params, ctx }) => {
        const component = findComponent(params.id);
        if (!component) throw notFound('Component not found.');
        sendCachedAnswer(
          ctx,
          cache.get(`component:${component.id}`, () => presentComponent(component, true)),
        );
      },
    );
}
