import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './storage/s3-storage.js';

/**
 * The runtime contract of DESIGN.md: every setting comes from the environment, with a default
 * that works on a laptop. An invalid value stops the start with one line naming the variable.
 */
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
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
    LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
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
  master: MasterAccountSettings | undefined;
  appName: string;
  /** Behind a TLS-terminating proxy: believe its X-Forwarded-* headers (client IP, https). */
  trustProxy: boolean;
  logLevel: (typeof logLevels)[number];
  /** Object storage for uploads; local disk under DATA_DIR when absent. */
  s3: S3Settings | undefined;
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
    master: value.MASTER_EMAIL && value.MASTER_KEY ? { email: value.MASTER_EMAIL, key: value.MASTER_KEY } : undefined,
    appName: value.APP_NAME,
    trustProxy: value.TRUST_PROXY,
    logLevel: value.LOG_LEVEL,
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
  };
}
