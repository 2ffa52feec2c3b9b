import { useSyncExternalStore } from 'react';
import {
  ErrorCode,
  ErrorType,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  imeIzPorukeODuplikatu,
  passwordRuleOf,
} from '@rp/contract';
import { toast } from '@rp/ui';
import { i18n } from '../i18n/i18n.ts';
import { ApiClientError } from './api-error.ts';

export interface Notice {
  id: string;
  type: number;
  code?: number;
  message: string;
  context?: string;
}

interface NotifyState {
  notices: Notice[];
  /** A Type 3 failure is shown as a dialog the user must acknowledge. */
  dialog: Notice | null;
}

let state: NotifyState = { notices: [], dialog: null };
const listeners = new Set<() => void>();
let counter = 0;

function update(next: NotifyState) {
  state = next;
  for (const listener of listeners) listener();
}

export function getNotifyState(): NotifyState {
  return state;
}

export function useNotifyState(): NotifyState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

export function dismissNotice(id: string) {
  update({ ...state, notices: state.notices.filter((notice) => notice.id !== id) });
}

/** A new sign-in answers the refusals that sent the user to it: their notices (401, 403) are gone with it. */
export function dismissAuthNotices() {
  const notices = state.notices.filter((notice) => notice.code !== 401 && notice.code !== 403);
  if (notices.length !== state.notices.length) update({ ...state, notices });
}

export function closeDialog() {
  update({ ...state, dialog: null });
}

// A name another record has: the server's message names that record, and is shown in the interface language.
const DUPLICATE_NAME_KEYS: Partial<Record<number, string>> = {
  [ErrorCode.DuplicateEquipmentName]: 'errors.duplicateEquipmentName',
  [ErrorCode.DuplicateFeedName]: 'errors.duplicateFeedName',
};

/**
 * The message to show for an error: code 96, a broken password rule and an empty message get translated texts
 * (part 1 §8); a screen never mixes languages.
 */
export function messageFor(code: number | undefined, message: string | undefined): string {
  if (code === ErrorCode.EmptySearch) return i18n.t('errors.emptySearch');
  const passwordRule = passwordRuleOf(code);
  if (passwordRule)
    return i18n.t(`errors.password.${passwordRule}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
  if (code === ErrorCode.ServerUnavailable) return i18n.t('errors.serverUnavailable');
  const duplicateKey = DUPLICATE_NAME_KEYS[code ?? -1];
  const duplicateName = duplicateKey && message ? imeIzPorukeODuplikatu(message) : undefined;
  if (duplicateKey && duplicateName !== undefined) return i18n.t(duplicateKey, { name: duplicateName });
  if (!message || !message.trim()) return i18n.t('errors.default');
  return message;
}

/**
 * The text for a name field when the server refused the name as another record's (`code`, e.g.
 * ErrorCode.DuplicateEquipmentName), in the interface language; undefined for any other failure.
 */
export function duplicateNameMessage(error: unknown, code: number): string | undefined {
  if (!(error instanceof ApiClientError) || error.code !== code) return undefined;
  return messageFor(error.code, error.body.Message);
}

/**
 * The shared handler of part 1 §8: Type 1 a success toast, Type 4 (and 401/403) a danger notice at the top right,
 * Type 3 a dialog, Type 2 or below quiet.
 */
export function report(type: number, code: number | undefined, message: string | undefined, context?: string): void {
  const text = messageFor(code, message);
  const notice: Notice = {
    id: `n${++counter}`,
    type,
    message: text,
    ...(code !== undefined && { code }),
    ...(context && { context }),
  };
  if (type === ErrorType.Success) {
    toast.success(text);
  } else if (type === ErrorType.Danger || type === ErrorType.Unauthorized || type === ErrorType.Forbidden) {
    // The same message twice in a row (a burst of failing calls) is shown once.
    const isDuplicate = state.notices.some((existing) => existing.message === text && existing.code === code);
    if (!isDuplicate) update({ ...state, notices: [...state.notices.slice(-4), notice] });
  } else if (type === ErrorType.Warning) {
    update({ ...state, dialog: notice });
  } else {
    console.info(`[${context ?? 'rp'}] ${code ?? ''} ${text}`);
  }
}
