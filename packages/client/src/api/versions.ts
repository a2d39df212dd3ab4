import { versionsPaths } from '@kitsmith/contract';
import type { CreateVersionBody, ListVersionsQuery, VersionDiffQuery } from '../api-types.ts';
import { createCall } from '../call.ts';
import type { Transport } from '../transport.ts';

/** `/projects/:id/versions/*`: a project's version history. `version` is a version's id or its semver (`1.2.0`). */
export function versionsApi(transport: Transport) {
  const call = createCall(transport);
  return {
    list: (projectId: string, query: ListVersionsQuery = {}) => call(versionsPaths.list, { params: { id: projectId }, query }),
    get: (projectId: string, version: string) => call(versionsPaths.get, { params: { id: projectId, version } }),
    /** Saves the stored design as a named version; `revision` guards against saving a design other than the one seen. */
    create: (projectId: string, body: CreateVersionBody = {}) => call(versionsPaths.create, { params: { id: projectId }, body }),
    /** Keeps the stored design as an automatic checkpoint (before a large change); `version` null when it is already kept. */
    checkpoint: (projectId: string) => call(versionsPaths.checkpoint, { params: { id: projectId } }),
    rename: (projectId: string, version: string, message: string) =>
      call(versionsPaths.rename, { params: { id: projectId, version }, body: { message } }),
    restore: (projectId: string, version: string, body: { revision?: number } = {}) =>
      call(versionsPaths.restore, { params: { id: projectId, version }, body }),
    /** `from` a version `to` another, or to the current design (the default). */
    diff: (projectId: string, query: VersionDiffQuery) => call(versionsPaths.diff, { params: { id: projectId }, query }),
    changelog: (projectId: string) => call(versionsPaths.changelog, { params: { id: projectId } }),
  };
}
