import { importPaths } from '@kitsmith/contract';
import type { ImportBody } from '../api-types.ts';
import { createCall } from '../call.ts';
import type { Transport } from '../transport.ts';

/** `/import`: a preview of a design read from another tool's file (the browser and the CLI can also run core's importer locally). */
export function importApi(transport: Transport) {
  const call = createCall(transport);
  return {
    preview: (body: ImportBody) => call(importPaths.import, { body }),
  };
}
