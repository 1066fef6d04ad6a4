import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has defaults that run on a laptop with nothing set', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      master: undefined,
      appName: 'Inkwise',
      publicUrl: 'http://127.0.0.1:3000',
      trustProxy: false,
      logLevel: 'info',
      uploadIdleTimeoutMs: 30_000,
      shutdownTimeoutMs: 10_000,
      s3: undefined,
      billing: { stripe: undefined, paypal: undefined },
      ai: undefined,
      appSecret: undefined,
      aiAllowPrivateEndpoints: true,
      mail: { smtpUrl: undefined, from: 'Inkwise <no-reply@localhost>', outboxDirectory: path.resolve('./data/outbox') },
    });
  });

  it('reads every variable of the runtime contract', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/inkwise',
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/inkwise',
      REDIS_URL: 'redis://:secret@redis.internal:6379/0',
      MASTER_EMAIL: 'admin@agency.example',
      MASTER_KEY: 'a very long master key',
      APP_NAME: 'Quillcraft',
      PUBLIC_URL: 'https://write.quillcraft.example/',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'debug',
      UPLOAD_IDLE_TIMEOUT_SECONDS: '45',
      SHUTDOWN_TIMEOUT_SECONDS: '20',
      S3_BUCKET: 'inkwise-files',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'https://s3.internal',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      APP_SECRET: 'a shared secret of at least thirty-two characters',
      AI_ALLOW_PRIVATE_ENDPOINTS: 'false',
      SMTP_URL: 'smtps://mailer:pa55@smtp.quillcraft.example:465',
      MAIL_FROM: 'Quillcraft <hello@quillcraft.example>',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/inkwise',
      databaseUrl: 'postgres://app:secret@db.internal:5432/inkwise',
      redisUrl: 'redis://:secret@redis.internal:6379/0',
      master: { email: 'admin@agency.example', key: 'a very long master key' },
      appName: 'Quillcraft',
      publicUrl: 'https://write.quillcraft.example',
      trustProxy: 1,
      logLevel: 'debug',
      uploadIdleTimeoutMs: 45_000,
      shutdownTimeoutMs: 20_000,
      s3: {
        bucket: 'inkwise-files',
        region: 'eu-west-1',
        endpoint: 'https://s3.internal',
        accessKeyId: 'AKIA',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
      billing: { stripe: undefined, paypal: undefined },
      ai: undefined,
      appSecret: 'a shared secret of at least thirty-two characters',
      aiAllowPrivateEndpoints: false,
      mail: { smtpUrl: 'smtps://mailer:pa55@smtp.quillcraft.example:465', from: 'Quillcraft <hello@quillcraft.example>', outboxDirectory: '/var/lib/inkwise/outbox' },
    });
  });

  it('names the listening address as the public URL when PUBLIC_URL is not set', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '::1', PORT: '8080' }).publicUrl).toBe('http://[::1]:8080');
    expect(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://write.example.com' }).publicUrl).toBe('https://write.example.com');
  });

  it.each([
    [{ PORT: 'eighty' }, 'Invalid configuration: PORT must be a whole number'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be between 0 and 65535'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// connection URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'Invalid configuration: REDIS_URL must be a redis:// or rediss:// URL, such as redis://redis.internal:6379'],
    [{ MASTER_EMAIL: 'admin@example.com' }, 'Invalid configuration: MASTER_KEY is required when MASTER_EMAIL is set'],
    [{ MASTER_KEY: 'a very long master key' }, 'Invalid configuration: MASTER_EMAIL is required when MASTER_KEY is set'],
    [{ MASTER_EMAIL: 'admin@example.com', MASTER_KEY: 'short' }, 'Invalid configuration: MASTER_KEY must be at least 12 characters'],
    [{ MASTER_EMAIL: 'not-an-email', MASTER_KEY: 'a very long master key' }, 'Invalid configuration: MASTER_EMAIL must be an email address'],
    [{ LOG_LEVEL: 'loud' }, 'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ APP_NAME: '   ' }, 'Invalid configuration: APP_NAME must not be empty'],
    [{ PUBLIC_URL: 'write.example.com' }, 'Invalid configuration: PUBLIC_URL must be an http:// or https:// address with no path'],
    [{ PUBLIC_URL: 'https://example.com/app' }, 'Invalid configuration: PUBLIC_URL must be an http:// or https:// address with no path'],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'Invalid configuration: S3_BUCKET is required to use object storage'],
    [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AKIA' }, 'Invalid configuration: S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set'],
    [{ TRUST_PROXY: 'yes' }, 'Invalid configuration: TRUST_PROXY must be true, false, a number of proxies'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'Invalid configuration: TRUST_PROXY must be true, false, a number of proxies'],
    [{ UPLOAD_IDLE_TIMEOUT_SECONDS: '0' }, 'Invalid configuration: UPLOAD_IDLE_TIMEOUT_SECONDS must be between 1 and 3600 seconds'],
    [{ SHUTDOWN_TIMEOUT_SECONDS: 'soon' }, 'Invalid configuration: SHUTDOWN_TIMEOUT_SECONDS must be a whole number of seconds'],
  ])('stops on %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('loadConfig: mail', () => {
  it('names the outbox under DATA_DIR and the app as the sender when no SMTP server is set', () => {
    expect(loadConfig({ DATA_DIR: '/srv/ink', APP_NAME: 'Quillcraft' }).mail).toEqual({
      smtpUrl: undefined,
      from: 'Quillcraft <no-reply@localhost>',
      outboxDirectory: '/srv/ink/outbox',
    });
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'no-reply@example.com' }).mail.from).toBe('no-reply@example.com');
  });

  it.each([
    [{ SMTP_URL: 'https://smtp.example.com' }, 'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL with a host'],
    [{ SMTP_URL: 'smtp.example.com:465' }, 'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL with a host'],
    [{ SMTP_URL: 'smtps://user:pass@smtp.example.com:465' }, 'Invalid configuration: MAIL_FROM is required when SMTP_URL is set'],
    [{ MAIL_FROM: 'Inkwise <not an address>' }, 'Invalid configuration: MAIL_FROM must be an email address, or a name and address'],
  ])('stops on %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('loadConfig: the AI model', () => {
  it('reads an OpenAI-compatible endpoint, its key and models; the fast model defaults to the main one', () => {
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1/', AI_MODEL: 'llama3.1' }).ai).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.1',
      fastModel: 'llama3.1',
    });
    expect(
      loadConfig({ AI_BASE_URL: 'https://api.openai.com/v1', AI_API_KEY: 'sk-1', AI_MODEL: 'gpt-4o', AI_MODEL_FAST: 'gpt-4o-mini' }).ai,
    ).toEqual({ baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-1', model: 'gpt-4o', fastModel: 'gpt-4o-mini' });
  });

  it('stops with one line for an incomplete or malformed setting', () => {
    const attempts: Array<[Record<string, string>, string]> = [
      [{ AI_BASE_URL: 'http://127.0.0.1:11434/v1' }, 'Invalid configuration: AI_MODEL is required when AI_BASE_URL is set (the model to use, e.g. llama3.1 or gpt-4o-mini)'],
      [{ AI_MODEL: 'llama3.1' }, 'Invalid configuration: AI_BASE_URL is required when AI_MODEL is set'],
      [{ AI_API_KEY: 'sk-1' }, 'Invalid configuration: AI_BASE_URL is required when AI_API_KEY is set'],
      [{ APP_SECRET: 'too short' }, 'Invalid configuration: APP_SECRET must be at least 32 characters'],
      [{ AI_ALLOW_PRIVATE_ENDPOINTS: 'yes' }, 'Invalid configuration: AI_ALLOW_PRIVATE_ENDPOINTS must be true or false'],
      [{ AI_BASE_URL: 'localhost:11434', AI_MODEL: 'm' }, 'Invalid configuration: AI_BASE_URL must be an http:// or https:// URL'],
    ];
    for (const [env, message] of attempts) expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });
});

describe('loadConfig: payments', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
  const paypal = {
    PAYPAL_CLIENT_ID: 'client',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_WEBHOOK_ID: 'WH-1',
    PAYPAL_PLAN_INDIVIDUAL: 'P-1',
    PAYPAL_PLAN_FAMILY: 'P-2',
    PAYPAL_PLAN_ENTERPRISE: 'P-3',
  };

  it('reads Stripe and PayPal settings, with PayPal’s sandbox as the default API', () => {
    const { billing } = loadConfig({ ...stripe, STRIPE_PRICE_FAMILY: 'price_family', STRIPE_API_BASE: 'http://127.0.0.1:12111', ...paypal });
    expect(billing).toEqual({
      stripe: {
        secretKey: 'sk_live_1',
        webhookSecret: 'whsec_1',
        prices: { individual: undefined, family: 'price_family', enterprise: undefined },
        apiBase: 'http://127.0.0.1:12111',
      },
      paypal: {
        clientId: 'client',
        clientSecret: 'secret',
        webhookId: 'WH-1',
        plans: { individual: 'P-1', family: 'P-2', enterprise: 'P-3' },
        apiBase: 'https://api-m.sandbox.paypal.com',
      },
    });
    expect(loadConfig({ ...paypal, PAYPAL_API_BASE: 'https://api-m.paypal.com/' }).billing.paypal?.apiBase).toBe('https://api-m.paypal.com');
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_live_1' }, 'Invalid configuration: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set'],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_1' }, 'Invalid configuration: STRIPE_SECRET_KEY is required when STRIPE_WEBHOOK_SECRET is set'],
    [{ ...stripe, STRIPE_API_BASE: 'localhost:12111' }, 'Invalid configuration: STRIPE_API_BASE must be an http:// or https:// URL'],
    [{ ...paypal, PAYPAL_WEBHOOK_ID: '' }, 'Invalid configuration: PAYPAL_WEBHOOK_ID is required when PAYPAL_CLIENT_ID is set'],
    [{ ...paypal, PAYPAL_PLAN_FAMILY: ' ' }, 'Invalid configuration: PAYPAL_PLAN_FAMILY is required when PAYPAL_CLIENT_ID is set'],
    [{ PAYPAL_CLIENT_SECRET: 'secret' }, 'Invalid configuration: PAYPAL_CLIENT_ID is required when PAYPAL_CLIENT_SECRET is set'],
    [{ ...paypal, PAYPAL_API_BASE: 'ftp://paypal' }, 'Invalid configuration: PAYPAL_API_BASE must be an http:// or https:// URL'],
  ])('stops on %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('loadConfig: TRUST_PROXY', () => {
  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    // `true` is one proxy, no longer "believe every hop", which let clients pick their address.
    ['true', 1],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.7 ,fd00::/8', ['10.0.0.0/8', '192.168.1.7', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads %o as %o', (value, trusted) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trusted);
  });
});
