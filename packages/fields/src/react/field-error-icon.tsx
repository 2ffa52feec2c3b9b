import type { ComponentProps } from 'react';
import { cx } from './class-names.ts';
import { useFieldLabels } from './field-labels.tsx';

export interface FieldErrorIconProps extends Omit<ComponentProps<'span'>, 'title' | 'children'> {
  /** The error message; the icon is titled 'Error on field: <message>' (`FieldLabels.errorIconTitle`). */
  readonly message: string;
}

/** The error icon of a flagged field: an inline SVG, titled and labelled with the error. */
export function FieldErrorIcon({ message, className, ...props }: FieldErrorIconProps) {
  const title = useFieldLabels().errorIconTitle(message);
  return (
    <span
      data-slot="field-error-icon"
      role="img"
      aria-label={title}
      title={title}
      className={cx('inline-flex size-4 shrink-0 text-danger', className)}
      {...props}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        className="size-full"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="M12 7v6" strokeLinecap="round" />
        <path d="M12 17h.01" strokeLinecap="round" />
      </svg>
    </span>
  );
}
