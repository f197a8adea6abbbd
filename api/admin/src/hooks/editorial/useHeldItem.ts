/**
 * The item an editor holds: the form, the detail the server last answered, its version and the values it
 * was saved with (the baseline). `refs` are what the asynchronous steps read: the values and the saved state
 * of the last render, the version held — `adopt` moves all of them to a detail the server answered.
 */
import { useCallback, useRef, useState } from 'react';
import type { EditorialState } from '../../../../routes/admin/editorial.ts';
import { useForm } from '../useForm.ts';

export type HeldOptions<D, F> = {
  detail: D | undefined;
  blank: F;
  toForm: (d: D) => F;
  body: (f: F) => object;
};

export const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

export function useHeldItem<D extends EditorialState<unknown>, F extends Record<string, unknown>>(
  options: HeldOptions<D, F>,
) {
  const { toForm, body } = options;
  const form = useForm<F>(options.detail ? toForm(options.detail) : options.blank);
  const [detail, setDetail] = useState<D | undefined>(options.detail);
  const held = useRef(detail);
  held.current = detail;
  const [baseline, setBaseline] = useState<F>(form.values);

  const latest = useRef(form.values);
  latest.current = form.values;
  const base = useRef(baseline);
  base.current = baseline;
  const version = useRef(options.detail?.version ?? 0);
  const dirty = !same(body(form.values), body(baseline));
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;

  /**
   * Takes a detail the server answered. `sent`: the values a save sent; when typing went on meanwhile, what
   * was typed stays in the form (still unsaved), otherwise the form shows the server's version of it.
   */
  const adopt = useCallback(
    (d: D, sent?: F) => {
      version.current = d.version;
      const fresh = toForm(d);
      const typedOn = sent !== undefined && !same(body(latest.current), body(sent));
      setDetail(d);
      held.current = d;
      setBaseline(fresh);
      base.current = fresh;
      if (!typedOn) {
        form.setValues(fresh);
        latest.current = fresh;
      }
      dirtyNow.current = typedOn;
    },
    [toForm, body, form.setValues],
  );

  return { form, detail, setDetail, dirty, adopt, refs: { held, latest, base, version, dirtyNow } };
}

export type HeldItem<D extends EditorialState<unknown>, F extends Record<string, unknown>> = ReturnType<
  typeof useHeldItem<D, F>
>;
