import { projectsApi } from '@kitsmith/client';
import { transport } from '../app/transport.ts';

/**
 * The project calls the shared page makes: the public read when it was not rendered with the project, and a signed-in
 * visitor's clone. Loaded when first made, so a page the server rendered (most visits) loads none of them.
 */
export const projects = projectsApi(transport);
