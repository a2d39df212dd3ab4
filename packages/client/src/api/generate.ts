import { generatePaths } from '@kitsmith/contract';
import type { GenerateBody } from '../api-types.ts';
import { createCall } from '../call.ts';
import type { Transport } from '../transport.ts';

/** `/generate`: candidate design systems (the browser and the CLI can also run core's generator locally; a description needs the API). */
export function generateApi(transport: Transport) {
  const call = createCall(transport);
  return {
    capabilities: () => call(generatePaths.capabilities),
    generate: (body: GenerateBody) => call(generatePaths.generate, { body }),
  };
}
