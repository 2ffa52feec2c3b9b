import { useCallback, useRef, useState } from 'react';

/** State that a parent may own (`value` + `onChange`) or leave to the component (`defaultValue`). */
function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [inner, setInner] = useState<T>(defaultValue);
  const isControlled = value !== undefined;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const current = isControlled ? value : inner;
  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setInner(next);
      onChangeRef.current?.(next);
    },
    [isControlled],
  );
  return [current, setValue];
}

export { useControllableState };
