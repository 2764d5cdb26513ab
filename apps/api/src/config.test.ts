import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEV_DEFAULTS, loadConfig } from './config.ts';

/** Settings a production deployment is expected to give (issue 12, "Secure by default"). */
const SAFE_PRODUCTION = {
  NODE_ENV: 'production',
  API_KEY: 'k'.repeat(16) + 'production-api-key-0123',
  JWT_SECRET: 'j'.repeat(40),
  CAPTCHA_SECRET: 'c'.repeat(40),
  STAFF_TOTP_KEY: 's'.repeat(40),
  MAIL_URL: 'smtp://mailer:secret@smtp.example.com:587',
  SMS_URL: 'https://sms.example.com/send',
  PUBLIC_URL: 'https://stockcar.example.com',
};

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('production settings', () => {
  it('refuses every public default and missing transport at once, naming each', () => {
    const message = problemsOf({ NODE_ENV: 'production' });
    for (const name of [
      'API_KEY',
      'JWT_SECRET',
      'CAPTCHA_SECRET',
      'STAFF_TOTP_KEY',
      'MAIL_URL',
      'SMS_URL',
    ]) {
      expect(message).toContain(`${name}:`);
    }
    expect(message).toContain('PUBLIC_URL: must be https');
  });

  it('refuses a short API key and secrets shorter than 32 characters', () => {
    const message = problemsOf({
      ...SAFE_PRODUCTION,
      API_KEY: 'short-key-123',
      JWT_SECRET: 'x'.repeat(32),
      CAPTCHA_SECRET: 'y'.repeat(31).padEnd(32, 'z'),
    });
    expect(message).toContain('API_KEY: at least 32 characters');
    expect(message).not.toContain('JWT_SECRET');
    expect(problemsOf({ ...SAFE_PRODUCTION, CAPTCHA_SECRET: 'short' })).toContain('CAPTCHA_SECRET');
  });

  it('refuses one secret used for both tokens and captchas', () => {
    const same = 's'.repeat(40);
    expect(problemsOf({ ...SAFE_PRODUCTION, JWT_SECRET: same, CAPTCHA_SECRET: same })).toContain(
      'CAPTCHA_SECRET: must differ',
    );
  });

  it('refuses a secret equal to the API key, which every page publishes', () => {
    const message = problemsOf({ ...SAFE_PRODUCTION, JWT_SECRET: SAFE_PRODUCTION.API_KEY });
    expect(message).toContain('JWT_SECRET: must differ from API_KEY');
  });

  it('starts with safe settings and reports production mode', () => {
    const config = loadConfig(SAFE_PRODUCTION);
    expect(config.production).toBe(true);
    expect(config.publicUrl).toBe('https://stockcar.example.com');
  });

  it('keeps the development defaults outside production', () => {
    const config = loadConfig({});
    expect(config.production).toBe(false);
    expect(config.apiKey).toBe(DEV_DEFAULTS.API_KEY);
    expect(config.jwtSecret).toBe(DEV_DEFAULTS.JWT_SECRET);
    expect(config.mail.url).toBeUndefined();
  });

  it('the server process exits listing the problems instead of listening', () => {
    const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      // Nothing from this process's environment: the child must see the production defaults.
      env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Unsafe settings for NODE_ENV=production');
    expect(run.stderr).toContain('JWT_SECRET: the development default is public');
  });
});
