import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { Button, cn } from '@rp/ui';

interface FiltersToggleProps {
  isOpen: boolean;
  onToggle: () => void;
  /** 'Filters', or with the count of the filters in use ('Filters (2)'). */
  label: string;
}

/** A list's filters folded away at phone width: the button that shows and hides them. */
export function FiltersToggle({ isOpen, onToggle, label }: FiltersToggleProps) {
  return (
    <Button
      type="button"
      variant="outline"
      className="w-full justify-between"
      aria-expanded={isOpen}
      onClick={onToggle}
    >
      <span className="flex items-center gap-2">
        <SlidersHorizontal aria-hidden className="size-4" />
        {label}
      </span>
      <ChevronDown aria-hidden className={cn('size-4 transition-transform', isOpen && 'rotate-180')} />
    </Button>
  );
}
