import { useId, useState, type ComponentProps } from 'react';
import { ChevronDown, X } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { toggleOption } from '../lib/exclusive-option.ts';
import { matchesSearch } from '../lib/search.ts';
import { useControllableState } from '../hooks/use-controllable-state.ts';
import { Badge } from './badge.tsx';
import { Checkbox } from './checkbox.tsx';
import { Input } from './input.tsx';
import { Popover, PopoverContent, PopoverTrigger } from './popover.tsx';
import { useUiLabels } from './ui-labels.tsx';

interface MultiSelectOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

interface MultiSelectLabels {
  clear: string;
  search: string;
  /** Accessible name of the popup list. */
  list: string;
  /** Shown in the trigger when more than `maxBadges` are chosen, e.g. (n) => `${n} izabrano`. */
  selected: (count: number) => string;
}

interface MultiSelectProps extends Omit<ComponentProps<'button'>, 'value' | 'defaultValue' | 'onChange'> {
  options: MultiSelectOption[];
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  /** The exclusive option ('nema'): it never stays selected together with others. */
  noneValue?: string;
  placeholder?: string;
  isRequired?: boolean;
  isSearchable?: boolean;
  maxBadges?: number;
  labels?: Partial<MultiSelectLabels>;
}

const defaultLabels: MultiSelectLabels = {
  clear: 'Clear',
  search: 'Search',
  list: 'Options',
  selected: (count) => `${count} selected`,
};

function MultiSelect({
  options,
  value,
  defaultValue = [],
  onValueChange,
  noneValue,
  placeholder,
  isRequired = false,
  isSearchable = false,
  maxBadges = 3,
  labels,
  disabled,
  className,
  ...props
}: MultiSelectProps) {
  const text = useUiLabels('multiSelect', defaultLabels, labels);
  const [selected, setSelected] = useControllableState(value, defaultValue, onValueChange);
  const [query, setQuery] = useState('');
  const listId = useId();
  const chosen = options.filter((option) => selected.includes(option.value));
  const visible = query ? options.filter((option) => matchesSearch(option.label, query)) : options;
  const isClearable = !isRequired && selected.length > 0 && !disabled;

  return (
    <Popover onOpenChange={(open) => !open && setQuery('')}>
      <div data-slot="multi-select" className={cn('relative w-full', className)}>
        <PopoverTrigger asChild disabled={disabled}>
          <button
            type="button"
            aria-haspopup="dialog"
            aria-required={isRequired || undefined}
            className={cn(
              'flex min-h-8 w-full cursor-pointer items-center gap-1 rounded-md border border-input bg-card py-1 pr-7 pl-2 text-left text-base shadow-xs outline-none',
              'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 aria-invalid:border-danger',
              'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
              isClearable && 'pr-13',
            )}
            {...props}
          >
            <span className="flex min-w-0 flex-1 flex-wrap gap-1">
              {chosen.length === 0 ? (
                <span className="truncate text-muted-foreground">{placeholder}</span>
              ) : chosen.length > maxBadges ? (
                <span className="truncate">{text.selected(chosen.length)}</span>
              ) : (
                chosen.map((option) => (
                  <Badge key={option.value} variant="secondary">
                    {option.label}
                  </Badge>
                ))
              )}
            </span>
            <ChevronDown aria-hidden="true" className="absolute right-2 size-4 shrink-0 opacity-60" />
          </button>
        </PopoverTrigger>
        {isClearable ? (
          <button
            type="button"
            data-slot="multi-select-clear"
            aria-label={text.clear}
            title={text.clear}
            onClick={() => setSelected([])}
            className="absolute top-1/2 right-7 -translate-y-1/2 cursor-pointer rounded-sm p-0.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        ) : null}
      </div>
      <PopoverContent aria-label={text.list} className="w-[var(--radix-popover-trigger-width)] min-w-48 p-1">
        {isSearchable ? (
          <Input
            aria-label={text.search}
            placeholder={text.search}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="mb-1"
          />
        ) : null}
        <div role="group" id={listId} aria-label={text.list} className="flex max-h-64 flex-col overflow-y-auto">
          {visible.map((option) => {
            const id = `${listId}-${option.value}`;
            return (
              <label
                key={option.value}
                htmlFor={id}
                className="flex h-8 cursor-pointer items-center gap-2 rounded-sm px-2 text-base hover:bg-accent has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50"
              >
                <Checkbox
                  id={id}
                  checked={selected.includes(option.value)}
                  disabled={option.isDisabled}
                  onCheckedChange={() => setSelected(toggleOption(selected, option.value, noneValue))}
                />
                <span className="truncate">{option.label}</span>
              </label>
            );
          })}
        </div>
      </PopoverContent>
    </Popover>
  );
}

export { MultiSelect };
export type { MultiSelectProps, MultiSelectOption, MultiSelectLabels };
