/** « Les prochaines étapes avec la CAF »: the same three cards for every result. */
export function NextSteps() {
  return (
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
            début du mois suivant. Si vous touchiez déjà une aide au logement et déménagez sans interruption,
            il n'y a pas de mois sans aide.
          </p>
        </div>
      </div>
    </section>
  );
}
