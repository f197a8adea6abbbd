/**
 * /api/auth/*: the few better-auth endpoints we use, each validated with zod first (French field errors)
 * and answered in our error shape (api/routes/auth/better-auth.ts). By concern: signing in, up and out, with the
 * form posts of the public /auth page without JavaScript (auth/session.ts), the forgotten password
 * (auth/password-reset.ts), and the address-confirmation link (auth/email-confirmation.ts).
 */
import { Hono } from 'hono';
import { sameOrigin } from '../auth/csrf.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { forwarder } from './auth/better-auth.ts';
import { emailConfirmationRoutes } from './auth/email-confirmation.ts';
import { passwordResetRoutes } from './auth/password-reset.ts';
import { sessionRoutes } from './auth/session.ts';

export { RequestReset, ResetPassword, SIGN_UP_MESSAGE, SignIn, SignUp } from './auth/schemas.ts';

export function authRoutes(ctx: AppContext) {
  const app = new Hono();
  // Login CSRF too: every write here must come from a page of this site.
  app.use('*', sameOrigin(ctx));
  const forward = forwarder(ctx);
  sessionRoutes(app, ctx, forward);
  passwordResetRoutes(app, forward);
  emailConfirmationRoutes(app, ctx);
  app.all('*', () => {
    throw notFound();
  });
  return app;
}
