import { createContext, useContext, type ReactNode } from 'react';
import { FIELD_ERROR_TITLE, errorIconTitle } from '../core/messages.ts';
import type { ErrorCode } from '../core/types.ts';

/**
 * The texts a field shows around an error: the alert's title ('error on field'), the error icon's title ('Error on
 * field: …') and, for a field given no `messages` of its own, the error messages. The specification quotes them in
 * English; a host in another language gives its own once, with `FieldLabelsProvider`.
 */
export interface FieldLabels {
  readonly errorTitle: string;
  readonly errorIconTitle: (message: string) => string;
  /** Messages for a field without its own `messages` prop; missing codes keep the English text. */
  readonly messages?: Partial<Record<ErrorCode, string>>;
}

/** The specification's English texts. */
export const FIELD_LABELS_EN: FieldLabels = { errorTitle: FIELD_ERROR_TITLE, errorIconTitle };

const FieldLabelsContext = createContext<FieldLabels>(FIELD_LABELS_EN);

export interface FieldLabelsProviderProps {
  readonly labels: FieldLabels;
  readonly children?: ReactNode;
}

/** Gives every field inside the host's texts (make `labels` once per language, not on every render). */
export function FieldLabelsProvider({ labels, children }: FieldLabelsProviderProps) {
  return <FieldLabelsContext value={labels}>{children}</FieldLabelsContext>;
}

/** The texts of the surrounding `FieldLabelsProvider` (English outside one). */
export function useFieldLabels(): FieldLabels {
  return useContext(FieldLabelsContext);
}
