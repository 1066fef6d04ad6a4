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
      trustProxy: false,
      logLevel: 'info',
      s3: undefined,
    });
  });

  it('reads every variable of the runtime contract', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/inkwise',
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/inkwise',
      MASTER_EMAIL: 'admin@agency.example',
      MASTER_KEY: 'a very long master key',
      APP_NAME: 'Quillcraft',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'debug',
      S3_BUCKET: 'inkwise-files',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'https://s3.internal',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/inkwise',
      databaseUrl: 'postgres://app:secret@db.internal:5432/inkwise',
      master: { email: 'admin@agency.example', key: 'a very long master key' },
      appName: 'Quillcraft',
      trustProxy: true,
      logLevel: 'debug',
      s3: {
        bucket: 'inkwise-files',
        region: 'eu-west-1',
        endpoint: 'https://s3.internal',
        accessKeyId: 'AKIA',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'Invalid configuration: PORT must be a whole number'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be between 0 and 65535'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// connection URL'],
    [{ MASTER_EMAIL: 'admin@example.com' }, 'Invalid configuration: MASTER_KEY is required when MASTER_EMAIL is set'],
    [{ MASTER_KEY: 'a very long master key' }, 'Invalid configuration: MASTER_EMAIL is required when MASTER_KEY is set'],
    [{ MASTER_EMAIL: 'admin@example.com', MASTER_KEY: 'short' }, 'Invalid configuration: MASTER_KEY must be at least 12 characters'],
    [{ MASTER_EMAIL: 'not-an-email', MASTER_KEY: 'a very long master key' }, 'Invalid configuration: MASTER_EMAIL must be an email address'],
    [{ LOG_LEVEL: 'loud' }, 'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ APP_NAME: '   ' }, 'Invalid configuration: APP_NAME must not be empty'],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'Invalid configuration: S3_BUCKET is required to use object storage'],
    [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AKIA' }, 'Invalid configuration: S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set'],
  ])('stops on %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
