type Listener = () => void;
const listeners = new Set<Listener>();

/** Something outside a project list changed what it shows (an invitation accepted from the bell): lists reload. */
export function projectsChanged(): void {
  listeners.forEach((listener) => listener());
}

export function onProjectsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
