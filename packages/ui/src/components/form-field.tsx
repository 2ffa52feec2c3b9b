import {
  Children,
  cloneElement,
  isValidElement,
  useId,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cn } from '../lib/cn.ts';
import { Label } from './label.tsx';
import { useCommonLabel } from './ui-labels.tsx';

interface FormFieldProps extends Omit<ComponentProps<'div'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  isRequired?: boolean;
  /** Id of the control; generated when absent and passed to a single child element. */
  htmlFor?: string;
  /** Screen-reader text of the required marker, e.g. 'obavezno'. */
  requiredLabel?: string;
  /** A single control element, or a render function receiving the ids to wire. */
  children: ReactNode | ((control: FormFieldControlProps) => ReactNode);
}

interface FormFieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

function FormField({
  label,
  hint,
  error,
  isRequired = false,
  htmlFor,
  id,
  requiredLabel: ownRequiredLabel,
  className,
  children,
  ...props
}: FormFieldProps) {
  const requiredLabel = useCommonLabel('required', ownRequiredLabel, 'required');
  const generated = useId();
  const controlId = htmlFor ?? `${generated}-control`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control: FormFieldControlProps = {
    id: controlId,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': isRequired ? true : undefined,
  };

  let content: ReactNode;
  if (typeof children === 'function') {
    content = children(control);
  } else if (Children.count(children) === 1 && isValidElement(children)) {
    const child = children as ReactElement<Record<string, unknown>>;
    const own = child.props;
    content = cloneElement(child, {
      id: (own.id as string | undefined) ?? control.id,
      'aria-describedby':
        [own['aria-describedby'] as string | undefined, describedBy].filter(Boolean).join(' ') || undefined,
      'aria-invalid': (own['aria-invalid'] as boolean | undefined) ?? control['aria-invalid'],
      'aria-required': (own['aria-required'] as boolean | undefined) ?? control['aria-required'],
    });
  } else {
    content = children;
  }

  return (
    <div data-slot="form-field" id={id} className={cn('flex flex-col gap-1.5', className)} {...props}>
      <Label htmlFor={controlId}>
        {label}
        {isRequired ? (
          <>
            <span aria-hidden="true" className="text-danger">
              *
            </span>
            <span className="sr-only">({requiredLabel})</span>
          </>
        ) : null}
      </Label>
      {content}
      {hint ? (
        <p data-slot="form-field-hint" id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p data-slot="form-field-error" id={errorId} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export { FormField };
export type { FormFieldProps, FormFieldControlProps };
