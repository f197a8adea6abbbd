/**
 * `npm run admin:create -- <email>`: creates an admin account (or gives the admin role to an existing one).
 * The password is read from ADMIN_PASSWORD or typed at the prompt (never passed on the command line,
 * where it would stay in the shell history).
 */
import { createInterface } from 'node:readline/promises';
import { createAdmin } from '../api/auth/first-admin.ts';
import { prepareDatabase } from '../api/bootstrap.ts';
import { readEnv } from '../api/env.ts';
import { createMailer } from '../api/services/email.ts';
import { emailSchema } from '../src/core/validation/email.ts';

const env = readEnv();
const rl = createInterface({ input: process.stdin, output: process.stdout });
const emailInput = process.argv[2] ?? env.ADMIN_EMAIL ?? (await rl.question('Email : '));
const email = emailSchema.safeParse(emailInput);
if (!email.success) {
  console.error(email.error.issues[0]?.message ?? 'Email invalide');
  process.exit(1);
}
const password = env.ADMIN_PASSWORD ?? (await rl.question('Mot de passe (10 caractères au moins) : '));
rl.close();
if (password.length < 10) {
  console.error('Le mot de passe doit contenir au moins 10 caractères');
  process.exit(1);
}
const db = prepareDatabase(env.DATABASE_PATH, () => {});
try {
  const res = await createAdmin({ db, env, mailer: createMailer(db, env) }, { email: email.data, password });
  console.log(res.created ? 'Compte administrateur créé.' : 'Compte existant : rôle administrateur ajouté.');
} finally {
  db.$client.close();
}
