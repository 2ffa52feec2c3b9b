import { useState, type ComponentProps } from 'react';
import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown, X } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../hooks/use-controllable-state.ts';
import { useCommonLabel } from './ui-labels.tsx';

function SelectRoot(props: ComponentProps<typeof SelectPrimitive.Root>) {
  return <SelectPrimitive.Root data-slot="select" {...props} />;
}

function SelectValue(props: ComponentProps<typeof SelectPrimitive.Value>) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
}

function SelectTrigger({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      className={cn(
        'flex h-8 w-full min-w-0 cursor-pointer items-center justify-between gap-2 rounded-md border border-input bg-card px-2.5 text-left text-base shadow-xs outline-none',
        'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 aria-invalid:border-danger',
        'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60 data-[placeholder]:text-muted-foreground',
        '[&>span]:truncate',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 opacity-60" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        sideOffset={4}
        className={cn(
          'relative z-50 max-h-[min(22rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] animate-fade-in overflow-hidden rounded-md border border-border bg-popover text-popover-foreground shadow-md',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex h-8 cursor-pointer items-center rounded-sm pr-2 pl-7 text-base outline-none select-none',
        'data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

function SelectGroup(props: ComponentProps<typeof SelectPrimitive.Group>) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
}

function SelectLabel({ className, ...props }: ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn('px-2 py-1 text-xs font-medium text-muted-foreground', className)}
      {...props}
    />
  );
}

function SelectSeparator({ className, ...props }: ComponentProps<typeof SelectPrimitive.Separator>) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}

interface SelectOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

interface SelectProps extends Omit<
  ComponentProps<typeof SelectPrimitive.Trigger>,
  'value' | 'defaultValue' | 'onChange' | 'dir'
> {
  options: SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  /** Required selects never show the clear button (part 2 §5). */
  isRequired?: boolean;
  /** Accessible name of the clear button; the button shows on non-required selects with a value. */
  clearLabel?: string;
  name?: string;
}

/** The options-driven select most screens use; '' means nothing chosen. */
function Select({
  options,
  value,
  defaultValue = '',
  onValueChange,
  placeholder,
  isRequired = false,
  clearLabel: ownClearLabel,
  name,
  disabled,
  className,
  onFocus,
  onPointerEnter,
  onPointerDown,
  ...triggerProps
}: SelectProps) {
  const clearLabel = useCommonLabel('clear', ownClearLabel, 'Clear');
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  const isClearable = !isRequired && current !== '' && !disabled;
  // A closed select keeps every option mounted (Radix reads the list for typing a letter on the closed box and for the
  // form's hidden native select), and each option costs a tree of its own: a form of fifteen selects paid for every
  // option of every list before it first appeared. Until the box is first hovered, pressed or focused, only the chosen
  // option is mounted (it writes the label into the box and the value into the native select); the first sign of use,
  // which always comes before a key press or a click opens the list, mounts them all, and they stay.
  const [isInUse, setIsInUse] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const mounted = isInUse || isOpen ? options : options.filter((option) => option.value === current);
  /** The trigger's handler: marks the select as used, then calls the caller's own. */
  const markingUse =
    <E,>(own: ((event: E) => void) | undefined) =>
    (event: E) => {
      setIsInUse(true);
      own?.(event);
    };
  return (
    <div data-slot="select-field" className={cn('relative w-full', className)}>
      <SelectRoot
        value={current}
        onValueChange={setCurrent}
        open={isOpen}
        onOpenChange={setIsOpen}
        name={name}
        required={isRequired}
        disabled={disabled}
      >
        <SelectTrigger
          aria-required={isRequired || undefined}
          className={cn(isClearable && 'pr-14')}
          {...triggerProps}
          onFocus={markingUse(onFocus)}
          onPointerEnter={markingUse(onPointerEnter)}
          onPointerDown={markingUse(onPointerDown)}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {mounted.map((option) => (
            <SelectItem key={option.value} value={option.value} disabled={option.isDisabled}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </SelectRoot>
      {isClearable ? (
        <button
          type="button"
          data-slot="select-clear"
          aria-label={clearLabel}
          title={clearLabel}
          onClick={() => setCurrent('')}
          className="absolute top-1/2 right-7 -translate-y-1/2 cursor-pointer rounded-sm p-0.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <X aria-hidden="true" className="size-3.5" />
        </button>
      ) : null}
    </div>
  );
}

export {
  Select,
  SelectRoot,
  SelectValue,
  SelectTrigger,
  SelectContent,
  SelectItem,
  SelectGroup,
  SelectLabel,
  SelectSeparator,
};
export type { SelectProps, SelectOption };
