/**
 * Every rate limit of the server, with its default and the environment variable that changes it
 * (listed in the README). Counters live in the store (db/queries/rate-limits.ts), shared by every
 * server process. « client » = the client's address (an IPv6 client counts by its /64), never stored
 * in clear; « recipient » = an e-mail address the server would write to.
 *
 * The defaults let a whole university behind one address through: a simulation is about 12 step saves.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type LimitSpec = {
  /** Environment variable holding the maximum. */
  readonly env: string;
  /** Hits allowed per window by default. */
  readonly max: number;
  readonly windowMs: number;
  /** What is counted, for the README and the logs. */
  readonly counts: string;
};

export const LIMITS = {
  stepSave: {
    env: 'STEP_SAVE_RATE_LIMIT',
    max: 600,
    windowMs: MINUTE,
    counts: 'step saves (POST /api/v2-save-step) a minute per client',
  },
  simulationCompute: {
    env: 'SIMULATION_RATE_LIMIT',
    max: 120,
    windowMs: MINUTE,
    counts: 'calculations and completions (/api/calculate, /api/v2-complete-session) a minute per client',
  },
  resultEmailClient: {
    env: 'RESULT_EMAIL_RATE_LIMIT',
    max: 60,
    windowMs: HOUR,
    counts: 'result e-mails (POST /api/send-apl-results) an hour per client',
  },
  resultEmailRecipient: {
    env: 'RESULT_EMAIL_RECIPIENT_LIMIT',
    max: 3,
    windowMs: DAY,
    counts: 'result e-mails a day to one address',
  },
  resultsView: {
    env: 'RESULTS_VIEW_RATE_LIMIT',
    max: 120,
    windowMs: MINUTE,
    counts: 'shared results read (GET /api/results/<id>) a minute per client',
  },
  contact: {
    env: 'CONTACT_RATE_LIMIT',
    max: 10,
    windowMs: HOUR,
    counts: 'contact messages (POST /api/contact) an hour per client',
  },
  partnerClick: {
    env: 'PARTNER_CLICK_RATE_LIMIT',
    max: 30,
    windowMs: MINUTE,
    counts: 'partner clicks (POST /api/partner-clicks) a minute per client',
  },
  tracking: {
    env: 'TRACKING_RATE_LIMIT',
    max: 120,
    windowMs: MINUTE,
    counts: 'audience requests (POST /api/visitor-tracking) a minute per client',
  },
  dataDeletion: {
    env: 'DATA_DELETION_RATE_LIMIT',
    max: 5,
    windowMs: 15 * MINUTE,
    counts: '« supprimer mes données » requests and confirmations a quarter of an hour per client',
  },
  dataDeletionRecipient: {
    env: 'DATA_DELETION_RECIPIENT_LIMIT',
    max: 1,
    windowMs: HOUR,
    counts: 'data-deletion confirmation e-mails an hour to one address',
  },
  signIn: {
    env: 'SIGNIN_RATE_LIMIT',
    max: 10,
    windowMs: MINUTE,
    counts: 'sign-in attempts a minute per client',
  },
  signInFailures: {
    env: 'SIGNIN_FAILURE_LIMIT',
    max: 5,
    windowMs: 15 * MINUTE,
    counts:
      'wrong passwords for one account from one client in 15 minutes, before that client (only) must wait',
  },
  signInClientFailures: {
    env: 'SIGNIN_CLIENT_FAILURE_LIMIT',
    max: 20,
    windowMs: HOUR,
    counts: 'wrong passwords from one client an hour, whatever the accounts, before that client must wait',
  },
  signUp: {
    env: 'SIGNUP_RATE_LIMIT',
    max: 10,
    windowMs: HOUR,
    counts: 'sign-ups an hour per client',
  },
  passwordReset: {
    env: 'PASSWORD_RESET_RATE_LIMIT',
    max: 5,
    windowMs: 15 * MINUTE,
    counts: 'password-reset requests and resets a quarter of an hour per client',
  },
  accountEmailRequester: {
    env: 'ACCOUNT_EMAIL_REQUESTER_LIMIT',
    max: 3,
    windowMs: DAY,
    counts: 'account e-mails (address confirmation, password reset) a day to one address asked by one client',
  },
  accountEmailRecipient: {
    env: 'ACCOUNT_EMAIL_RECIPIENT_LIMIT',
    max: 20,
    windowMs: DAY,
    counts:
      "account e-mails a day to one address, all clients together (only those within their client's share count; an admin's invitation is not counted)",
  },
  apiWrite: {
    env: 'API_WRITE_RATE_LIMIT',
    max: 120,
    windowMs: MINUTE,
    counts: 'any other write to the API (sign-out…) a minute per client',
  },
  adminWrite: {
    env: 'ADMIN_WRITE_RATE_LIMIT',
    max: 600,
    windowMs: MINUTE,
    counts: 'back-office writes (/api/admin/*, uploads included) a minute per client',
  },
  sitePreview: {
    env: 'SITE_PREVIEW_RATE_LIMIT',
    max: 10,
    windowMs: MINUTE,
    counts: 'previews in the site layout (POST /api/admin/preview/site, one build each) a minute per editor',
  },
  previewLinkOpen: {
    env: 'PREVIEW_LINK_RATE_LIMIT',
    max: 60,
    windowMs: MINUTE,
    counts: 'preview links opened (GET /apercu?jeton=…, valid or not) a minute per client',
  },
  // Storage budgets (api/services/store-budget.ts): what anonymous writes may add to the store, in bytes.
  storeBytesClient: {
    env: 'STORE_BUDGET_CLIENT_BYTES',
    max: 2 * 1024 * 1024,
    windowMs: HOUR,
    counts:
      'bytes that step saves and audience events of one client may add to the store an hour in full (beyond: without history nor free-form data; beyond twice: existing simulations only, events counted only)',
  },
  storeKibGlobal: {
    env: 'STORE_BUDGET_GLOBAL_KB',
    max: 64 * 1024,
    windowMs: HOUR,
    counts:
      'kilobytes that step saves and audience events of all clients may add to the store an hour in full (beyond: without history nor free-form data; beyond twice: events counted only)',
  },
} as const satisfies Record<string, LimitSpec>;

export type LimitName = keyof typeof LIMITS;
export type LimitEnvName = (typeof LIMITS)[LimitName]['env'];
