/**
 * The simulator's state: answers, session id, result and the saves not yet acknowledged by the server.
 * Persisted in localStorage under a versioned key, so a reload (or a lost connection) never loses an answer.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  type FormData,
  stepNumber as numberOfStep,
  STEP_SLUGS,
  type StepSlug,
  stepFields,
} from '../../core/simulation/form.ts';
import type { SimulationFailure, SimulationResult } from '../../core/simulation/result.ts';
import { simulatorStorage } from './safe-storage.ts';

/** Spec §3: the session lives in local storage under a versioned key. */
export const STORAGE_KEY = 'apl-simulation-v2';
export const STORAGE_VERSION = 2;

export type PendingSave = {
  stepNumber: number;
  stepName: StepSlug;
  stepData: Record<string, unknown>;
  /** Sent with the save: the server stores a save sent twice only once. */
  saveId: string;
  /** Attempts so far (for back-off). */
  attempts: number;
};

export type Prefill = {
  cityName?: string;
  postalCode?: string;
  /** The commune of `postalCode` (the embed's pre-set city), chosen when the code has several. */
  inseeCode?: string;
  zone?: 1 | 2 | 3;
  averageRent?: number;
  userType?: 'student';
};

export type SimulatorState = {
  sessionId: string | null;
  form: FormData;
  /** Highest step reached (1–12). */
  lastStep: number;
  result: SimulationResult | SimulationFailure | null;
  /** Answers the result was computed from (JSON), to recompute when they change. */
  resultFor: string | null;
  pending: PendingSave[];
  startedAt: number | null;
  prefill: Prefill | null;
  /** Outcome of the result e-mail, for the result it was sent for. */
  /**
   * The results e-mail of this simulation (issue 29: one per simulation): the result it carried (`for`), and how it
   * went — `deja` when the server says it had already been sent, `limit` when a resend came over the limit.
   */
  emailStatus: {
    for: string;
    status: 'sent' | 'outbox' | 'deja' | 'limit' | 'error';
    error?: string;
    resend?: boolean;
  } | null;
  /** The month the visitor moves in (AAAA-MM), when they chose one: the calendar's dates follow it (issue 29). */
  entryMonth?: string | null;
  /** The documents ticked in « Mes justificatifs », kept across visits (issue 29). */
  docsChecked?: string[];
};

type Actions = {
  ensureSession(): string;
  answer(step: StepSlug, stepNumber: number, data: Record<string, unknown>): void;
  setResult(result: SimulationResult | SimulationFailure, form: FormData): void;
  applyPrefill(prefill: Prefill): void;
  acknowledge(save: PendingSave): void;
  retryLater(save: PendingSave): void;
  setEmailStatus(status: SimulatorState['emailStatus']): void;
  setEntryMonth(month: string | null): void;
  toggleDoc(id: string): void;
  restart(): void;
  /** A new simulation (no session yet) with the answers of a shared result's recap, all to be saved again. */
  startFrom(recap: FormData): void;
};

const initial: SimulatorState = {
  sessionId: null,
  form: {},
  lastStep: 1,
  result: null,
  resultFor: null,
  pending: [],
  startedAt: null,
  prefill: null,
  emailStatus: null,
  entryMonth: null,
  docsChecked: [],
};

/** The list with `id` added, or without it when it was there. */
const toggled = (list: readonly string[], id: string) =>
  list.includes(id) ? list.filter((d) => d !== id) : [...list, id];

function uuid(): string {
  return crypto.randomUUID();
}

/** A save of every answered step but the e-mail, for a new session that takes over the same answers. */
function resendAll(form: FormData): PendingSave[] {
  return STEP_SLUGS.filter((slug) => slug !== 'email' && slug !== 'resultats')
    .map((slug): PendingSave | null => {
      const fields = Object.fromEntries(
        stepFields(slug).flatMap((f) => (form[f] === undefined ? [] : [[f, form[f]]])),
      );
      return Object.keys(fields).length === 0
        ? null
        : { stepNumber: numberOfStep(slug), stepName: slug, stepData: fields, saveId: uuid(), attempts: 0 };
    })
    .filter((p): p is PendingSave => p !== null);
}

export const useSimulator = create<SimulatorState & Actions>()(
  persist(
    (set, get) => ({
      ...initial,
      ensureSession() {
        const existing = get().sessionId;
        if (existing) return existing;
        const id = uuid();
        set({ sessionId: id, startedAt: Date.now() });
        return id;
      },
      answer(step, stepNumber, data) {
        const save: PendingSave = { stepNumber, stepName: step, stepData: data, saveId: uuid(), attempts: 0 };
        const s = get();
        if (step === 'email' && s.result && s.form.email && data.email !== s.form.email) {
          // The results of a completed simulation went to its address, which is final on the server: another
          // address starts a new simulation (a new secret) with the same answers, all sent again.
          const form = { ...s.form, ...data };
          const resend = resendAll(form);
          set({
            sessionId: uuid(),
            startedAt: Date.now(),
            form,
            result: null,
            resultFor: null,
            emailStatus: null,
            pending: [save, ...resend],
          });
          return;
        }
        set((s) => ({
          form: { ...s.form, ...data },
          lastStep: Math.max(s.lastStep, stepNumber + 1),
          // A newer answer to the same step replaces the unsent one.
          pending: [...s.pending.filter((p) => p.stepName !== step), save],
        }));
      },
      setResult: (result, form) => set({ result, resultFor: JSON.stringify(form), lastStep: 12 }),
      applyPrefill(prefill) {
        set((s) => ({
          prefill,
          form: {
            ...s.form,
            ...(prefill.postalCode && !s.form.postalCode
              ? {
                  postalCode: prefill.postalCode,
                  ...(prefill.inseeCode
                    ? { inseeCode: prefill.inseeCode, communeName: prefill.cityName }
                    : {}),
                }
              : {}),
            ...(prefill.averageRent && s.form.rent === undefined ? { rent: prefill.averageRent } : {}),
            ...(prefill.userType === 'student' && !s.form.status ? { status: 'student' as const } : {}),
          },
        }));
      },
      acknowledge(save) {
        set((s) => ({
          pending: s.pending.filter(
            (p) => p !== save && !(p.stepName === save.stepName && p.stepData === save.stepData),
          ),
        }));
      },
      retryLater(save) {
        set((s) => ({
          pending: s.pending.map((p) => (p === save ? { ...p, attempts: p.attempts + 1 } : p)),
        }));
      },
      setEmailStatus: (emailStatus) => set({ emailStatus }),
      setEntryMonth: (entryMonth) => set({ entryMonth }),
      toggleDoc: (id) => set((s) => ({ docsChecked: toggled(s.docsChecked ?? [], id) })),
      restart: () => set({ ...initial }),
      startFrom(recap) {
        set({ ...initial, form: { ...recap }, lastStep: 12, pending: resendAll(recap) });
      },
    }),
    {
      name: STORAGE_KEY,
      version: STORAGE_VERSION,
      // localStorage, or the page's memory where the browser refuses it (safe-storage.ts).
      storage: createJSONStorage(simulatorStorage),
      // The island rehydrates after its first render, so that render matches the prebuilt HTML.
      skipHydration: true,
      partialize: ({
        sessionId,
        form,
        lastStep,
        result,
        resultFor,
        pending,
        startedAt,
        prefill,
        emailStatus,
        entryMonth,
        docsChecked,
      }) => ({
        emailStatus,
        entryMonth,
        docsChecked,
        sessionId,
        form,
        lastStep,
        result,
        resultFor,
        pending,
        startedAt,
        prefill,
      }),
      // Version 0 never shipped; anything unknown starts afresh rather than crashing.
      migrate: (persisted, version) =>
        version === STORAGE_VERSION ? (persisted as SimulatorState) : { ...initial },
    },
  ),
);
