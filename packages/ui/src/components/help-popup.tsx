import { useEffect, useState, type ReactNode } from 'react';
import { CircleHelp } from 'lucide-react';
import { useControllableState } from '../hooks/use-controllable-state.ts';
import { Button } from './button.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from './dialog.tsx';
import { Spinner } from './spinner.tsx';
import { useUiLabels } from './ui-labels.tsx';

/** The error reported for a missing help page (part 1 §8: code 30). */
const HELP_PAGE_MISSING_CODE = 30;

interface HelpPopupError {
  code: number;
  type: number;
  message: string;
  context: string;
}

interface HelpPopupLabels {
  trigger: string;
  title: string;
  close: string;
  loading: string;
  missing: string;
}

const defaultLabels: HelpPopupLabels = {
  trigger: 'Pomoć',
  title: 'Pomoć',
  close: 'Zatvori',
  loading: 'Učitavanje',
  missing: 'Stranica pomoći ne postoji.',
};

interface HelpPopupProps {
  /** The current screen's name; the help page has the same name. */
  screen: string;
  /** Returns the page's HTML, or throws when there is none. */
  loadPage: (name: string) => Promise<string>;
  /** A missing page reports `{ code: 30, … }`. */
  onError?: (error: HelpPopupError) => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Replaces the default '?' button. */
  trigger?: ReactNode;
  labels?: Partial<HelpPopupLabels>;
}

type HelpState = { status: 'loading' } | { status: 'ready'; html: string } | { status: 'missing' };

/** Help pages are our own static files; scripts and inline handlers are still removed before showing. */
function stripScripts(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>/gi, '').replace(/\son\w+="[^"]*"/gi, '');
}

/** A popup showing the help page named after the current screen. */
function HelpPopup({
  screen,
  loadPage,
  onError,
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  labels,
}: HelpPopupProps) {
  const text = useUiLabels('helpPopup', defaultLabels, labels);
  const [isOpen, setIsOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const [state, setState] = useState<HelpState>({ status: 'loading' });

  useEffect(() => {
    if (!isOpen) return;
    let isCurrent = true;
    setState({ status: 'loading' });
    loadPage(screen).then(
      (html) => isCurrent && setState({ status: 'ready', html: stripScripts(html) }),
      (error: unknown) => {
        if (!isCurrent) return;
        setState({ status: 'missing' });
        onError?.({
          code: HELP_PAGE_MISSING_CODE,
          type: 3,
          message: error instanceof Error && error.message ? error.message : text.missing,
          context: screen,
        });
      },
    );
    return () => {
      isCurrent = false;
    };
    // Load when opened or when the screen changes; callbacks are not triggers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen, screen]);

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button variant="ghost" size="icon" aria-label={text.trigger} title={text.trigger}>
            <CircleHelp aria-hidden="true" />
          </Button>
        )}
      </DialogTrigger>
      <DialogContent size="lg" closeLabel={text.close} aria-describedby={undefined} data-slot="help-popup">
        <DialogHeader>
          <DialogTitle>{text.title}</DialogTitle>
        </DialogHeader>
        {state.status === 'loading' ? (
          <div className="flex justify-center py-8">
            <Spinner label={text.loading} className="text-muted-foreground" />
          </div>
        ) : state.status === 'missing' ? (
          <p role="alert" className="text-base text-muted-foreground">
            {text.missing}
          </p>
        ) : (
          <div
            data-slot="help-popup-content"
            className="max-w-none text-base leading-relaxed [&_a]:text-primary [&_a]:underline [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:my-2"
            dangerouslySetInnerHTML={{ __html: state.html }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

export { HelpPopup, HELP_PAGE_MISSING_CODE };
export type { HelpPopupProps, HelpPopupLabels, HelpPopupError };
