/**
 * The result screen (spec §2 « Results screen »): computed at once in the browser with the shared engine,
 * then the server recomputes it from the saved answers, stores it and sends the e-mail.
 */
import { useEffect, useRef, useState } from 'react';
import { euros as formatEuros } from '../../core/apl/format.ts';
import { simulateAmount } from '../../core/simulation/amount.ts';
import { type FormData, isResidence, type StepSlug } from '../../core/simulation/form.ts';
import type { Outcome, SimulationFailure, SimulationResult } from '../../core/simulation/result.ts';
import { track } from '../../lib/browser/track.ts';
import {
  completeSession,
  type EmailOutcome,
  fetchSharedResults,
  flushSaves,
  logPartnerClick,
  sendResults,
} from './api-client.ts';
import { today } from './clock.ts';
import { useSimulator } from './store.ts';

export type PartnerOffer = {
  slug: string;
  name: string;
  title: string;
  bullets: string[];
  price: string;
  cta: string;
  claim: string | null;
};

const euros = (n: number, cents = false) => formatEuros(n, cents ? 2 : 0);

const AID_NAMES = {
  APL: 'APL (aide personnalisée au logement)',
  ALS: 'ALS (allocation de logement sociale)',
  ALF: 'ALF (allocation de logement familiale)',
} as const;

/**
 * What the screen shows. `sessionId` is the visitor's own resume secret (live results only: it is sent in
 * POST bodies, never shown); a shared link shows the server's recap, which has no e-mail and no birth date.
 */
type Shown = {
  result: SimulationResult | SimulationFailure;
  form: FormData;
  sessionId: string | null;
  /** Day of the simulation (AAAA-MM-JJ), printed with the result. */
  date: string;
};

const monthYear = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 7)}-15T12:00:00Z`),
  );

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso.slice(0, 10)}T12:00:00Z`));

export function Results({
  ready,
  partner,
  onRestart,
  onGoTo,
  focusHeading,
  sharedResultsId,
}: {
  ready: boolean;
  partner: PartnerOffer | null;
  onRestart: () => void;
  onGoTo?: (slug: StepSlug) => void;
  focusHeading: boolean;
  /** /resultats/<resultsId>: show the shared result stored on the server instead of computing one. */
  sharedResultsId?: string;
}) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [missing, setMissing] = useState<Extract<Outcome, { kind: 'incomplete' }> | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!ready) return;
    if (sharedResultsId !== undefined) {
      fetchSharedResults(sharedResultsId)
        .then((res) => {
          if (res.success)
            setShown({
              result: res.result,
              form: res.recap,
              sessionId: null,
              date: res.completedAt?.slice(0, 10) ?? today(),
            });
          else setLoadError(res.error ?? 'Résultats introuvables');
        })
        .catch(() =>
          setLoadError('Impossible de charger les résultats. Vérifiez votre connexion et rechargez la page.'),
        );
      return;
    }
    const state = useSimulator.getState();
    const outcome = simulateAmount(state.form, today());
    if (outcome.kind === 'incomplete') {
      setMissing(outcome);
      return;
    }
    const result = outcome.kind === 'result' ? outcome.result : outcome.failure;
    if (state.resultFor !== JSON.stringify(state.form))
      track('simulation_completed', { isEligible: result.isEligible, montantFinal: result.montantFinal });
    state.setResult(result, state.form);
    state.answer('resultats', 12, {});
    setShown({ result, form: state.form, sessionId: state.sessionId, date: today() });
  }, [ready, sharedResultsId]);

  useEffect(() => {
    if (shown && focusHeading) heading.current?.focus();
  }, [shown, focusHeading]);

  if (loadError) {
    return (
      <div className="sim-card">
        <h1 tabIndex={-1}>Résultats introuvables</h1>
        <p>{loadError}</p>
        <a className="btn btn-primary" href="/v2/simulateur/email">
          Faire une simulation
        </a>
      </div>
    );
  }
  if (missing) {
    return (
      <div className="sim-card">
        <h1 tabIndex={-1} ref={heading}>
          Il manque des réponses
        </h1>
        <p>{Object.values(missing.errors)[0]}</p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => onGoTo?.(missing.firstStep as StepSlug)}
        >
          Compléter ma simulation
        </button>
      </div>
    );
  }
  if (!shown) {
    return (
      <div className="sim-card sim-loading" aria-live="polite">
        <h1 tabIndex={-1}>Calcul en cours...</h1>
        <p>Analyse de votre dossier selon les barèmes officiels APL</p>
      </div>
    );
  }
  return (
    <ResultView
      shown={shown}
      partner={partner}
      onRestart={onRestart}
      headingRef={heading}
      live={sharedResultsId === undefined}
      onServerResult={(result) => setShown((s) => (s ? { ...s, result } : s))}
    />
  );
}

function ResultView({
  shown,
  partner,
  onRestart,
  headingRef,
  live,
  onServerResult,
}: {
  shown: Shown;
  partner: PartnerOffer | null;
  onRestart: () => void;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  live: boolean;
  /** The server recomputed the result from the saved answers (with the explained steps): it prevails. */
  onServerResult: (result: SimulationResult | SimulationFailure) => void;
}) {
  const { result, form } = shown;
  const eligible = result.isEligible;
  const ok = result.error === false ? result : null;
  const rent = form.colocation ? form.rentShare : form.rent;
  const [printing, setPrinting] = useState(false);
  return (
    <div className="sim-results">
      <p className="sim-print-meta print-only">
        Simulation APL du {longDate(shown.date)}
        {ok ? `, ${ok.bareme.label}` : ''} — {window.location.origin}
        {window.location.pathname.startsWith('/resultats/') ? window.location.pathname : ''}
      </p>
      <section className="sim-card sim-verdict" aria-labelledby="sim-result-title">
        <h1 id="sim-result-title" ref={headingRef} tabIndex={-1}>
          {eligible ? 'Vous êtes éligible aux APL' : 'Résultat de votre simulation APL'}
        </h1>
        <div className={`sim-amount${eligible ? '' : ' is-zero'}`}>
          <p className="sim-amount-label">{live ? 'Montant estimé' : 'Montant simulé'}</p>
          <p className="sim-amount-value">
            {euros(result.montantFinal)} <span>par mois</span>
          </p>
          {ok && eligible && (
            <p className="sim-amount-note">
              {AID_NAMES[ok.aidType]}
              {isResidence(form)
                ? '.'
                : ` — ${euros(ok.montant, true)} avant l'arrondi à l'euro inférieur appliqué par la CAF.`}
            </p>
          )}
        </div>
        {!eligible && result.refusReason && (
          <p className="sim-refus">
            <strong>Pourquoi ?</strong> {result.refusReason}
          </p>
        )}
        {form.conventionneKnown === false && (
          <p className="sim-bareme">
            Vous ne saviez pas si le logement est conventionné : le calcul suppose{' '}
            {isResidence(form)
              ? 'une résidence conventionnée, comme la plupart.'
              : 'un logement non conventionné, le cas le plus courant.'}{' '}
            Votre bail ou la résidence vous le dira.
          </p>
        )}
        {ok && (
          <p className="sim-bareme">
            Calcul fait avec les {ok.bareme.label}.{ok.bareme.warning ? ` ${ok.bareme.warning}` : ''}{' '}
            Estimation non contractuelle : seule la CAF fixe votre aide.
          </p>
        )}
      </section>

      {live && shown.sessionId && form.email && (
        <EmailStatus sessionId={shown.sessionId} email={form.email} onServerResult={onServerResult} />
      )}

      <section className="sim-card" aria-labelledby="sim-recap">
        <h2 id="sim-recap">Récapitulatif</h2>
        <dl className="sim-recap">
          <div>
            <dt>Zone et code postal</dt>
            <dd>
              Zone {ok?.zone ?? form.zone} — {form.postalCode}
              {form.communeName ? ` (${form.communeName})` : ''}
            </dd>
          </div>
          {isResidence(form) ? (
            <div>
              <dt>Logement</dt>
              <dd>
                {form.housing === 'crous' ? 'Résidence CROUS' : 'Résidence (foyer, résidence sociale…)'}
                {form.chambre ? ', chambre' : ', studio'} — redevance {euros(form.redevance ?? 0)} par mois
              </dd>
            </div>
          ) : (
            <div>
              <dt>Loyer + charges</dt>
              <dd>
                {euros(rent ?? 0)} + {euros(form.charges ?? 0)}
                {form.colocation ? ' (votre part en colocation)' : ''}
              </dd>
            </div>
          )}
          <div>
            <dt>{form.status === 'unemployed' ? 'Allocation chômage' : 'Revenus'}</dt>
            <dd>
              {euros(form.income ?? 0)} par mois
              {form.status === 'unemployed' && form.unemploymentStart
                ? `, au chômage depuis ${monthYear(form.unemploymentStart)}`
                : ''}
              {form.assets ? ` ; épargne ${euros(form.assets)}` : ''}
            </dd>
          </div>
          <div>
            <dt>Situation</dt>
            <dd>{form.livingAlone === false ? 'En couple' : 'Seul(e)'}</dd>
          </div>
          <div>
            <dt>Enfants</dt>
            <dd>{form.children ?? 0}</dd>
          </div>
        </dl>
      </section>

      {ok && <Explanation result={ok} form={form} open={printing} onReady={() => setPrinting(false)} />}

      {!eligible && (
        <section className="sim-card" aria-labelledby="sim-anyway">
          <h2 id="sim-anyway">Faut-il quand même faire une demande ?</h2>
          <p>
            Ce calcul couvre les trois aides au logement : l'APL (logement conventionné), l'ALS et l'ALF. Si
            votre situation change (baisse de revenus, bourse obtenue, naissance, déménagement), vos droits
            peuvent s'ouvrir : la CAF réexamine les ressources tous les trois mois. En cas de doute, faites la
            demande sur caf.fr : elle est gratuite et sans engagement.
          </p>
        </section>
      )}

      <section aria-labelledby="sim-next" className="sim-next">
        <h2 id="sim-next">Les prochaines étapes avec la CAF</h2>
        <div className="grid">
          <div className="card">
            <h3>1. Préparez vos justificatifs</h3>
            <p>
              Votre bail (ou l'attestation de loyer de votre bailleur), un RIB et votre numéro fiscal ; la CAF
              vous dit en ligne si d'autres pièces sont nécessaires.
            </p>
          </div>
          <div className="card">
            <h3>2. Faites la demande en ligne</h3>
            <p>Sur caf.fr (ou msa.fr), rubrique « Aides et démarches », dès votre entrée dans le logement.</p>
          </div>
          <div className="card">
            <h3>3. Premier versement</h3>
            <p>
              L'aide est due à partir du mois qui suit l'entrée dans le logement, et chaque mois est versé au
              début du mois suivant. Si vous touchiez déjà une aide au logement et déménagez sans
              interruption, il n'y a pas de mois sans aide.
            </p>
          </div>
        </div>
      </section>

      {partner && <PartnerBanner partner={partner} shown={shown} />}

      <div className="sim-actions no-print">
        <button type="button" className="btn btn-primary" onClick={onRestart}>
          Nouvelle simulation
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setPrinting(true)}>
          Imprimer les résultats
        </button>
      </div>
    </div>
  );
}

/** The engine says which values are annual (resources, savings income, R0); every other one is monthly. */
function formatStepValue(step: { value: number; annual?: true }): string {
  return step.annual ? `${euros(step.value)} / an` : euros(step.value, true);
}

/**
 * « Comment est calculé ce montant ? »: the explained steps come with the server's result; offline, their
 * texts are loaded on demand (they stay out of the page's initial JavaScript).
 */
function Explanation({
  result,
  form,
  open,
  onReady,
}: {
  result: SimulationResult;
  form: FormData;
  /** « Imprimer » asked for the explanation: open it, load it, then print. */
  open: boolean;
  onReady: () => void;
}) {
  const [steps, setSteps] = useState(result.steps);
  const [loading, setLoading] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (result.steps.length > 0) setSteps(result.steps);
  }, [result.steps]);
  const load = async (): Promise<void> => {
    if (steps.length > 0 || loading) return;
    setLoading(true);
    try {
      const { simulate } = await import('../../core/simulation/compute.ts');
      const full = simulate(form, today());
      if (full.kind === 'result') setSteps(full.result.steps);
    } catch {
      console.warn('Explication indisponible');
    } finally {
      setLoading(false);
    }
  };
  // A printout carries the whole calculation: unfolded for the print, whichever way it was asked.
  useEffect(() => {
    const before = () => {
      if (details.current) details.current.open = true;
    };
    window.addEventListener('beforeprint', before);
    return () => window.removeEventListener('beforeprint', before);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when « Imprimer » is pressed.
  useEffect(() => {
    if (!open) return;
    if (details.current) details.current.open = true;
    void load().then(() => {
      // Two frames: the loaded steps are on screen before the print dialog takes its snapshot.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          window.print();
          onReady();
        }),
      );
    });
  }, [open]);
  return (
    <section className="sim-card" aria-labelledby="sim-how">
      <details
        ref={details}
        className="sim-how"
        onToggle={(e) => (e.currentTarget.open ? load() : undefined)}
      >
        <summary>
          <h2 id="sim-how">Comment est calculé ce montant ?</h2>
        </summary>
        {steps.length === 0 ? (
          <p aria-live="polite">{loading ? "Chargement de l'explication…" : ''}</p>
        ) : (
          <ol className="sim-steps">
            {steps.map((s) => (
              <li key={s.number}>
                <p className="sim-step-title">
                  <span>{s.title}</span>
                  <strong>{formatStepValue(s)}</strong>
                </p>
                <p>{s.description}</p>
                {s.details && <p className="sim-step-details">{s.details}</p>}
                <p className="sim-step-ref">{s.legalRef}</p>
              </li>
            ))}
          </ol>
        )}
      </details>
    </section>
  );
}

function EmailStatus({
  sessionId,
  email,
  onServerResult,
}: {
  sessionId: string;
  email: string;
  onServerResult: (result: SimulationResult | SimulationFailure) => void;
}) {
  const status = useSimulator((s) => s.emailStatus);
  const resultFor = useSimulator((s) => s.resultFor);
  const [sending, setSending] = useState(false);
  const [resultsUrl, setResultsUrl] = useState<string | null>(null);

  const send = async () => {
    setSending(true);
    await flushSaves();
    const [completed, sent] = await Promise.allSettled([
      completeSession(sessionId),
      sendResults(sessionId, email),
    ]);
    if (completed.status === 'fulfilled' && completed.value.success && completed.value.result) {
      onServerResult(completed.value.result);
      setResultsUrl(completed.value.resultsUrl ?? null);
    }
    const outcome: EmailOutcome =
      sent.status === 'fulfilled'
        ? sent.value
        : { success: false, error: "Erreur lors de l'envoi de l'email" };
    if (!outcome.success) console.warn('Envoi du résultat', outcome.error);
    useSimulator.getState().setEmailStatus({
      for: resultFor ?? '',
      status: outcome.success ? (outcome.delivery === 'outbox' ? 'outbox' : 'sent') : 'error',
      ...(outcome.success ? {} : { error: outcome.error || "Erreur lors de l'envoi de l'email" }),
    });
    setSending(false);
  };

  // Spec §4: after the calculation, e-mail and session completion run once, in parallel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per computed result, not per render.
  useEffect(() => {
    if (!status || status.for !== resultFor) void send();
  }, [resultFor]);

  const current = status?.for === resultFor ? status : null;
  return (
    <section className="sim-card sim-email" aria-live="polite" aria-labelledby="sim-email-title">
      {sending || !current ? (
        <p id="sim-email-title">Envoi de vos résultats à {email}…</p>
      ) : current.status === 'sent' ? (
        <p id="sim-email-title" className="sim-email-ok">
          <strong>Résultats envoyés par email</strong> à {email}.
        </p>
      ) : current.status === 'outbox' ? (
        <p id="sim-email-title">
          <strong>Email non envoyé</strong> : l'envoi d'e-mails n'est pas activé sur ce site. Notez ou
          imprimez vos résultats.
        </p>
      ) : (
        <div>
          <p id="sim-email-title" className="sim-email-error">
            <strong>Problème d'envoi email</strong> : {current.error}
          </p>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void send()}>
            Réessayer l'envoi
          </button>
        </div>
      )}
      {resultsUrl && (
        <p className="small">
          <a href={resultsUrl}>Lien vers ces résultats</a> à garder ou à partager : il montre le montant et le
          récapitulatif, jamais votre adresse e-mail ni votre date de naissance.
        </p>
      )}
    </section>
  );
}

function PartnerBanner({ partner, shown }: { partner: PartnerOffer; shown: Shown }) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const open = () => {
    logPartnerClick({
      partner_name: partner.name,
      page_type: 'v2_results',
      session_id: shown.sessionId ?? 'unknown',
      source: 'page',
      tracking_id: null,
      user_data: {
        amount: shown.result.montantFinal,
        ...(shown.result.error === false ? { zone: shown.result.zone } : {}),
        isEligible: shown.result.isEligible,
        hasEmail: Boolean(shown.form.email),
      },
    });
    window.open(`/partner/${encodeURIComponent(partner.slug)}`, '_blank', 'noopener');
  };
  return (
    <aside className="sim-partner no-print" aria-labelledby="sim-partner-title">
      <button
        type="button"
        className="sim-partner-close"
        aria-label="Fermer l'offre partenaire"
        onClick={() => setClosed(true)}
      >
        ×
      </button>
      <p className="sim-partner-tag">Offre partenaire</p>
      <h2 id="sim-partner-title">{partner.title}</h2>
      <ul>
        {partner.bullets.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <p className="sim-partner-price">{partner.price}</p>
      <button type="button" className="btn btn-primary" onClick={open}>
        {partner.cta}
      </button>
      {partner.claim && <p className="sim-partner-claim">{partner.claim}</p>}
    </aside>
  );
}
