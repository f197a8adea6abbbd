/** Rows ticked in a table (ids), to act on them together. */
import { useState } from 'react';

export function useSelection<K>() {
  const [selected, setSelected] = useState<Set<K>>(new Set());
  const toggle = (key: K, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(key);
    else next.delete(key);
    setSelected(next);
  };
  const set = (keys: Iterable<K>) => setSelected(new Set(keys));
  return { selected, toggle, set, clear: () => setSelected(new Set()) };
}

export type Selection<K> = ReturnType<typeof useSelection<K>>;
