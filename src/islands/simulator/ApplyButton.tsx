/** « Faire ma demande sur caf.fr »: the official application, free, with the line for the agricultural scheme. */
import { useT } from './locale.ts';

export const CAF_APPLY_URL = 'https://www.caf.fr/allocataires/aides-et-demarches/mes-demarches';
export const MSA_URL = 'https://www.msa.fr/';

export function ApplyButton() {
  const { t } = useT();
  return (
    <section className="sim-card sim-apply no-print" aria-labelledby="sim-apply">
      <h2 id="sim-apply">{t('sim.apply.title')}</h2>
      <p>{t('sim.apply.text')}</p>
      <a className="btn btn-primary sim-apply-button" href={CAF_APPLY_URL} target="_blank" rel="noopener">
        {t('sim.apply.button')}
      </a>
      <p className="sim-apply-msa">
        {t('sim.apply.msa')}
        <a href={MSA_URL} target="_blank" rel="noopener">
          msa.fr
        </a>
        .
      </p>
    </section>
  );
}
