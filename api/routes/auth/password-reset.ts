/** Forgotten password: the e-mailed link asked for, then the new password set with its token. */
import type { Hono } from 'hono';
import { type Forward, parse, translate } from './better-auth.ts';
import { RequestReset, ResetPassword } from './schemas.ts';

export function passwordResetRoutes(app: Hono, forward: Forward) {
  app.post('/request-password-reset', async (c) => {
    const body = await parse(c, RequestReset);
    // Same answer whether the account exists or not.
    await translate(
      await forward(c, '/request-password-reset', { ...body, redirectTo: '/admin/reset-password/confirm' }),
    );
    return c.json({
      success: true,
      message: 'Si un compte existe pour cet email, un lien de réinitialisation vient de lui être envoyé.',
    });
  });
  app.post('/reset-password', async (c) => {
    const body = await parse(c, ResetPassword);
    await translate(await forward(c, '/reset-password', body));
    return c.json({ success: true, message: 'Mot de passe modifié. Vous pouvez vous connecter.' });
  });
}
