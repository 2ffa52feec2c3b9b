import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { OVERLAY_CLOSE_MS, overlaySize, type OverlayKind } from '../lib/overlay.ts';
import { overlayStore } from '../lib/overlay-store.ts';
import { useControllableState } from '../hooks/use-controllable-state.ts';
import { useUiLabels } from './ui-labels.tsx';

interface OverlayLabels {
  /** The close icon's title; 'close' as in the old overlay. */
  close: string;
  /** The embedded page's title for screen readers. */
  frame: string;
}

interface OverlayProps {
  /** The embedded page (issue or board editor); or pass `children` for inline content. */
  src?: string;
  children?: ReactNode;
  /** Dialog title for assistive technology (visually hidden). */
  title: string;
  kind?: OverlayKind;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** After the 300 ms slide-up: e.g. highlight the issue row. */
  onClosed?: () => void;
  labels?: Partial<OverlayLabels>;
  className?: string;
}

const defaultLabels: OverlayLabels = { close: 'close', frame: 'Editor' };

function useViewport() {
  const [viewport, setViewport] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setViewport({ width: window.innerWidth, height: window.innerHeight }), 50);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return viewport;
}

/**
 * An embedded page in a dark modal frame, sized per kind (issue 1020 × height − 50, board width − 100 ×
 * height − 50, default 900 × 730). Closing slides it up for 300 ms, then calls `onClosed`. Only one
 * overlay is open at a time: opening another removes this one at once.
 */
function Overlay({
  src,
  children,
  title,
  kind = 'default',
  open,
  defaultOpen = false,
  onOpenChange,
  onClosed,
  labels,
  className,
}: OverlayProps) {
  const text = useUiLabels('overlay', defaultLabels, labels);
  const id = useId();
  const [isOpen, setIsOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const [isClosing, setIsClosing] = useState(false);
  const viewport = useViewport();
  const size = overlaySize(kind, viewport);
  const closeTimer = useRef<number | undefined>(undefined);
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;

  // While open, this overlay is the active one; another one opening removes it at once (no animation).
  useEffect(() => {
    if (!isOpen) return;
    setIsClosing(false);
    overlayStore.activate(id);
    const unsubscribe = overlayStore.subscribe(() => {
      const active = overlayStore.getSnapshot();
      if (active !== null && active !== id) {
        window.clearTimeout(closeTimer.current);
        setIsOpen(false);
      }
    });
    return () => {
      unsubscribe();
      overlayStore.release(id);
    };
  }, [isOpen, id, setIsOpen]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const close = () => {
    if (isClosing) return;
    setIsClosing(true);
    // The closing class stays until unmount, so Radix does not wait for another animation.
    closeTimer.current = window.setTimeout(() => {
      setIsOpen(false);
      onClosedRef.current?.();
    }, OVERLAY_CLOSE_MS);
  };

  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={(next) => (next ? setIsOpen(true) : close())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-overlay" />
        <DialogPrimitive.Content
          data-slot="overlay"
          data-kind={kind}
          data-closing={isClosing || undefined}
          aria-describedby={undefined}
          style={{ width: size.width, height: size.height }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-lg bg-frame p-1 shadow-lg outline-none',
            isClosing ? 'animate-slide-up-out' : 'animate-fade-in',
            className,
          )}
        >
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
          <button
            type="button"
            title={text.close}
            aria-label={text.close}
            onClick={close}
            className="absolute top-1.5 right-1.5 z-10 flex size-7 cursor-pointer items-center justify-center rounded-full bg-frame-muted text-frame-foreground hover:bg-frame-muted/80 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
          {src ? (
            <iframe src={src} title={text.frame} className="size-full flex-1 rounded-md border-0 bg-card" />
          ) : (
            <div className="size-full flex-1 overflow-auto rounded-md bg-card p-4 text-card-foreground">{children}</div>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export { Overlay };
export type { OverlayProps, OverlayLabels };
