import path from "node:path";
import { z } from "zod";
import { SCHOOL_TIME_ZONE_DEFAULT } from "./school-calendar";
import { secretKeysProblem } from "./secrets/secret-keys";

const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Relative paths are taken from where `npm start` was run (INIT_CWD); default: <repo>/data. */
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  UPLOAD_DIR: z.string().optional(),
  /** Where uploaded files live: `local` (UPLOAD_DIR) or `s3` (any S3-compatible bucket, S3_*). */
  FILE_STORAGE: z.enum(["local", "s3"]).default("local"),
  /** Unset: AWS's own endpoint for S3_REGION. R2, OSS, MinIO: their https:// (or http://) address. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** `auto` for Cloudflare R2, e.g. `oss-cn-shanghai` for Aliyun OSS. */
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name (a-z, 0-9, dot, dash; 3–63)")
    .optional(),
  /** Prepended to every object key, e.g. `edu/` to share a bucket. */
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, "must be empty or path segments each ending in /")
    .default(""),
  /** Both or neither; neither: the AWS SDK's default chain (environment, instance role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `true` for MinIO and most self-hosted peers (bucket in the path, not the host name). */
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  /**
   * 0: the product streams every file itself after its access check. More: it answers with a
   * presigned address of the bucket valid for that many seconds (still only after the check).
   */
  S3_PRESIGNED_SECONDS: z.coerce.number().int().min(0).max(3600).default(0),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().default("Edu Platform <no-reply@localhost>"),
  /** Default: http://localhost:<PORT>. */
  PUBLIC_URL: z.url().optional(),
  SEED_DEMO: booleanFromEnv.optional(),
  DEMO_PASSWORD: z.string().min(8).default("demo-pass-2026"),
  /**
   * Resolved sessions kept in each process for a few seconds, dropped across processes on every change
   * (LISTEN/NOTIFY): a signed-in request reads no session. `0` reads the session on every request.
   */
  SESSION_CACHE: booleanFromEnv.default(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  CAPTCHA_DISABLED: booleanFromEnv.default(false),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
  MAIL_WORKER_INTERVAL_MS: z.coerce.number().int().min(50).default(2000),
  /** Days after a bill's receivable date on which an unpaid bill reminds the parent, e.g. "3,7,14". */
  BILL_REMINDER_DAYS: z
    .string()
    .regex(/^\s*\d{1,3}(\s*[, ]\s*\d{1,3})*\s*$/)
    .default("1,7,14,30"),
  /** LINE login and bind (OpenID Connect); all three set, or LINE is off and its buttons hidden. */
  LINE_ISSUER: z.url().optional(),
  LINE_CLIENT_ID: z.string().optional(),
  LINE_CLIENT_SECRET: z.string().min(16).optional(),
  /**
   * The school's LINE official account (Messaging API channel, a different channel from login): both
   * set, or LINE notes and LINE notifications are off and hidden. The webhook is POST /api/line/webhook.
   */
  LINE_CHANNEL_SECRET: z.string().min(16).optional(),
  LINE_CHANNEL_ACCESS_TOKEN: z.string().min(16).optional(),
  /** The Messaging API and its content host; tests point both at a local fake. */
  LINE_API_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api.line.me"),
  LINE_DATA_API_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api-data.line.me"),
  /** Card deposits through Stripe Checkout: both set, or no Stripe. */
  STRIPE_SECRET_KEY: z.string().min(8).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
  /**
   * The local payment sandbox (test money, signed webhooks like Stripe's). Unset: on only for the demo
   * (demo data on, not production); refused in production. Money it credits was never paid.
   */
  PAYMENT_SANDBOX: booleanFromEnv.optional(),
  /** Unset: a random secret made once per installation and kept in the database (installation_secrets). */
  PAYMENT_SANDBOX_SECRET: z.string().min(32).optional(),
  /** The school's time zone: what "today" means for receipts, payment dates, reminders and to-dos. */
  SCHOOL_TIME_ZONE: z
    .string()
    .refine(isTimeZone, "must be an IANA time zone such as Asia/Taipei or Asia/Shanghai")
    .default(SCHOOL_TIME_ZONE_DEFAULT),
  /** Hours after which an unpaid deposit (checkout) is marked expired; a later paid notice still credits. */
  DEPOSIT_EXPIRY_HOURS: z.coerce.number().int().min(1).max(2160).default(24),
  /** ECPay (Taiwan ATM / convenience-store payments): all three set, or ECPay is off. */
  ECPAY_MERCHANT_ID: z.string().optional(),
  ECPAY_HASH_KEY: z.string().optional(),
  ECPAY_HASH_IV: z.string().optional(),
  ECPAY_CHECKOUT_URL: z.url().default("https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5"),
  /**
   * Keys sealing stored secrets (application-service passwords): `id:base64-of-32-bytes`, comma-separated,
   * newest first. The first seals; any listed key opens what it sealed, so a key is rotated by putting the
   * new one first and dropping the old one once nothing sealed with it is left. Unset (not in production):
   * a key made once per installation and kept in the database (installation_secrets).
   */
  COUNSELING_SECRET_KEYS: z.string().optional(),
  /** The application services' adapter address. Unset: the demo starts a local fake; elsewhere calls answer 503. */
  APPLICATION_SERVICE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** How long one call to the application service may take before the user is told to try again. */
  APPLICATION_SERVICE_TIMEOUT_MS: z.coerce.number().int().min(200).max(60_000).default(5_000),
});

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export type Config = Readonly<
  Omit<
    z.infer<typeof configSchema>,
    "UPLOAD_DIR" | "WEB_DIST_DIR" | "DATA_DIR" | "PUBLIC_URL" | "PAYMENT_SANDBOX" | "SEED_DEMO"
  > & {
    DATA_DIR: string;
    PUBLIC_URL: string;
    /** Demo data on an empty database: default on, except in production (where it is refused). */
    SEED_DEMO: boolean;
    /** Resolved: whether the payment sandbox (test money) is offered at all. */
    PAYMENT_SANDBOX: boolean;
    UPLOAD_DIR: string;
    WEB_DIST_DIR: string;
  }
>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/**
 * NODE_ENV=production is a real installation: everything a demo allows that would hurt real people
 * is refused at start, all of it listed at once.
 */
function productionProblems(
  value: z.infer<typeof configSchema>,
  given: Record<string, string | undefined>,
): (string | false)[] {
  const publicUrl = value.PUBLIC_URL ? new URL(value.PUBLIC_URL) : undefined;
  return [
    value.SEED_DEMO === true && "SEED_DEMO: demo data (with its known passwords) is refused in production",
    value.PAYMENT_SANDBOX === true && "PAYMENT_SANDBOX: test money is refused in production",
    value.PAYMENT_SANDBOX_SECRET !== undefined &&
      "PAYMENT_SANDBOX_SECRET: the sandbox is refused in production",
    value.CAPTCHA_DISABLED && "CAPTCHA_DISABLED: every captcha would pass; refused in production",
    !publicUrl &&
      "PUBLIC_URL: required in production (the address people use, e.g. https://school.example.com)",
    !!publicUrl &&
      /^(localhost|.+\.localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0)$/.test(publicUrl.hostname) &&
      "PUBLIC_URL: a localhost address is refused in production (links in mail would lead nowhere)",
    !!publicUrl &&
      publicUrl.protocol !== "https:" &&
      "PUBLIC_URL: must be https:// in production (sign-in cookies and card payments need it)",
    // The built-in default is ECPay's stage: real families would pay into a test merchant.
    !!value.ECPAY_MERCHANT_ID &&
      !given.ECPAY_CHECKOUT_URL &&
      "ECPAY_CHECKOUT_URL: required in production with ECPay (the default is ECPay's stage, e.g. https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5)",
    !value.COUNSELING_SECRET_KEYS &&
      "COUNSELING_SECRET_KEYS: required in production (stored application-service passwords are sealed with it), e.g. k1:<32 random bytes in base64>",
    !!value.SMTP_URL &&
      !given.MAIL_FROM &&
      "MAIL_FROM: the school's sender address is required in production with SMTP_URL (mail from no-reply@localhost is rejected as spam)",
  ];
}

/** Links in mail are PUBLIC_URL + a path, and the web app is served at /: an origin only, no trailing slash. */
function publicUrlProblem(value: string | undefined): string | false {
  if (!value) return false;
  const url = new URL(value);
  return (
    ((url.pathname !== "/" && url.pathname !== "") || url.search !== "" || url.hash !== "") &&
    `PUBLIC_URL: only scheme, host and port, e.g. ${url.origin} (the product is served at /)`
  );
}

const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** The only reader of the environment. Empty strings count as unset. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const value = parsed.data;
  const storageProblems = [
    value.FILE_STORAGE === "s3" && !value.S3_BUCKET && "S3_BUCKET: required when FILE_STORAGE=s3",
    !value.S3_ACCESS_KEY_ID !== !value.S3_SECRET_ACCESS_KEY &&
      "S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither",
  ].filter((problem): problem is string => typeof problem === "string");
  const pairProblems = [
    !value.STRIPE_SECRET_KEY !== !value.STRIPE_WEBHOOK_SECRET &&
      "STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both or neither",
    !value.LINE_CHANNEL_SECRET !== !value.LINE_CHANNEL_ACCESS_TOKEN &&
      "LINE_CHANNEL_SECRET, LINE_CHANNEL_ACCESS_TOKEN: set both or neither",
    new Set([!value.LINE_ISSUER, !value.LINE_CLIENT_ID, !value.LINE_CLIENT_SECRET]).size > 1 &&
      "LINE_ISSUER, LINE_CLIENT_ID, LINE_CLIENT_SECRET: set all three or none",
    new Set([!value.ECPAY_MERCHANT_ID, !value.ECPAY_HASH_KEY, !value.ECPAY_HASH_IV]).size > 1 &&
      "ECPAY_MERCHANT_ID, ECPAY_HASH_KEY, ECPAY_HASH_IV: set all three or none",
  ];
  const production = value.NODE_ENV === "production";
  const seedDemo = value.SEED_DEMO ?? !production;
  const paymentSandbox = value.PAYMENT_SANDBOX ?? (!production && seedDemo);
  const problems = [
    ...storageProblems,
    ...pairProblems,
    publicUrlProblem(value.PUBLIC_URL),
    secretKeysProblem(value.COUNSELING_SECRET_KEYS),
    ...(production ? productionProblems(value, cleaned) : []),
  ].filter((problem): problem is string => typeof problem === "string");
  if (problems.length) throw new ConfigError(problems);
  // npm runs workspace scripts inside apps/server; paths a person typed mean where they typed them.
  const baseDir = cleaned.INIT_CWD ?? process.cwd();
  const dataDir = value.DATA_DIR ? path.resolve(baseDir, value.DATA_DIR) : path.join(repoRoot, "data");
  return Object.freeze({
    ...value,
    SEED_DEMO: seedDemo,
    PAYMENT_SANDBOX: paymentSandbox,
    DATA_DIR: dataDir,
    PUBLIC_URL: value.PUBLIC_URL ? new URL(value.PUBLIC_URL).origin : `http://localhost:${value.PORT}`,
    UPLOAD_DIR: value.UPLOAD_DIR ? path.resolve(baseDir, value.UPLOAD_DIR) : path.join(dataDir, "uploads"),
    WEB_DIST_DIR: value.WEB_DIST_DIR
      ? path.resolve(baseDir, value.WEB_DIST_DIR)
      : path.join(repoRoot, "apps/web/build/client"),
  });
}
