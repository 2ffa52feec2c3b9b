import { createContext, use, useId, useMemo, type ChangeEvent, type ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../hooks/use-controllable-state.ts';

interface RadioGroupContextValue {
  name: string;
  value: string;
  isDisabled: boolean;
  isRequired: boolean;
  setValue: (value: string) => void;
}

const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

interface RadioGroupProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'dir'> {
  /** The chosen item's value; '' when none is chosen. Leave it out for `defaultValue`. */
  value?: string;
  defaultValue?: string;
  /** The value of the item the user chose (a click, a label's click or an arrow key). */
  onValueChange?: (value: string) => void;
  /** The items' `name` (the form's field); a name of its own otherwise, so that two groups never join. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  /** How the items are laid out, for assistive technology; the arrow keys move either way. */
  orientation?: 'horizontal' | 'vertical';
}

/**
 * A group of native radio buttons drawn as the design system's circles (`radio-mark` in globals.css). The browser
 * gives what a scripted group rebuilt: one Tab stop, the arrow keys moving the choice, the label's click. No script
 * runs per item at mount: the scripted item measured a hidden input of its own inside a form (a forced layout) and
 * read its dot's computed style for an animation, which cost the work order's first frame ~100 ms on a phone.
 */
function RadioGroup({
  value,
  defaultValue = '',
  onValueChange,
  name,
  disabled = false,
  required = false,
  orientation,
  className,
  children,
  ...props
}: RadioGroupProps) {
  const ownName = useId();
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  const context = useMemo(
    () => ({ name: name ?? ownName, value: current, isDisabled: disabled, isRequired: required, setValue: setCurrent }),
    [name, ownName, current, disabled, required, setCurrent],
  );
  return (
    <div
      role="radiogroup"
      data-slot="radio-group"
      aria-orientation={orientation}
      aria-required={required || undefined}
      data-disabled={disabled ? '' : undefined}
      className={cn('grid gap-2', className)}
      {...props}
    >
      <RadioGroupContext value={context}>{children}</RadioGroupContext>
    </div>
  );
}

interface RadioGroupItemProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'checked' | 'defaultChecked' | 'name' | 'children'
> {
  value: string;
}

/** One choice of a RadioGroup; `data-state` (checked/unchecked) lets a container style the chosen one. */
function RadioGroupItem({ value, className, disabled, onChange, ...props }: RadioGroupItemProps) {
  const group = use(RadioGroupContext);
  if (!group) throw new Error('RadioGroupItem must be inside a RadioGroup');
  const isChecked = group.value === value;
  return (
    <input
      type="radio"
      data-slot="radio-group-item"
      data-state={isChecked ? 'checked' : 'unchecked'}
      name={group.name}
      value={value}
      checked={isChecked}
      disabled={group.isDisabled || disabled}
      required={group.isRequired}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        onChange?.(event);
        if (event.currentTarget.checked) group.setValue(value);
      }}
      className={cn(
        'peer radio-mark grid size-4 shrink-0 cursor-pointer appearance-none place-items-center rounded-full border border-input bg-card shadow-xs outline-none',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 checked:border-primary',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger',
        className,
      )}
      {...props}
    />
  );
}

export { RadioGroup, RadioGroupItem };
export type { RadioGroupProps, RadioGroupItemProps };
