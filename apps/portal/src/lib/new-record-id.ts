import { z } from 'zod';
import { ErrorCode, ErrorType, uspehSchema } from '@rp/contract';
import { ApiClientError } from './api-error.ts';

/**
 * The id a create call answered with, or null when it is not a number (part 1 §5: such an answer is an error).
 * Route ids are 1 to 8 digits, so a larger or fractional value cannot name a record either.
 */
export function newRecordId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,8}$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 99_999_999) return null;
  return id;
}

/** A create call's answer; its Id is checked by `createdId`, so a wrong one is reported as such, not as a shape error. */
export const createdSchema = uspehSchema.extend({ Id: z.unknown() });

/** The new record's id, or a data-preparation failure (Type 4, code 1) with `message` when it is not one. */
export function createdId(response: { Id?: unknown }, message: string): number {
  const id = newRecordId(response.Id);
  if (id === null)
    throw new ApiClientError(200, { ErrorCode: ErrorCode.DataPreparation, Type: ErrorType.Danger, Message: message });
  return id;
}
