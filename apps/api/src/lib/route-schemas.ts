import { z } from 'zod';
import { apiErrorSchema, idParamSchema } from '@rp/contract';

/**
 * The error answers of a route that reads or writes a record, in the error model: bad input (400), no session
 * (401), refused by role (403), missing (404), and a stale `verzija` or a state conflict (409).
 */
export const RECORD_ERRORS = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** `/:id` of a record: 1 to 8 digits (part 1 §2). */
export const idParams = z.object({ id: idParamSchema });
