/** Spec §2 page-level error fallback: the message, the error (or « Erreur inconnue »), Recharger and Accueil. */
import { Component, type ReactNode } from 'react';

type State = { error: Error | null };

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    console.error('Simulateur', error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="sim-card" role="alert">
        <h1>Une erreur s'est produite lors du chargement de la page</h1>
        <p>{this.state.error.message || 'Erreur inconnue'}</p>
        <p>Vos réponses sont conservées dans ce navigateur.</p>
        <div className="sim-actions">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Recharger
          </button>
          <a className="btn btn-secondary" href="/">
            Accueil
          </a>
        </div>
      </div>
    );
  }
}
