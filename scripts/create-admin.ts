/**
 * `npm run admin:create -- <email>`: creates an admin account. For an address that already has an account,
 * the account gets the password given here (its previous password stops working, its sessions end) and
 * the admin role: whoever opened it before keeps no access. The password is read from ADMIN_PASSWORD or
 * typed at the prompt (never passed on the command line, where it would stay in the shell history).
 */
import { createInterface } from 'node:readline/promises';
import { emailSchema } from '#core/validation/email.ts';
import { AdminPasswordRefused, createAdmin } from '../api/auth/first-admin.ts';
import { prepareDatabase } from '../api/bootstrap.ts';
import { readEnv } from '../api/env.ts';
import { createMailer } from '../api/services/email.ts';
import { closeDb } from '../db/client.ts';

const env = readEnv();
const rl = createInterface({ input: process.stdin, output: process.stdout });
const emailInput = process.argv[2] ?? env.ADMIN_EMAIL ?? (await rl.question('Email : '));
const email = emailSchema.safeParse(emailInput);
if (!email.success) {
  console.error(email.error.issues[0]?.message ?? 'Email invalide');
  process.exit(1);
}
const password =
  env.ADMIN_PASSWORD ??
  (await rl.question('Mot de passe (10 caractères au moins, pas un mot de passe courant) : '));
rl.close();
const db = await prepareDatabase(env.STORE, () => {});
try {
  const res = await createAdmin({ db, env, mailer: createMailer(db, env) }, { email: email.data, password });
  console.log(
    res.created
      ? 'Compte administrateur créé.'
      : 'Compte existant : ce mot de passe le remplace, ses sessions sont fermées, rôle administrateur ajouté.',
  );
} catch (err) {
  if (!(err instanceof AdminPasswordRefused)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await closeDb(db);
}
