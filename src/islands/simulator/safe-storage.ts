/**
 * Where the simulator keeps its answers: localStorage, or — where the browser refuses it — a memory that lasts
 * as long as the page. Chromium refuses localStorage to a frame of another site when third-party cookies are
 * blocked (private windows, or by choice): that is the embedded simulator's case on a partner's page
 * (reading `window.localStorage` throws a SecurityError). Other browsers partition it by top-level site, which
 * works like localStorage. Without a lasting storage, the question island shows the results itself instead
 * of loading the results page (Simulator.tsx), so the answers are never lost on the way.
 */
import type { StateStorage } from 'zustand/middleware';

const memory = new Map<string, string>();

const MEMORY: StateStorage = {
  getItem: (name) => memory.get(name) ?? null,
  setItem: (name, value) => {
    memory.set(name, value);
  },
  removeItem: (name) => {
    memory.delete(name);
  },
};

let chosen: { storage: StateStorage; lasting: boolean } | undefined;

function choose(): { storage: StateStorage; lasting: boolean } {
  if (!chosen) {
    try {
      const local = window.localStorage;
      local.getItem('apl-storage-check');
      chosen = { storage: local, lasting: true };
    } catch {
      chosen = { storage: MEMORY, lasting: false };
    }
  }
  return chosen;
}

/** localStorage when the browser allows it, else the page's memory. */
export const simulatorStorage = (): StateStorage => choose().storage;

/** Whether the answers survive a page load (false: kept in this page's memory only). */
export const storageLasts = (): boolean => choose().lasting;
