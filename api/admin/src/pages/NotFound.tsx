/** Any other address under /admin. */
import { Link } from 'react-router';

export function NotFoundScreen() {
  return (
    <div className="guard">
      <h1>Page introuvable</h1>
      <p>
        Cette page de l'administration n'existe pas. <Link to="/">Retour au tableau de bord</Link>
      </p>
    </div>
  );
}
