import type { NoticeType } from './notice-type.ts';

interface ToastInput {
  /** The error model's Type: 1 success, 2 info, 3 warning, 4 danger. */
  type: NoticeType;
  title?: string;
  message: string;
  /** Milliseconds before it closes itself; 0 keeps it open. Default 5000 (danger 8000). */
  duration?: number;
}

interface ToastItem extends ToastInput {
  id: string;
}

type Listener = () => void;

/** A tiny external store: the toast API can be called from anywhere (query callbacks, handlers). */
function createToastStore() {
  let items: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
    show(input: ToastInput): string {
      counter += 1;
      const id = `toast-${counter}`;
      items = [...items, { ...input, id }];
      emit();
      return id;
    },
    dismiss(id?: string) {
      items = id === undefined ? [] : items.filter((item) => item.id !== id);
      emit();
    },
  };
}

const toastStore = createToastStore();

function showWith(type: NoticeType) {
  return (message: string, options: Omit<ToastInput, 'type' | 'message'> = {}) =>
    toastStore.show({ ...options, type, message });
}

const toast = {
  show: (input: ToastInput) => toastStore.show(input),
  success: showWith(1),
  info: showWith(2),
  warning: showWith(3),
  danger: showWith(4),
  dismiss: (id?: string) => toastStore.dismiss(id),
};

export { toast, toastStore, createToastStore };
export type { ToastInput, ToastItem };
