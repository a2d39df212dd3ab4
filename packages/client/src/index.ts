export { createClient, type ClientOptions, type KitsmithClient } from './create-client.ts';
export {
  ApiClientError,
  CLIENT_ERROR_CODES,
  NO_REFRESH_TOKEN_MESSAGE,
  TIMEOUT_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from './api-client-error.ts';
export {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  browserStorage,
  memoryStorage,
  type TokenPair,
  type TokenStorage,
} from './token-storage.ts';
export { DEFAULT_TIMEOUT_MS, type HttpMethod, type RequestOptions } from './transport.ts';
export type * from './api-types.ts';
