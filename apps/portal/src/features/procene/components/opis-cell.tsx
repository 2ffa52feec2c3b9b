import { useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import { Textarea, cn, useSubmitGuard } from '@rp/ui';
import { useProcenaOpis } from '../api.ts';

interface OpisCellProps extends Omit<ComponentProps<'div'>, 'children'> {
  procenaId: number;
  naziv: string;
  opis: string;
}

/**
 * The list's inline description (PATCH procene/): a click opens a textarea; Enter or leaving the field saves it,
 * Shift+Enter starts a new line, Escape drops the change. A save already on its way is never sent twice.
 */
export function OpisCell({ procenaId, naziv, opis, className, ...props }: OpisCellProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const save = useProcenaOpis();
  const { guard, isSubmitting } = useSubmitGuard();
  // True while the field is open. Escape and a finished save close it at once, before React renders the cell again:
  // the blur that follows them (the field disabled, then removed) runs a handler of the last render, whose draft is
  // still the text, and must neither save what was dropped nor send what was saved a second time.
  const isOpen = useRef(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  // The field was closed from the keyboard at once (Escape, Enter on an unchanged text): the cell's button takes the
  // focus, not the page. After a save the focus is not moved: the user may have gone on meanwhile.
  const isFocusReturning = useRef(false);

  const close = (isFromKeyboard = false) => {
    isOpen.current = false;
    const field = fieldRef.current;
    // Blurred while it is still in the page, not as React removes it: its blur handler sees the field closed.
    if (field !== null && field === field.ownerDocument.activeElement) {
      isFocusReturning.current = isFromKeyboard;
      field.blur();
    }
    setDraft(null);
  };

  const commit = guard(async (isFromKeyboard?: boolean) => {
    if (!isOpen.current || draft === null) return;
    const text = draft.trim();
    if (text === opis.trim()) return close(isFromKeyboard);
    try {
      await save.mutateAsync({ id: procenaId, opis: text });
      close();
    } catch {
      // The shared handler has shown the refusal; the draft stays for another try.
    }
  });

  if (draft === null)
    return (
      <button
        ref={(button) => {
          if (button && isFocusReturning.current) {
            isFocusReturning.current = false;
            button.focus();
          }
        }}
        type="button"
        data-slot="opis-cell"
        title={opis || undefined}
        onClick={() => {
          isOpen.current = true;
          setDraft(opis);
        }}
        className={cn(
          'group/opis flex h-8 w-full min-w-0 items-center gap-1.5 rounded-md px-1.5 text-left hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          className,
        )}
        {...(props as ComponentProps<'button'>)}
      >
        {/* The visible text stays part of the name (axe: label-content-name-mismatch); the context comes first. */}
        <span className="sr-only">{t('proceneList.opis.edit', { naziv })}: </span>
        <span className={cn('min-w-0 flex-1 truncate', !opis && 'text-muted-foreground italic')}>
          {opis || t('proceneList.opis.empty')}
        </span>
        <Pencil
          aria-hidden
          className="size-3.5 shrink-0 opacity-0 group-hover/opis:opacity-60 group-focus/opis:opacity-60"
        />
      </button>
    );

  return (
    <div data-slot="opis-cell" className={cn('w-full', className)} {...props}>
      <Textarea
        ref={fieldRef}
        autoFocus
        rows={1}
        aria-label={t('proceneList.opis.label', { naziv })}
        maxLength={4000}
        value={draft}
        disabled={isSubmitting}
        onChange={(event) => setDraft(event.target.value)}
        onFocus={(event) => event.currentTarget.select()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            close(true);
          } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void commit(true);
          }
        }}
        onBlur={() => {
          if (isOpen.current) void commit();
        }}
        className="h-8 min-h-8 resize-none overflow-y-auto px-2 py-1.5 text-sm leading-tight"
      />
    </div>
  );
}
