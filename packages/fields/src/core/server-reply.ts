import { SERVER_ERROR_PREFIX } from './messages.ts';
import type { ServerReply } from './types.ts';

export interface ServerReplyErrors {
  /** 'ERROR: …' when the reply has `ok: false`, otherwise null. */
  readonly alert: string | null;
  /** The error of each input named in `clientEntryErrors`; a later item for the same name wins. */
  readonly fieldErrors: Readonly<Record<string, string>>;
}

/** Reads a server reply into the page alert and the errors of named inputs. */
export function readServerReply(reply: ServerReply): ServerReplyErrors {
  const errors = new Map<string, string>();
  for (const item of reply.clientEntryErrors ?? []) {
    if (item && typeof item.name === 'string' && item.name !== '') errors.set(item.name, String(item.error ?? ''));
  }
  // fromEntries defines own properties, so a name like '__proto__' cannot touch the prototype.
  const fieldErrors = Object.fromEntries(errors);
  const message = reply.message?.trim() ?? '';
  return {
    alert: reply.ok ? null : message === '' ? SERVER_ERROR_PREFIX : `${SERVER_ERROR_PREFIX} ${message}`,
    fieldErrors,
  };
}
