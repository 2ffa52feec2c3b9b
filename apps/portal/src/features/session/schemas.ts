// The session calls' response schemas, loaded beside the call (api.ts) rather than with the login screen: the sign-in
// form is usable before zod arrives, and every answer is still checked.
export { clientConfigSchema, loginResponseSchema } from '@rp/contract';
