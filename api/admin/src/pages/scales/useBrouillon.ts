/**
 * L'état du formulaire d'une nouvelle version : la date (qui charge les valeurs alors en vigueur), le libellé,
 * les nombres saisis, les sources et raisons par série, le taux IRL qui pré-remplit ; et l'envoi, dont les
 * erreurs reviennent champ par champ sans rien effacer de la saisie.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ScaleImport } from '../../../../routes/admin/scale-import.ts';
import type { DraftBody, ScaleDetail, ScalePrefill } from '../../../../routes/admin/scales.ts';
import { api } from '../../api.ts';
import { type FormState, useForm } from '../../hooks/useForm.ts';
import { SOURCE_VIDE, type Source } from './SeriesFields.tsx';
import { avecSaisie, feuillesDe, modifiee, type Saisie, saisieDe } from './saisie.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Une source sans ses champs vides. */
const sourceEnvoyee = (s: Source) =>
  Object.fromEntries(Object.entries(s).filter(([, v]) => v.trim() !== '')) as Partial<Source>;

/** Ce que « Enregistrer le brouillon » envoie : chaque série avec la saisie, une source par série modifiée. */
function corps(
  values: { effectiveDate: string; label: string },
  prefill: ScalePrefill | null,
  s: {
    saisie: Saisie;
    sources: Record<string, Source>;
    raisons: Record<string, string>;
    modifiees: string[];
  },
): DraftBody {
  return {
    effectiveDate: values.effectiveDate,
    ...(values.label.trim() ? { label: values.label } : {}),
    valeurs: Object.fromEntries(
      Object.entries(prefill?.enVigueur ?? {}).map(([cle, v]) => [cle, avecSaisie(v, s.saisie, cle)]),
    ),
    sources: Object.fromEntries(
      s.modifiees.map((cle) => [cle, sourceEnvoyee(s.sources[cle] ?? SOURCE_VIDE)]),
    ),
    raisons: Object.fromEntries(
      s.modifiees.filter((cle) => s.raisons[cle]?.trim()).map((cle) => [cle, s.raisons[cle]]),
    ),
  };
}

/**
 * Le chargement des valeurs : en vigueur à la date (revalorisées d'un taux IRL s'il est donné), ou importées des
 * fichiers d'OpenFisca-France ; seul le dernier chargement demandé compte.
 */
function useChargement(form: FormState<{ effectiveDate: string; label: string; taux: string }>) {
  const [prefill, setPrefill] = useState<ScalePrefill | null>(null);
  const [saisie, setSaisie] = useState<Saisie>({});
  const [sources, setSources] = useState<Record<string, Source>>({});
  const derniere = useRef(0);
  const [importe, setImporte] = useState<ScaleImport['import'] | null>(null);

  /** Les valeurs en vigueur à la date (et revalorisées du taux s'il est donné). */
  const charger = async (taux?: string, premiere = false) => {
    const date = form.values.effectiveDate;
    if (!premiere && !DATE.test(date)) {
      form.setErrors({ effectiveDate: ["Date d'effet invalide (AAAA-MM-JJ)"] });
      return;
    }
    const q = new URLSearchParams({
      ...(premiere ? {} : { date }),
      ...(taux ? { taux: taux.replace(',', '.') } : {}),
    });
    const demande = ++derniere.current;
    const p = await form.submit(() => api.get<ScalePrefill>(`/api/admin/scales/prefill?${q}`));
    // Only the last load counts: the first one, slower, never replaces values loaded since at a typed date.
    if (!p || demande !== derniere.current) return;
    if (premiere) form.setValues((v) => (v.effectiveDate ? v : { ...v, effectiveDate: p.date }));
    setPrefill(p);
    setSaisie(taux ? { ...saisieDe(p.enVigueur), ...saisieDe(p.valeurs) } : saisieDe(p.enVigueur));
  };

  /** Les valeurs et les sources des fichiers d'OpenFisca-France envoyés, à la date du fichier ou à la sienne. */
  const importer = async (fichiers: FormData) => {
    const demande = ++derniere.current;
    const p = await form.submit(() => api.post<ScaleImport>('/api/admin/scales/import', fichiers));
    if (!p || demande !== derniere.current) return false;
    form.set('effectiveDate', p.date);
    setPrefill(p);
    setSaisie({ ...saisieDe(p.enVigueur), ...saisieDe(p.valeurs) });
    setSources(p.sources);
    setImporte(p.import);
    return true;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: une fois, à la date proposée d'abord
  useEffect(() => {
    void charger(undefined, true);
  }, []);

  return { prefill, saisie, setSaisie, sources, setSources, importe, charger, importer };
}

export function useBrouillon() {
  // La date d'effet proposée d'abord : la première revalorisation attendue et non saisie (donnée par le serveur).
  const form = useForm({ effectiveDate: '', label: '', taux: '' });
  const [raisons, setRaisons] = useState<Record<string, string>>({});
  const { prefill, saisie, setSaisie, sources, setSources, importe, charger, importer } = useChargement(form);

  const series = useMemo(
    () => Object.entries(prefill?.enVigueur ?? {}).map(([cle, v]) => ({ cle, feuilles: feuillesDe(cle, v) })),
    [prefill],
  );
  const modifiees = series.filter((s) => s.feuilles.some((f) => modifiee(f, saisie))).map((s) => s.cle);

  const enregistrer = () =>
    form.submit(
      () =>
        api.post<ScaleDetail>(
          '/api/admin/scales',
          corps(form.values, prefill, { saisie, sources, raisons, modifiees }),
        ),
      'Brouillon enregistré.',
    );

  const sourcePartout = (cle: string) => {
    const s = sources[cle] ?? SOURCE_VIDE;
    setSources((all) => ({ ...all, ...Object.fromEntries(modifiees.map((k) => [k, s])) }));
  };

  return {
    form,
    prefill,
    series,
    saisie,
    setValeur: (chemin: string, texte: string) => setSaisie((s) => ({ ...s, [chemin]: texte })),
    sources,
    setSource: (cle: string, s: Source) => setSources((all) => ({ ...all, [cle]: s })),
    sourcePartout,
    raisons,
    setRaison: (cle: string, r: string) => setRaisons((all) => ({ ...all, [cle]: r })),
    modifiees,
    charger,
    importer,
    importe,
    enregistrer,
  };
}
