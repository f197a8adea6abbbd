/**
 * The link of the confirmation e-mail: better-auth checks the token and marks the address confirmed; the visitor
 * lands on a page that says so, or why not (fixed addresses: nothing in the link decides where).
 */
import type { Hono } from 'hono';
import { AUTH_BASE_PATH, authOf, VERIFIED_PAGE, VERIFY_FAILED_PAGE } from '../../auth/auth.ts';
import type { AppContext } from '../../context.ts';

export function emailConfirmationRoutes(app: Hono, ctx: AppContext) {
  const auth = authOf(ctx);
  app.get('/verify-email', async (c) => {
    const token = c.req.query('token') ?? '';
    if (!/^[\w.-]{20,2000}$/.test(token)) return c.redirect(VERIFY_FAILED_PAGE, 303);
    const url = new URL(c.req.url);
    url.pathname = `${AUTH_BASE_PATH}/verify-email`;
    url.search = new URLSearchParams({ token, callbackURL: VERIFIED_PAGE }).toString();
    const res = await auth.handler(new Request(url, { method: 'GET', headers: c.req.raw.headers }));
    const location = res.headers.get('location') ?? '';
    return c.redirect(
      res.status < 400 && location === VERIFIED_PAGE ? VERIFIED_PAGE : VERIFY_FAILED_PAGE,
      303,
    );
  });
}
