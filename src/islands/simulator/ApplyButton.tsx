/** « Faire ma demande sur caf.fr »: the official application, free, with the line for the agricultural scheme. */
export const CAF_APPLY_URL = 'https://www.caf.fr/allocataires/aides-et-demarches/mes-demarches';
export const MSA_URL = 'https://www.msa.fr/';

export function ApplyButton() {
  return (
    <section className="sim-card sim-apply no-print" aria-labelledby="sim-apply">
      <h2 id="sim-apply">Demandez votre aide à la CAF</h2>
      <p>
        La demande est gratuite et se fait en ligne, dès votre entrée dans le logement : rubrique « Aides et
        démarches », puis « Logement ».
      </p>
      <a className="btn btn-primary sim-apply-button" href={CAF_APPLY_URL} target="_blank" rel="noopener">
        Faire ma demande sur caf.fr
      </a>
      <p className="sim-apply-msa">
        Vous relevez du régime agricole (MSA) ? Faites la demande sur{' '}
        <a href={MSA_URL} target="_blank" rel="noopener">
          msa.fr
        </a>
        .
      </p>
    </section>
  );
}
