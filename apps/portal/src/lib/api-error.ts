// The error of a failed call lives in @rp/client; re-exported for the portal's call sites.
export { ApiClientError, serverUnavailable } from '@rp/client';
