import { catalogueContracts } from '@kitsmith/contract';
import { findComponent, findTemplate } from '@kitsmith/core';
import type { Deps } from '../deps.ts';
import { ApiRouter } from '../http/api-router.ts';
import { notFound } from '../http/errors.ts';
import { AnswerCache, sendCachedAnswer } from './cached-answer.ts';
import { presentComponent, presentComponentList, presentTemplateList } from './presenter.ts';
import { listCacheKey, listComponents, listTemplates } from './service.ts';

/** The design templates and the component catalogue, straight from core: public, cached, ETagged. */
export function catalogueRoutes(deps: Deps): ApiRouter {
  const cache = new AnswerCache();
  return new ApiRouter(deps)
    .route(
      catalogueContracts.templates,
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
      catalogueContracts.template,
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
      catalogueContracts.components,
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
      catalogueContracts.component,
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
