import { z } from 'zod';

export {
  API_MARKER_HEADER,
  API_MARKER_VALUE,
  ErrorCode,
  ErrorType,
  FILENAME_HEADER,
  apiError,
  imeIzPorukeODuplikatu,
  isApiError,
} from './error-model.ts';

/** One refused field of a request (part 2 §5 `clientEntryErrors`): its name (a dotted path) and a human message. */
export const clientEntryErrorSchema = z
  .object({ name: z.string(), error: z.string() })
  .meta({ id: 'ClientEntryError' });
export type ClientEntryError = z.infer<typeof clientEntryErrorSchema>;

/** The error model every failing call answers with; a refused input also names its fields in `clientEntryErrors`. */
export const apiErrorSchema = z
  .object({
    ErrorCode: z.number().int(),
    Type: z.number().int(),
    Message: z.string(),
    clientEntryErrors: z.array(clientEntryErrorSchema).optional(),
    /** The id of the failed request, as in the server's logs and its x-request-id header (for a support call). */
    RequestId: z.string().optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;
