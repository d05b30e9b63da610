import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** `https://app.example.org, http://10.0.0.5:8080`: each exactly an origin, with no path. */
const originList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const origins = (value ?? '')
      .split(',')
      .map((item) => item.trim().replace(/\/$/, ''))
      .filter(Boolean);
    for (const origin of origins) {
      let parsed: URL | undefined;
      try {
        parsed = new URL(origin);
      } catch {
        parsed = undefined;
      }
      if (!parsed || parsed.origin !== origin || !/^https?:$/.test(parsed.protocol)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${origin}" is not an origin: write scheme://host[:port], such as https://menu.example.org`,
        });
        return z.NEVER;
      }
    }
    return origins;
  });

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** The address people open, used for links and cookie security; defaults to localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** Other sites whose pages may call the API from the browser (CORS), comma-separated; none by default. */
  CORS_ORIGINS: originList,
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.url().optional(),
  SEED_DEMO: flag.default(true),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: optionalText,
  AUTH_SECRET: optionalText,
  /** Sign-in attempts one account may take per window (a success starts over). */
  AUTH_RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().min(1).default(5),
  AUTH_RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Sign-in and sign-up calls one address may make per window: generous, a hostel shares one. */
  AUTH_RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(120),
  AUTH_RATE_LIMIT_IP_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Changes (POST, PUT, PATCH, DELETE under /api) one account may make per window: ample for a person. */
  WRITE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
  WRITE_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Headers and body of a request must arrive within this; a trickling client is cut off (408). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** A connection with nothing moving either way for this long is closed (event streams excepted). */
  IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Open notification streams per client address (a hostel shares one) and per server. */
  EVENT_STREAMS_PER_ADDRESS_MAX: z.coerce.number().int().min(1).default(256),
  EVENT_STREAMS_MAX: z.coerce.number().int().min(1).default(4096),
  /** How long the public meal list's answers are reused (0 turns it off); see public-answer-cache. */
  PUBLIC_ANSWER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Whether answers that depend on who asks are kept by person (decision 0045). */
  PERSON_ANSWER_CACHE: flag.default(true),
  TRUST_PROXY: flag.default(false),
  /**
   * TEST ONLY, never in a real deployment: when true, a request's `x-test-now: <ISO 8601>`
   * header sets what time it is for that request alone (the mess board's cut-offs), so browser
   * journeys running in parallel against one server each move their own clock. Anyone could
   * then turn a locked sitting back on: the server warns at start-up while it is on.
   */
  TEST_CLOCK_HEADER: flag.default(false),
  TZ_COMMUNITY: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Asia/Dhaka')
    .default('Asia/Dhaka'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** The card processor: Stripe (needs its keys) or the built-in test processor; see paymentsRule. */
  PAYMENTS: z.enum(['stripe', 'test']).optional(),
  /** Stripe's API address; set only to point the client at a stand-in (the tests' fake Stripe). */
  STRIPE_API_BASE: z.url().optional(),
  /**
   * Where password-reset e-mails go out: smtp://user:password@host:587 (STARTTLS) or smtps://…:465.
   * Unset, nobody is e-mailed and an admin makes a one-time reset link instead (README).
   */
  SMTP_URL: z
    .url()
    .refine((value) => /^smtps?:\/\//i.test(value), 'must start with smtp:// or smtps://')
    .optional(),
  /** The sender of those e-mails. */
  MAIL_FROM: z.string().trim().min(3).default('MessMate <no-reply@messmate.local>'),
  /**
   * Who runs this server, as Web Push services ask (VAPID's subject): a mailto: address or an
   * https: page. Services may write there about a misbehaving sender.
   */
  PUSH_CONTACT: z
    .string()
    .trim()
    .refine(
      (value) => /^(mailto:.+@.+|https:\/\/.+)/.test(value),
      'must be a mailto: address or an https: URL',
    )
    .default('mailto:admin@messmate.invalid'),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** Bearer token a monitoring system sends to read GET /metrics; unset, /metrics answers 404. */
  METRICS_TOKEN: optionalText.refine(
    (value) => value === undefined || value.length >= 16,
    'must be at least 16 characters (a long random string)',
  ),
  /** Folder for scheduled backups; unset, the server makes none (npm run backup still works). */
  BACKUP_DIR: optionalText,
  /** Hours between scheduled backups (with BACKUP_DIR). */
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 31)
    .default(24),
  /** Scheduled backups kept in BACKUP_DIR; older ones are deleted. */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  /**
   * Seconds between looks for cut-off reminders due (0: none are sent by this instance). Unset:
   * 60, and off under NODE_ENV=test, whose tests turn it on when they ask for it.
   */
  CUTOFF_REMINDER_TICK_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
});

const PAYMENTS_HELP =
  'set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY for real card payments, or PAYMENTS=test ' +
  'to run the built-in test processor, which takes test cards and charges nothing';

/**
 * Which card processor runs. Stripe when its keys are set; otherwise the test processor, which
 * a production start must ask for by name (PAYMENTS=test): left to chance there, anyone could
 * buy a badge with a test card.
 */
const ConfiguredEnvSchema = EnvSchema.transform((env, ctx) => {
  const hasStripe = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY);
  const payments = env.PAYMENTS ?? (hasStripe ? 'stripe' : undefined);
  if (payments === 'stripe' && !hasStripe) {
    ctx.addIssue({ code: 'custom', path: ['PAYMENTS'], message: `is stripe: ${PAYMENTS_HELP}` });
    return z.NEVER;
  }
  if (!payments && env.NODE_ENV === 'production') {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENTS'],
      message: `no card processor is chosen for production: ${PAYMENTS_HELP}`,
    });
    return z.NEVER;
  }
  return {
    ...env,
    PAYMENTS: payments ?? ('test' as const),
    CUTOFF_REMINDER_TICK_SECONDS:
      env.CUTOFF_REMINDER_TICK_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 60),
  };
});

export type Env = z.infer<typeof ConfiguredEnvSchema>;

/** A configuration a start cannot run with; its message is for the person starting it. */
export class ConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigurationError';
  }
}

/** The only place that reads process.env. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ConfiguredEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new ConfigurationError(`Invalid environment configuration:\n${problems}`);
  }
  return parsed.data;
}

export function publicUrl(env: Env): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}
