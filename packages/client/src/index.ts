export { clientOver, createClient, type ClientOptions, type KitsmithClient } from './create-client.ts';
export { authApi } from './api/auth.ts';
export { createCall, createDownload, pathOf, type CallInput, type ContractAt } from './call.ts';
export { billingApi } from './api/billing.ts';
export { projectsApi } from './api/projects.ts';
export { usersApi } from './api/users.ts';
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
export { createTransport, DEFAULT_TIMEOUT_MS, type HttpMethod, type RequestOptions, type Transport, type TransportOptions } from './transport.ts';
export type * from './api-types.ts';
