// The public API of @rp/client: the typed client of the RP API (bearer token, error model, response marker,
// zod-checked responses). Schemas and paths come from @rp/contract.
export type { ApiClient, ApiClientOptions, ClientMessageKey, RequestOptions, ResponseSchema } from './client.ts';
export {
  DEFAULT_CLIENT_MESSAGES,
  IDEMPOTENCY_KEY_HEADER,
  buildUrl,
  createApiClient,
  newIdempotencyKey,
} from './client.ts';
export { ApiClientError, isAuthFailure, serverUnavailable } from './errors.ts';
