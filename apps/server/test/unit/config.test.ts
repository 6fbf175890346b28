import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'sommai-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('configuration', () => {
  it('uses the embedded defaults with no environment', () => {
    const c = loadConfig({ DATA_DIR: path.join(dir, 'fresh') });
    expect(c).toMatchObject({ port: 3000, devMode: false, databaseUrl: undefined, ai: undefined, oidc: undefined });
    expect(c.authSecret.length).toBeGreaterThanOrEqual(32);
    // The generated secret is kept, so sessions survive a restart.
    expect(loadConfig({ DATA_DIR: path.join(dir, 'fresh') }).authSecret).toBe(c.authSecret);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ DATABASE_URL: 'mysql://localhost/x' }, /DATABASE_URL/],
    [{ SOMMAI_DEV_MODE: 'maybe' }, /SOMMAI_DEV_MODE/],
    [{ OIDC_ISSUER: 'https://id.example.com' }, /OIDC_CLIENT_ID/],
    [{ AI_BASE_URL: 'http://127.0.0.1:9/v1' }, /AI_MODEL/],
    [{ AI_BASE_URL: 'not a url' }, /AI_BASE_URL/],
  ])('explains a bad value %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrow(message);
  });

  it('says so when DATA_DIR cannot be created or written', () => {
    const file = path.join(dir, 'a-file');
    writeFileSync(file, 'x');
    expect(() => loadConfig({ DATA_DIR: path.join(file, 'sub') })).toThrow(/DATA_DIR .* cannot be created/);
    if (process.getuid?.() !== 0) {
      const ro = path.join(dir, 'read-only');
      loadConfig({ DATA_DIR: ro });
      chmodSync(ro, 0o500);
      expect(() => loadConfig({ DATA_DIR: ro })).toThrow(/not writable/);
    }
  });

  it('turns developer mode on only when asked', () => {
    expect(loadConfig({ DATA_DIR: dir, SOMMAI_DEV_MODE: '1' }).devMode).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, SOMMAI_DEV_MODE: '0' }).devMode).toBe(false);
  });

  it('trusts no proxy unless TRUST_PROXY says which', () => {
    const trust = (value?: string) =>
      loadConfig({ DATA_DIR: dir, ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 127.0.0.1,::1,fd00::/8')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']);
    for (const bad of ['10.0.0.0/33', 'proxy.example.com', '300.1.1.1', '99', '1.2.3.4/8/1']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
