import type { ComponentProps } from 'react';
import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { toneOfType } from '../lib/notice-type.ts';
import { useUiLabels } from './ui-labels.tsx';

interface NoticeError {
  id: string;
  /** The error model's Type: 1 success, 2 info, 3 warning, 4 danger (401/403 as danger). */
  type: number;
  /** The error model's ErrorCode. */
  code?: number;
  message: string;
  /** Where it happened, e.g. 'GetRadnici'. */
  context?: string;
}

interface ErrorNoticeLabels {
  dismiss: string;
  /** Prefix of the code line, e.g. 'Kod' → 'Kod 9000'. */
  code: string;
  region: string;
  /** The summary that folds the code and the operation's name away from the message, e.g. 'Detalji'. */
  details: string;
}

interface ErrorNoticeProps extends Omit<ComponentProps<'div'>, 'children'> {
  errors: NoticeError[];
  onDismiss: (id: string) => void;
  labels?: Partial<ErrorNoticeLabels>;
}

const noticeVariants = cva(
  'pointer-events-auto flex w-full animate-fade-in items-start gap-3 rounded-lg border p-3 pr-2 shadow-md',
  {
    variants: {
      tone: {
        success: 'border-success/40 bg-success-subtle [&_[data-slot=notice-icon]]:text-success',
        info: 'border-info/40 bg-info-subtle [&_[data-slot=notice-icon]]:text-info',
        warning: 'border-warning/50 bg-warning-subtle [&_[data-slot=notice-icon]]:text-warning',
        danger: 'border-danger/40 bg-danger-subtle [&_[data-slot=notice-icon]]:text-danger',
      },
    },
    defaultVariants: { tone: 'danger' },
  },
);

const toneIcons = { success: CircleCheck, info: Info, warning: TriangleAlert, danger: CircleAlert } as const;

const defaultLabels: ErrorNoticeLabels = { dismiss: 'Dismiss', code: 'Code', region: 'Errors', details: 'Details' };

/** The dismissible stack of error-model notices at the top right. */
function ErrorNotice({ errors, onDismiss, labels, className, ...props }: ErrorNoticeProps) {
  const text = useUiLabels('errorNotice', defaultLabels, labels);
  if (errors.length === 0) return null;
  return (
    <div
      data-slot="error-notice"
      aria-label={text.region}
      role="region"
      className={cn(
        // Below 768 px the notice is as wide as the screen: it starts under the app shell's header (the height
        // --spacing-header), which holds the menu button and the sign-out.
        'pointer-events-none fixed top-3 right-3 z-[90] flex w-[min(24rem,calc(100vw-1.5rem))] flex-col gap-2 max-md:top-[calc(var(--spacing-header)+--spacing(3))]',
        className,
      )}
      {...props}
    >
      {errors.map((error) => {
        const tone = toneOfType(error.type);
        const Icon = toneIcons[tone];
        return (
          <div
            key={error.id}
            data-slot="error-notice-item"
            data-tone={tone}
            role="alert"
            className={noticeVariants({ tone })}
          >
            <Icon data-slot="notice-icon" aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
              <p className="break-words text-foreground">{error.message}</p>
              {/* Codes and operation names are for support, not the message: folded into the details. */}
              {error.code !== undefined || error.context ? (
                <details data-slot="error-notice-details" className="text-xs text-muted-foreground">
                  <summary className="cursor-pointer select-none">{text.details}</summary>
                  <p>
                    {error.code !== undefined ? `${text.code} ${error.code}` : null}
                    {error.code !== undefined && error.context ? ' · ' : null}
                    {error.context}
                  </p>
                </details>
              ) : null}
            </div>
            <button
              type="button"
              aria-label={text.dismiss}
              title={text.dismiss}
              onClick={() => onDismiss(error.id)}
              className="cursor-pointer rounded-sm p-1 text-muted-foreground hover:bg-foreground/5 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </div>
        );
      })}
    </div>
  );
}

export { ErrorNotice, noticeVariants };
export type { ErrorNoticeProps, ErrorNoticeLabels, NoticeError };
