import { useSyncExternalStore, type ComponentProps } from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { toneOfType, type NoticeTone } from '../lib/notice-type.ts';
import { toastStore, type ToastItem } from '../lib/toast-store.ts';
import { useUiLabels } from './ui-labels.tsx';

const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border bg-card p-3 pr-9 shadow-lg',
    'data-[state=open]:animate-fade-in data-[state=closed]:opacity-0 transition-opacity',
    'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-slide-up-out',
  ],
  {
    variants: {
      tone: {
        success: 'border-success/40 [&_[data-slot=toast-icon]]:text-success',
        info: 'border-info/40 [&_[data-slot=toast-icon]]:text-info',
        warning: 'border-warning/50 [&_[data-slot=toast-icon]]:text-warning',
        danger: 'border-danger/50 [&_[data-slot=toast-icon]]:text-danger',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

const toneIcons = { success: CircleCheck, info: Info, warning: TriangleAlert, danger: CircleAlert } as const;

interface ToasterLabels {
  close: string;
  /** Label of the region for screen readers; Radix puts the key that focuses it in '{hotkey}': 'Obaveštenja (F8)'. */
  region?: string;
  /** What a screen reader calls one toast as it is announced ('Obaveštenje'). */
  toast?: string;
}

interface ToasterProps extends Omit<ComponentProps<typeof ToastPrimitive.Viewport>, 'children'> {
  labels?: ToasterLabels;
}

const defaultLabels: ToasterLabels = { close: 'Close', region: 'Notifications ({hotkey})', toast: 'Notification' };

function durationOf(item: ToastItem, tone: NoticeTone): number {
  if (item.duration !== undefined) return item.duration === 0 ? Infinity : item.duration;
  return tone === 'danger' ? 8000 : 5000;
}

/**
 * Mount once near the root of the app; `toast.success(…)` and friends render here, at the top centre (on a phone,
 * under the app shell's header).
 */
function Toaster({ labels: ownLabels, className, ...props }: ToasterProps) {
  const labels = useUiLabels('toaster', defaultLabels, ownLabels);
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return (
    <ToastPrimitive.Provider swipeDirection="right" label={labels.toast}>
      {items.map((item) => {
        const tone = toneOfType(item.type);
        const Icon = toneIcons[tone];
        return (
          <ToastPrimitive.Root
            key={item.id}
            data-slot="toast"
            data-tone={tone}
            type={tone === 'danger' || tone === 'warning' ? 'foreground' : 'background'}
            duration={durationOf(item, tone)}
            defaultOpen
            onOpenChange={(open) => {
              if (!open) window.setTimeout(() => toastStore.dismiss(item.id), 200);
            }}
            className={toastVariants({ tone })}
          >
            <Icon data-slot="toast-icon" aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {/* One column that may shrink, and breaks anywhere: a long word (a name typed without spaces) wraps inside. */}
            <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-0.5 wrap-anywhere">
              {item.title ? (
                <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
              ) : null}
              <ToastPrimitive.Description className="text-sm text-foreground/90">
                {item.message}
              </ToastPrimitive.Description>
            </div>
            <ToastPrimitive.Close
              aria-label={labels.close}
              title={labels.close}
              className="absolute top-2 right-2 cursor-pointer rounded-sm p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <X aria-hidden="true" className="size-3.5" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        data-slot="toaster"
        label={labels.region}
        // Top centre: at the bottom right a success covered the Save of the form that caused it, and the top right is
        // the error notice's. Only the toasts take clicks, not the empty strip over the header. Below 768 px a toast is
        // as wide as the screen and the app shell's header (the height --spacing-header) holds the menu button: the
        // toasts start under it.
        className={cn(
          'pointer-events-none fixed top-0 left-1/2 z-[100] m-0 flex w-full max-w-sm -translate-x-1/2 list-none flex-col gap-2 p-3 outline-none max-md:top-header',
          className,
        )}
        {...props}
      />
    </ToastPrimitive.Provider>
  );
}

export { Toaster, toastVariants };
export type { ToasterProps, ToasterLabels };
