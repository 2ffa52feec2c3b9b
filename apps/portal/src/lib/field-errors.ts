import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { prevedi, type ClientEntryError, type JezikPoruka } from '@rp/contract';
import { currentLanguage } from '../i18n/i18n.ts';
import { ApiClientError } from './api-error.ts';

/** The message catalogue's language for the interface language. */
export function jezikPoruka(): JezikPoruka {
  return currentLanguage() === 'en_US' ? 'en' : 'sr';
}

/** A contract message (a schema's own Serbian text or a zod check's) in the interface language. */
export function porukaPolja(message: string): string {
  return prevedi(message, jezikPoruka());
}

function translateErrors(errors: Record<string, unknown>): void {
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== 'object') continue;
    const error = value as { message?: unknown; ref?: unknown };
    if (typeof error.message === 'string') error.message = porukaPolja(error.message);
    else translateErrors(value as Record<string, unknown>);
  }
}

/**
 * `zodResolver` whose messages read in the interface language: the contract's schemas carry Serbian texts (the
 * server's wording), translated here through the same catalogue the server answers from.
 */
export function localizedZodResolver<Input extends FieldValues, Output>(
  schema: Parameters<typeof zodResolver>[0],
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    translateErrors(result.errors as Record<string, unknown>);
    return result;
  };
}

/** The fields a refused write names (part 2 §5 clientEntryErrors), or none for any other failure. */
export function clientEntryErrorsOf(error: unknown): ClientEntryError[] {
  if (!(error instanceof ApiClientError)) return [];
  return error.body.clientEntryErrors ?? [];
}

/**
 * Puts each field error of a refused write on the input with that name (`fields` maps a wire name to the form's name
 * when they differ). Returns whether any landed, so a screen can focus the first.
 */
export function applyClientEntryErrors<T extends string>(
  error: unknown,
  setError: (name: T, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void,
  fields: Readonly<Record<string, T>>,
): boolean {
  let isFirst = true;
  for (const entry of clientEntryErrorsOf(error)) {
    const name = fields[entry.name];
    if (!name) continue;
    setError(name, { type: 'server', message: entry.error }, { shouldFocus: isFirst });
    isFirst = false;
  }
  return !isFirst;
}

/** The fields of a form whose inputs carry the wire's names, each mapped to itself (for applyClientEntryErrors). */
export function sameNames<T extends string>(values: Readonly<Record<T, unknown>>): Readonly<Record<string, T>> {
  return Object.fromEntries(Object.keys(values).map((name) => [name, name])) as Record<string, T>;
}

/** The server's message for one field of a refused write, by its wire name. */
export function clientEntryError(error: unknown, name: string): string | undefined {
  return clientEntryErrorsOf(error).find((entry) => entry.name === name)?.error;
}

/**
 * The longest text a contract schema accepts (through optional, default and pipe wrappers), for an input's
 * `maxLength`: the field stops where the server would refuse.
 */
export function maxLengthOf(schema: unknown): number | undefined {
  let current = schema as { maxLength?: unknown; def?: { innerType?: unknown; in?: unknown } } | undefined;
  for (let depth = 0; current && depth < 8; depth++) {
    if (typeof current.maxLength === 'number') return current.maxLength;
    current = (current.def?.innerType ?? current.def?.in) as typeof current;
  }
  return undefined;
}
