/** Which overlay is open: opening one closes any other (part 2 §2). */
type Listener = () => void;

let activeId: string | null = null;
const listeners = new Set<Listener>();

const overlayStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => activeId,
  activate(id: string) {
    activeId = id;
    listeners.forEach((listener) => listener());
  },
  release(id: string) {
    if (activeId !== id) return;
    activeId = null;
    listeners.forEach((listener) => listener());
  },
};

export { overlayStore };
