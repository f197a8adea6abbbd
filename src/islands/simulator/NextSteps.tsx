/** « Les prochaines étapes avec la CAF »: the same three cards for every result. */
import { useT } from './locale.ts';

export function NextSteps() {
  const { t } = useT();
  return (
    <section aria-labelledby="sim-next" className="sim-next">
      <h2 id="sim-next">{t('sim.next.title')}</h2>
      <div className="grid">
        <div className="card">
          <h3>{t('sim.next.documentsTitle')}</h3>
          <p>{t('sim.next.documents')}</p>
        </div>
        <div className="card">
          <h3>{t('sim.next.applyTitle')}</h3>
          <p>{t('sim.next.apply')}</p>
        </div>
        <div className="card">
          <h3>{t('sim.next.paymentTitle')}</h3>
          <p>{t('sim.next.payment')}</p>
        </div>
      </div>
    </section>
  );
}
