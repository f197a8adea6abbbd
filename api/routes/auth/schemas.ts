/** The bodies of /api/auth/* (api/routes/auth.ts), checked with zod before better-auth sees them (French errors). */
import { z } from 'zod';
import { emailSchema } from '../../../src/core/validation/email.ts';
import { passwordProblem } from '../../auth/password-policy.ts';

const passwordRequired = z
  .string({ error: 'Le mot de passe est requis' })
  .min(1, 'Le mot de passe est requis');
/** A new password: long enough, not common, not made of the account's own name or address. */
const newPassword = z.string({ error: 'Le mot de passe est requis' });
const checkPassword = (password: string, inputs: string[], ctx: z.RefinementCtx, path: string) => {
  const problem = passwordProblem(password, inputs);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [path] });
};

export const SignIn = z.object({ email: emailSchema, password: passwordRequired });
export const SignUp = z
  .object({
    name: z
      .string({ error: 'Le nom est requis' })
      .trim()
      .min(1, 'Le nom est requis')
      .max(100, 'Le nom est trop long (100 caractères au plus)'),
    email: emailSchema,
    password: newPassword,
  })
  .superRefine((v, ctx) => checkPassword(v.password, [v.email, v.name], ctx, 'password'));
export const RequestReset = z.object({ email: emailSchema });
export const ResetPassword = z
  .object({
    token: z
      .string({ error: 'Lien de réinitialisation invalide' })
      .min(1, 'Lien de réinitialisation invalide'),
    newPassword,
  })
  .superRefine((v, ctx) => checkPassword(v.newPassword, [], ctx, 'newPassword'));

/** What sign-up answers, whether the address already had an account or not. */
export const SIGN_UP_MESSAGE =
  "Si cette adresse n'a pas encore de compte, un lien de confirmation vient d'y être envoyé : suivez-le pour activer votre compte, puis connectez-vous.";
