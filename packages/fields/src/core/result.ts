import type { Err, ErrorCode, Ok } from './types.ts';

export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

export function fail(code: ErrorCode): Err {
  return { ok: false, error: { code } };
}
