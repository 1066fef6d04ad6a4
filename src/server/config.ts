import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { BillingSettings } from './billing/billing-settings.js';
import type { ModelSettings } from './ai/provider/model-settings.js';
import type { MailSettings } from './mail/mail-settings.js';
import type { S3Settings } from './storage/s3-storage.js';

/**
 * The runtime contract of DESIGN.md: every setting comes from the environment, with a default
 * that works on a laptop. An invalid value stops the start with one line naming the variable.
 */
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);
const optionalUrl = optionalText.refine((value) => value === undefined || /^https?:\/\/[^/]+/.test(value), {
  message: 'must be an http:// or https:// URL',
});
/** A whole number of seconds from 1 to an hour. */
const seconds = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be between 1 and 3600 seconds')
    .max(3600, 'must be between 1 and 3600 seconds')
    .default(fallback);
const PAYPAL_SANDBOX_API = 'https://api-m.sandbox.paypal.com';

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash && !url.username;
  } catch {
    return false;
  }
}

/**
 * Which proxies' X-Forwarded-* headers to believe (issue 12, defect 4). `true` used to make
 * Fastify trust every hop, so a client could choose its own address by prepending one to
 * X-Forwarded-For and dodge every per-address limit. Now `true` means one proxy (the usual TLS
 * terminator), a number means that many, and a list names the proxies by address or CIDR range
 * (or proxy-addr's `loopback`, `linklocal`, `uniquelocal`). Undefined: not a valid setting.
 */
export type TrustedProxies = false | number | string[];

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(value: string): TrustedProxies | undefined {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text) <= 100 ? Number(text) : undefined;
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries.length > 0 && entries.every(isProxyAddress) ? entries : undefined;
}

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** `address` or `Name <address>`: the forms a From header takes. */
function isMailbox(value: string): boolean {
  const address = /<([^<>]+)>$/.exec(value)?.[1] ?? value;
  return z.email().safeParse(address.trim()).success;
}

/** Without PUBLIC_URL, the address the server listens on (a wildcard host reads as localhost). */
function listeningUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

const environment = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
        message: 'must be a postgres:// or postgresql:// connection URL',
      }),
    // Instances share co-editing changes through Redis instead of LISTEN/NOTIFY (ADR 0040).
    REDIS_URL: optionalText.refine((value) => value === undefined || /^rediss?:\/\/[^/]/.test(value), {
      message: 'must be a redis:// or rediss:// URL, such as redis://redis.internal:6379',
    }),
    MASTER_EMAIL: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .pipe(z.email('must be an email address').optional()),
    MASTER_KEY: z
      .string()
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || value.length >= 12, {
        message: 'must be at least 12 characters',
      }),
    APP_NAME: z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters').default('Inkwise'),
    // The address visitors reach the site at, for canonical links and link previews (ADR 0012).
    PUBLIC_URL: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || isOrigin(value), {
        message: 'must be an http:// or https:// address with no path, such as https://write.example.com',
      })
      .transform((value) => value?.replace(/\/+$/, '')),
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .transform((value, context) => {
        const trusted = parseTrustProxy(value);
        if (trusted === undefined) {
          context.addIssue({
            code: 'custom',
            message: 'must be true, false, a number of proxies in front of the app, or a comma-separated list of proxy addresses or CIDR ranges',
          });
          return z.NEVER;
        }
        return trusted;
      }),
    S3_BUCKET: z.string().trim().optional().transform((value) => value || undefined),
    S3_REGION: z.string().trim().default('us-east-1'),
    S3_ENDPOINT: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || /^https?:\/\//.test(value), { message: 'must be an http:// or https:// URL' }),
    S3_ACCESS_KEY_ID: z.string().optional().transform((value) => value || undefined),
    S3_SECRET_ACCESS_KEY: z.string().optional().transform((value) => value || undefined),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    // An upload that sends nothing for this long is answered 408 and nothing of it is kept.
    UPLOAD_IDLE_TIMEOUT_SECONDS: seconds(30),
    // After SIGTERM, requests still open this long are cut so that the process can exit.
    SHUTDOWN_TIMEOUT_SECONDS: seconds(10),
    LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
    // Payments (issue 5, ADR 0009/0010). Without keys a test-mode provider completes payments.
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PRICE_INDIVIDUAL: optionalText,
    STRIPE_PRICE_FAMILY: optionalText,
    STRIPE_PRICE_ENTERPRISE: optionalText,
    STRIPE_API_BASE: optionalUrl,
    PAYPAL_CLIENT_ID: optionalText,
    PAYPAL_CLIENT_SECRET: optionalText,
    PAYPAL_WEBHOOK_ID: optionalText,
    PAYPAL_PLAN_INDIVIDUAL: optionalText,
    PAYPAL_PLAN_FAMILY: optionalText,
    PAYPAL_PLAN_ENTERPRISE: optionalText,
    PAYPAL_API_BASE: optionalUrl,
    // An OpenAI-compatible Chat Completions endpoint (issue 15, ADR 0025): OpenAI, Ollama,
    // llama.cpp, vLLM, LM Studio, OpenRouter. Without it the built-in engine is all there is.
    AI_BASE_URL: optionalUrl,
    AI_API_KEY: z.string().optional().transform((value) => value || undefined),
    AI_MODEL: optionalText,
    AI_MODEL_FAST: optionalText,
    // Encrypts secrets kept in the database (workspaces' model API keys); generated into DATA_DIR
    // on first start when unset. Instances sharing a database must share it.
    APP_SECRET: z.string().trim().min(32, 'must be at least 32 characters').optional().or(z.literal('').transform(() => undefined)),
    // Whether a workspace's own model endpoint may be on a private or loopback address (Ollama on
    // this machine): right for a laptop, to be switched off where strangers share the server.
    AI_ALLOW_PRIVATE_ENDPOINTS: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true').transform((value) => value === 'true'),
    // Outgoing mail (issue 18, ADR 0033): an SMTP server, or .eml files in DATA_DIR/outbox.
    SMTP_URL: optionalText.refine((value) => value === undefined || isSmtpUrl(value), {
      message: 'must be an smtp:// or smtps:// URL with a host, such as smtps://user:password@smtp.example.com:465',
    }),
    MAIL_FROM: optionalText.refine((value) => value === undefined || isMailbox(value), {
      message: 'must be an email address, or a name and address such as Inkwise <no-reply@example.com>',
    }),
  })
  .superRefine((env, context) => {
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      context.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: env.S3_ACCESS_KEY_ID ? 'is required when S3_ACCESS_KEY_ID is set' : 'is required when S3_SECRET_ACCESS_KEY is set',
      });
    }
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID)) {
      context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required to use object storage' });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      // Without it no checkout could ever be confirmed: payments would be taken and never applied.
      context.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required when STRIPE_SECRET_KEY is set' });
    }
    if (!env.STRIPE_SECRET_KEY) {
      for (const name of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_INDIVIDUAL', 'STRIPE_PRICE_FAMILY', 'STRIPE_PRICE_ENTERPRISE'] as const) {
        if (env[name]) context.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: `is required when ${name} is set` });
      }
    }
    const paypalRequired = [
      'PAYPAL_CLIENT_SECRET',
      'PAYPAL_WEBHOOK_ID',
      'PAYPAL_PLAN_INDIVIDUAL',
      'PAYPAL_PLAN_FAMILY',
      'PAYPAL_PLAN_ENTERPRISE',
    ] as const;
    if (env.PAYPAL_CLIENT_ID) {
      for (const name of paypalRequired) {
        if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: 'is required when PAYPAL_CLIENT_ID is set' });
      }
    } else {
      for (const name of paypalRequired) {
        if (env[name]) context.addIssue({ code: 'custom', path: ['PAYPAL_CLIENT_ID'], message: `is required when ${name} is set` });
      }
    }
    if (env.AI_BASE_URL && !env.AI_MODEL) {
      context.addIssue({ code: 'custom', path: ['AI_MODEL'], message: 'is required when AI_BASE_URL is set (the model to use, e.g. llama3.1 or gpt-4o-mini)' });
    }
    for (const name of ['AI_API_KEY', 'AI_MODEL', 'AI_MODEL_FAST'] as const) {
      if (env[name] && !env.AI_BASE_URL) context.addIssue({ code: 'custom', path: ['AI_BASE_URL'], message: `is required when ${name} is set` });
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      // A made-up sender would be refused or filed as spam by most servers: the operator names one.
      context.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required when SMTP_URL is set (the sender address, e.g. Inkwise <no-reply@example.com>)' });
    }
    if (Boolean(env.MASTER_EMAIL) !== Boolean(env.MASTER_KEY)) {
      context.addIssue({
        code: 'custom',
        path: [env.MASTER_EMAIL ? 'MASTER_KEY' : 'MASTER_EMAIL'],
        message: env.MASTER_EMAIL ? 'is required when MASTER_EMAIL is set' : 'is required when MASTER_KEY is set',
      });
    }
  });

export interface MasterAccountSettings {
  email: string;
  key: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** REDIS_URL; co-editing instances share changes through PostgreSQL LISTEN/NOTIFY when unset. */
  redisUrl: string | undefined;
  master: MasterAccountSettings | undefined;
  appName: string;
  /** The site's public origin, no trailing slash: PUBLIC_URL, else the listening address. */
  publicUrl: string;
  /** The proxies whose X-Forwarded-* headers (client address, https) are believed. */
  trustProxy: TrustedProxies;
  logLevel: (typeof logLevels)[number];
  /** How long an upload may send nothing before it is refused (408). */
  uploadIdleTimeoutMs: number;
  /** How long a graceful shutdown waits for open requests before cutting them. */
  shutdownTimeoutMs: number;
  /** Object storage for uploads; local disk under DATA_DIR when absent. */
  s3: S3Settings | undefined;
  /** Payment providers; each one absent is replaced by the offline test mode. */
  billing: BillingSettings;
  /** The model endpoint; undefined when none is configured (the built-in engine only). */
  ai: ModelSettings | undefined;
  /** APP_SECRET; undefined when unset (one is then generated into DATA_DIR). */
  appSecret: string | undefined;
  /** AI_ALLOW_PRIVATE_ENDPOINTS: workspaces' own model endpoints may be private addresses. */
  aiAllowPrivateEndpoints: boolean;
  /** SMTP_URL and MAIL_FROM; without SMTP_URL, mail is written to DATA_DIR/outbox. */
  mail: MailSettings;
}

export class ConfigError extends Error {}

/** Reads the configuration, or throws a ConfigError whose message is the one line to print. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = issue?.path[0]?.toString() ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${variable} ${issue?.message ?? 'is invalid'}`);
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    redisUrl: value.REDIS_URL,
    master: value.MASTER_EMAIL && value.MASTER_KEY ? { email: value.MASTER_EMAIL, key: value.MASTER_KEY } : undefined,
    appName: value.APP_NAME,
    publicUrl: value.PUBLIC_URL ?? listeningUrl(value.HOST, value.PORT),
    trustProxy: value.TRUST_PROXY,
    logLevel: value.LOG_LEVEL,
    uploadIdleTimeoutMs: value.UPLOAD_IDLE_TIMEOUT_SECONDS * 1000,
    shutdownTimeoutMs: value.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    s3: value.S3_BUCKET
      ? {
          bucket: value.S3_BUCKET,
          region: value.S3_REGION,
          endpoint: value.S3_ENDPOINT,
          accessKeyId: value.S3_ACCESS_KEY_ID,
          secretAccessKey: value.S3_SECRET_ACCESS_KEY,
          forcePathStyle: value.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    billing: {
      stripe: value.STRIPE_SECRET_KEY
        ? {
            secretKey: value.STRIPE_SECRET_KEY,
            webhookSecret: value.STRIPE_WEBHOOK_SECRET ?? '',
            prices: {
              individual: value.STRIPE_PRICE_INDIVIDUAL,
              family: value.STRIPE_PRICE_FAMILY,
              enterprise: value.STRIPE_PRICE_ENTERPRISE,
            },
            apiBase: value.STRIPE_API_BASE,
          }
        : undefined,
      paypal: value.PAYPAL_CLIENT_ID
        ? {
            clientId: value.PAYPAL_CLIENT_ID,
            clientSecret: value.PAYPAL_CLIENT_SECRET ?? '',
            webhookId: value.PAYPAL_WEBHOOK_ID ?? '',
            plans: {
              individual: value.PAYPAL_PLAN_INDIVIDUAL ?? '',
              family: value.PAYPAL_PLAN_FAMILY ?? '',
              enterprise: value.PAYPAL_PLAN_ENTERPRISE ?? '',
            },
            apiBase: (value.PAYPAL_API_BASE ?? PAYPAL_SANDBOX_API).replace(/\/+$/, ''),
          }
        : undefined,
    },
    appSecret: value.APP_SECRET,
    aiAllowPrivateEndpoints: value.AI_ALLOW_PRIVATE_ENDPOINTS,
    mail: {
      smtpUrl: value.SMTP_URL,
      from: value.MAIL_FROM ?? `${value.APP_NAME} <no-reply@localhost>`,
      outboxDirectory: path.join(path.resolve(value.DATA_DIR), 'outbox'),
    },
    ai:
      value.AI_BASE_URL && value.AI_MODEL
        ? {
            baseUrl: value.AI_BASE_URL.replace(/\/+$/, ''),
            apiKey: value.AI_API_KEY,
            model: value.AI_MODEL,
            fastModel: value.AI_MODEL_FAST ?? value.AI_MODEL,
          }
        : undefined,
  };
}
