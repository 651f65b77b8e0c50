import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { baseDirOf, ENV_VARIABLES, loadConfig } from './config.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The error loadConfig throws for `env`, as text. */
function failure(env: Record<string, string>): string {
  try {
    loadConfig(env, []);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected an invalid configuration');
}

describe('configuration', () => {
  it('has safe defaults: port 3000, data in the repository, demo mode off', () => {
    const c = loadConfig({}, []);
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(repoRoot, 'data'),
      uploadsDir: path.join(repoRoot, 'data', 'uploads'),
      webDist: path.join(repoRoot, 'apps/web/dist'),
      demo: false,
      trustProxy: false,
      logLevel: 'info',
      publicUrl: 'http://localhost:3000',
      sitemapUrlsPerFile: 50_000,
      seed: { suppliers: 60, products: 2000 },
      redisPrefix: 'gb:',
      loginRateLimit: 10,
      loginIpFailureLimit: 30,
    });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.devOutboxToken).toBeUndefined();
    expect(c.payloadKey).toBeUndefined();
  });

  it('turns demo mode on with --demo, unless DEMO says otherwise', () => {
    expect(loadConfig({}, ['--demo']).demo).toBe(true);
    expect(loadConfig({ DEMO: 'false' }, ['--demo']).demo).toBe(false);
    expect(loadConfig({ DEMO: 'true' }, []).demo).toBe(true);
    // Empty counts as unset.
    expect(loadConfig({ DEMO: '' }, []).demo).toBe(false);
  });

  it('reads flags as 1/0, true/false, yes/no, on/off', () => {
    for (const v of ['1', 'true', 'yes', 'on']) expect(loadConfig({ TRUST_PROXY: v }, [])).toMatchObject({ trustProxy: true });
    for (const v of ['0', 'false', 'no', 'off'])
      expect(loadConfig({ TRUST_PROXY: v, DEMO: v }, [])).toMatchObject({ trustProxy: false, demo: false });
  });

  it('listens on loopback only in demo mode unless HOST says otherwise (issue 9)', () => {
    expect(loadConfig({}, ['--demo']).host).toBe('127.0.0.1');
    expect(loadConfig({ DEMO: 'true' }, []).host).toBe('127.0.0.1');
    expect(loadConfig({ DEMO: 'true', HOST: '0.0.0.0' }, []).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::' }, []).host).toBe('::');
  });

  it('opens the demo outbox to other machines only with a token; DEV_OUTBOX_REMOTE is refused (issue 9)', () => {
    expect(loadConfig({ DEV_OUTBOX_TOKEN: 'a-long-enough-token' }, []).devOutboxToken).toBe('a-long-enough-token');
    expect(failure({ DEV_OUTBOX_TOKEN: 'short' })).toContain('DEV_OUTBOX_TOKEN:');
    expect(failure({ DEV_OUTBOX_REMOTE: 'true' })).toContain('DEV_OUTBOX_TOKEN');
    // Saying "off" changes nothing, so a stale setting of false does not stop a start.
    expect(loadConfig({ DEV_OUTBOX_REMOTE: 'false' }, []).devOutboxToken).toBeUndefined();
  });

  it('reads numbers and derives the public URL from the port', () => {
    const c = loadConfig({ PORT: '8080', SEED_SUPPLIERS: '5', SEED_PRODUCTS: '50', DATABASE_POOL_SIZE: '3' }, []);
    expect(c).toMatchObject({ port: 8080, publicUrl: 'http://localhost:8080', seed: { suppliers: 5, products: 50 }, databasePoolSize: 3 });
    expect(loadConfig({ PUBLIC_URL: 'https://gems.example.com/' }, []).publicUrl).toBe('https://gems.example.com');
  });

  it('resolves relative paths against the directory npm was run in, else the current directory', () => {
    const fromRoot = loadConfig({ DATA_DIR: 'var/gb', WEB_DIST: 'web/dist', INIT_CWD: '/srv/gembourse' }, []);
    expect(fromRoot.dataDir).toBe(path.resolve('/srv/gembourse/var/gb'));
    expect(fromRoot.uploadsDir).toBe(path.resolve('/srv/gembourse/var/gb/uploads'));
    expect(fromRoot.webDist).toBe(path.resolve('/srv/gembourse/web/dist'));
    expect(loadConfig({ DATA_DIR: '/abs/data', INIT_CWD: '/srv/gembourse' }, []).dataDir).toBe(path.resolve('/abs/data'));
    expect(loadConfig({ DATA_DIR: 'rel' }, []).dataDir).toBe(path.resolve(process.cwd(), 'rel'));
    expect(baseDirOf({}, '/x/y')).toBe('/x/y');
  });

  it('names every bad variable', () => {
    const msg = failure({
      PORT: 'eighty',
      DEMO: 'maybe',
      LOG_LEVEL: 'loud',
      SMTP_URL: 'http://mail.example.com',
      API_PAYLOAD_KEY: 'short',
    });
    expect(msg).toMatch(/^Invalid configuration:/);
    for (const name of ['PORT', 'DEMO', 'LOG_LEVEL', 'SMTP_URL', 'API_PAYLOAD_KEY']) expect(msg).toContain(`  ${name}:`);
    expect(msg).not.toContain('TRUST_PROXY');
    expect(failure({ PORT: '70000' })).toContain('PORT:');
    expect(failure({ DATABASE_URL: 'not a url' })).toContain('DATABASE_URL:');
    expect(failure({ DEV_OUTBOX_REMOTE: 'sometimes' })).toContain('DEV_OUTBOX_REMOTE:');
  });
});

describe('the configuration reference', () => {
  it('documents every environment variable in docs/configuration.md and README.md', () => {
    const docs = readFileSync(path.join(repoRoot, 'docs/configuration.md'), 'utf8');
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    expect(ENV_VARIABLES.filter((name) => !docs.includes(`\`${name}\``))).toEqual([]);
    expect(ENV_VARIABLES.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});
