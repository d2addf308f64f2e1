import { afterEach, describe, expect, it, vi } from 'vitest';
import { configFromEnv, defaultConfig } from './config';

const names = [
  'API_BASE_URL',
  'API_TOKEN',
  'API_WEBHOOK_SECRET',
  'HOST',
  'PORT',
  'DESK_DATA',
  'DESK_SECRET',
  'DESK_PASSWORD',
  'DESK_ALLOWED_HOSTS',
  'MAX_UPLOAD_MB',
  'DESK_RATE_LIMIT',
  'DESK_LOG',
  'SMTP_URL',
  'MAIL_FROM',
  'DESK_OWNER_EMAIL',
];
const env = (vars: Record<string, string>) => {
  for (const n of names) vi.stubEnv(n, vars[n] ?? '');
};
afterEach(() => vi.unstubAllEnvs());

describe('configFromEnv', () => {
  it('takes every default from defaultConfig: an unset or blank variable is not a second default', () => {
    env({});
    expect(configFromEnv()).toEqual(defaultConfig({ dataDir: '.data/desk' }));
    expect(configFromEnv('/app/dist', { PORT: '8081' })).toEqual(
      defaultConfig({ dataDir: '.data/desk', port: 8081, staticDir: '/app/dist' }),
    );
  });

  it('reads each variable into its place', () => {
    env({
      API_BASE_URL: 'https://api.example.com/api',
      API_TOKEN: ' tok ',
      HOST: '0.0.0.0',
      PORT: '9000',
      DESK_DATA: '/var/desk',
      DESK_PASSWORD: 'pw',
      DESK_ALLOWED_HOSTS: 'Desk.Example, other.example',
      MAX_UPLOAD_MB: '5',
      DESK_RATE_LIMIT: '30',
      DESK_LOG: '1',
      SMTP_URL: 'smtps://billing%40example.lt:secret@mail.example.lt:465',
      MAIL_FROM: '"Baltic Pine Studio" <billing@example.lt>',
      DESK_OWNER_EMAIL: 'ona@example.lt',
    });
    const c = configFromEnv();
    expect(c).toMatchObject({
      apiBaseUrl: 'https://api.example.com/api',
      apiToken: 'tok',
      host: '0.0.0.0',
      port: 9000,
      dataDir: '/var/desk',
      password: 'pw',
      allowedHosts: ['desk.example', 'other.example'],
      maxUploadMb: 5,
      log: true,
      ownerEmail: 'ona@example.lt',
    });
    expect(c.rateLimit).toEqual({ ...defaultConfig({ dataDir: '' }).rateLimit, limit: 30 });
    expect(c.mail).toMatchObject({
      smtpUrl: 'smtps://billing%40example.lt:secret@mail.example.lt:465',
      from: '"Baltic Pine Studio" <billing@example.lt>',
    });
  });

  it('stops with a message naming each bad variable', () => {
    env({ PORT: 'http', DESK_SECRET: 'short', API_BASE_URL: 'not a url', DESK_LOG: 'yes' });
    expect(() => configFromEnv()).toThrow(/PORT[\s\S]*DESK_SECRET|DESK_SECRET[\s\S]*PORT/);
    expect(() => configFromEnv()).toThrow(/API_BASE_URL must be a URL/);
    expect(() => configFromEnv()).toThrow(/DESK_LOG/);
    env({ SMTP_URL: 'http://mail.example.lt', MAIL_FROM: 'not an address' });
    expect(() => configFromEnv()).toThrow(/SMTP_URL must be smtp:\/\/user:pass@host:587/);
    expect(() => configFromEnv()).toThrow(/MAIL_FROM must be an address/);
    env({ DESK_OWNER_EMAIL: 'owner' });
    expect(() => configFromEnv()).toThrow(/DESK_OWNER_EMAIL must be an e-mail address/);
  });
});
