/** The card of the sign-in screens, outside the admin's shell. */
import type { ReactNode } from 'react';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="auth-page">
      <div className="auth-card">
        <p className="brand">APL Simulateur — Administration</p>
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
