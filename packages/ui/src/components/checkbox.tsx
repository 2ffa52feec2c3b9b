import { useCallback, type ChangeEvent, type ComponentProps, type Ref } from 'react';
import { cn } from '../lib/cn.ts';

type CheckedState = boolean | 'indeterminate';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'checked' | 'children'> {
  /** Controlled state; `'indeterminate'` shows a dash (some of a group chosen). Leave it out for `defaultChecked`. */
  checked?: CheckedState;
  /** The new state after the user's click, key press or label click. */
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A native checkbox drawn as the design system's box: one `<input type="checkbox">` whose mark is its own `::before`
 * (the `checkbox-mark` utility in globals.css). No script runs per box at mount: a form of fifty options (the work
 * order's surveys) mounts fifty inputs, where a scripted button measured itself (a forced layout) and animated its
 * mark in and out per box (the work order's render frame ~20 % shorter: README, Performance). The input carries
 * `peer` (a following label dims when it is disabled) and, when controlled, `data-state` for a container's styling
 * (`has-[[data-state=checked]]`).
 */
function Checkbox({ className, checked, onCheckedChange, onChange, ref, ...props }: CheckboxProps) {
  const isIndeterminate = checked === 'indeterminate';
  // `indeterminate` is a property, not an attribute: it is set on the element whenever it changes.
  const setIndeterminate = useCallback(
    (node: HTMLInputElement | null) => {
      if (node) node.indeterminate = isIndeterminate;
      return assignRef(ref, node);
    },
    [isIndeterminate, ref],
  );
  const isControlled = checked !== undefined;
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      data-state={isControlled ? (isIndeterminate ? 'indeterminate' : checked ? 'checked' : 'unchecked') : undefined}
      ref={setIndeterminate}
      checked={isControlled ? checked === true : undefined}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        onChange?.(event);
        onCheckedChange?.(event.currentTarget.checked);
      }}
      className={cn(
        'peer checkbox-mark grid size-4 shrink-0 cursor-pointer appearance-none place-items-center rounded-sm border border-input bg-card shadow-xs transition-colors outline-none',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
        'checked:border-primary checked:bg-primary checked:text-primary-foreground',
        'indeterminate:border-primary indeterminate:bg-primary indeterminate:text-primary-foreground',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger',
        className,
      )}
      {...props}
    />
  );
}

/** Passes the element on to the caller's ref (an object or a callback) and returns the callback's clean-up. */
function assignRef(ref: Ref<HTMLInputElement> | undefined, node: HTMLInputElement | null): (() => void) | undefined {
  if (typeof ref === 'function') {
    const cleanUp = ref(node);
    return typeof cleanUp === 'function' ? cleanUp : undefined;
  }
  if (ref) ref.current = node;
  return undefined;
}

export { Checkbox };
export type { CheckboxProps, CheckedState };
