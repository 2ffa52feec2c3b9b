import { useState, type ComponentProps, type ReactNode } from 'react';
import { Command } from 'cmdk';
import { Building2, Check, ChevronsUpDown, Landmark, User, UserRound, X } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { matchesSearch } from '../lib/search.ts';
import { useControllableState } from '../hooks/use-controllable-state.ts';
import { Popover, PopoverContent, PopoverTrigger } from './popover.tsx';
import { Spinner } from './spinner.tsx';
import { useUiLabels } from './ui-labels.tsx';

interface ComboboxItem {
  value: string;
  label: string;
  description?: string;
  group?: string;
}

interface ComboboxLabels {
  search: string;
  empty: string;
  clear: string;
  loading: string;
}

interface ComboboxProps extends Omit<ComponentProps<'button'>, 'value' | 'defaultValue' | 'onChange'> {
  items: ComboboxItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  /** Server search: when given, typing calls it and the list is shown as received (no local filter). */
  onSearchChange?: (query: string) => void;
  isLoading?: boolean;
  isRequired?: boolean;
  icon?: ReactNode;
  labels?: Partial<ComboboxLabels>;
}

const defaultLabels: ComboboxLabels = {
  search: 'Search…',
  empty: 'Nothing found.',
  clear: 'Clear',
  loading: 'Loading',
};

function matchesQuery(item: ComboboxItem, query: string): boolean {
  return matchesSearch(`${item.label} ${item.description ?? ''}`, query);
}

function groupItems(items: ComboboxItem[]) {
  const groups = new Map<string, ComboboxItem[]>();
  for (const item of items) {
    const key = item.group ?? '';
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.entries()];
}

/** A searchable picker (cmdk in a popover); '' means nothing chosen. */
function Combobox({
  items,
  value,
  defaultValue = '',
  onValueChange,
  placeholder,
  onSearchChange,
  isLoading = false,
  isRequired = false,
  icon,
  labels,
  disabled,
  className,
  ...props
}: ComboboxProps) {
  const text = useUiLabels('combobox', defaultLabels, labels);
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const selected = items.find((item) => item.value === current);
  const isClearable = !isRequired && current !== '' && !disabled;
  const visible = onSearchChange ? items : items.filter((item) => matchesQuery(item, query));

  return (
    <Popover
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) setQuery('');
      }}
    >
      <div data-slot="combobox" className={cn('relative w-full', className)}>
        <PopoverTrigger asChild disabled={disabled}>
          <button
            type="button"
            role="combobox"
            aria-expanded={isOpen}
            aria-required={isRequired || undefined}
            className={cn(
              'flex h-8 w-full cursor-pointer items-center gap-2 rounded-md border border-input bg-card pr-7 pl-2.5 text-left text-base shadow-xs outline-none',
              "focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 aria-invalid:border-danger [&_svg:not([class*='size-'])]:size-4",
              'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
              isClearable && 'pr-13',
            )}
            {...props}
          >
            {icon ? <span className="shrink-0 text-muted-foreground">{icon}</span> : null}
            <span className={cn('min-w-0 flex-1 truncate', !selected && 'text-muted-foreground')}>
              {selected?.label ?? placeholder}
            </span>
            <ChevronsUpDown aria-hidden="true" className="absolute right-2 size-4 shrink-0 opacity-60" />
          </button>
        </PopoverTrigger>
        {isClearable ? (
          <button
            type="button"
            data-slot="combobox-clear"
            aria-label={text.clear}
            title={text.clear}
            onClick={() => setCurrent('')}
            className="absolute top-1/2 right-7 -translate-y-1/2 cursor-pointer rounded-sm p-0.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        ) : null}
      </div>
      <PopoverContent aria-label={text.search} className="w-[var(--radix-popover-trigger-width)] min-w-56 p-0">
        <Command shouldFilter={false} label={text.search} className="flex flex-col">
          <div className="flex items-center gap-2 border-b border-border px-2">
            <Command.Input
              value={query}
              onValueChange={(next) => {
                setQuery(next);
                onSearchChange?.(next);
              }}
              placeholder={text.search}
              aria-label={text.search}
              className="h-9 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground"
            />
            {isLoading ? <Spinner size="sm" label={text.loading} className="text-muted-foreground" /> : null}
          </div>
          {visible.length === 0 && !isLoading ? (
            <p role="status" className="px-2 py-4 text-center text-sm text-muted-foreground">
              {text.empty}
            </p>
          ) : null}
          <Command.List className={cn('max-h-64 overflow-y-auto p-1', visible.length === 0 && 'hidden')}>
            {groupItems(visible).map(([group, groupItemsList]) => (
              <Command.Group
                key={group || '_'}
                heading={group || undefined}
                className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:text-muted-foreground"
              >
                {groupItemsList.map((item) => (
                  <Command.Item
                    key={item.value}
                    value={item.value}
                    onSelect={() => {
                      setCurrent(item.value);
                      setIsOpen(false);
                      setQuery('');
                    }}
                    className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-base data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
                  >
                    <Check
                      aria-hidden="true"
                      className={cn('size-4 shrink-0', item.value === current ? 'opacity-100' : 'opacity-0')}
                    />
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate">{item.label}</span>
                      {item.description ? (
                        <span className="truncate text-xs text-muted-foreground">{item.description}</span>
                      ) : null}
                    </span>
                  </Command.Item>
                ))}
              </Command.Group>
            ))}
          </Command.List>
        </Command>
      </PopoverContent>
    </Popover>
  );
}

type EntityKind = 'client' | 'bank' | 'banker' | 'worker';

const entityIcons: Record<EntityKind, ReactNode> = {
  client: <Building2 aria-hidden="true" />,
  bank: <Landmark aria-hidden="true" />,
  banker: <UserRound aria-hidden="true" />,
  worker: <User aria-hidden="true" />,
};

interface EntityPickerProps extends Omit<ComboboxProps, 'icon'> {
  entity: EntityKind;
}

/** A Combobox for our records (klijenti, banke, bankari, radnici), with the record's icon. */
function EntityPicker({ entity, ...props }: EntityPickerProps) {
  return <Combobox data-entity={entity} icon={entityIcons[entity]} {...props} />;
}

export { Combobox, EntityPicker };
export type { ComboboxProps, ComboboxItem, ComboboxLabels, EntityPickerProps, EntityKind };
