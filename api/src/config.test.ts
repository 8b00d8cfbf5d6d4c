import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const tempDir = () => mkdtempSync(join(tmpdir(), 'rgs-config-'));

describe('loadConfig', () => {
  it('defaults to PGlite in the data directory and the documented ports', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.database).toEqual({ kind: 'pglite', dataDir: join(dir, 'pglite') });
    expect(config.port).toBe(4000);
    expect(config.playUrl).toBe('http://localhost:4001');
    expect(config.webhookAllowPrivate).toEqual([]);
  });

  it('generates a development key once and reuses it', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.tokenKey.equals(second.tokenKey)).toBe(true);
    expect(readFileSync(join(dir, 'token-key'), 'utf8').trim()).toBe(first.tokenKey.toString('hex'));
  });

  it('refuses to start in production without TOKEN_KEY', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(/TOKEN_KEY is required/);
  });

  it('uses Postgres when DATABASE_URL is set and parses the allow-list', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@h/db',
      TOKEN_KEY: 'ab'.repeat(32),
      WEBHOOK_ALLOW_PRIVATE: '127.0.0.1:4002, localhost:9000',
      DATA_DIR: tempDir(),
    }, 2);
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db', pool: 8 });
    expect(config.webhookAllowPrivate).toEqual(['127.0.0.1:4002', 'localhost:9000']);
  });

  it('sizes processes by cores with Postgres (one per two cores, 8 connections each), and honours both settings', () => {
    const postgres = { DATABASE_URL: 'postgres://u@h/db', DATA_DIR: tempDir() };
    const shape = (env: Record<string, string>, cores: number) => {
      const config = loadConfig({ ...postgres, ...env }, cores);
      return { processes: config.processes, pool: config.database.kind === 'postgres' ? config.database.pool : null };
    };
    expect(shape({}, 1)).toEqual({ processes: 1, pool: 8 });
    expect(shape({}, 2)).toEqual({ processes: 1, pool: 8 });
    expect(shape({}, 3)).toEqual({ processes: 1, pool: 8 });
    expect(shape({}, 16)).toEqual({ processes: 8, pool: 8 });
    expect(shape({ API_PROCESSES: '3', DATABASE_POOL: '5' }, 16)).toEqual({ processes: 3, pool: 5 });
    expect(() => loadConfig({ ...postgres, DATABASE_POOL: '0' })).toThrow(/DATABASE_POOL/);
    expect(() => loadConfig({ ...postgres, API_PROCESSES: 'two' })).toThrow(/API_PROCESSES/);
    // The embedded database serves one process, however many cores.
    expect(loadConfig({ DATA_DIR: tempDir() }, 16).processes).toBe(1);
  });

  it('rejects a bad port', () => {
    expect(() => loadConfig({ API_PORT: 'abc', DATA_DIR: tempDir() })).toThrow(/API_PORT/);
  });

  it('reads the extra CORS origins for SDK host pages, and refuses anything that is not an origin', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).corsOrigins).toEqual([]);
    const config = loadConfig({ DATA_DIR: tempDir(), CORS_ORIGINS: 'https://casino.example, http://localhost:4002' });
    expect(config.corsOrigins).toEqual(['https://casino.example', 'http://localhost:4002']);
    for (const bad of ['casino.example', 'https://casino.example/', 'https://casino.example/play', '*']) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), CORS_ORIGINS: bad })).toThrow(/CORS_ORIGINS/);
    }
  });

  it('reads the per-session play-API limits; unset keeps the defaults', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).playRateLimits).toEqual({});
    expect(loadConfig({ DATA_DIR: tempDir(), PLAY_RATE_LIMIT_PER_SECOND: '500', PLAY_RATE_LIMIT_BURST: '0' }).playRateLimits).toEqual({
      requests: 500,
      windowSeconds: 1,
      burst: 0,
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), PLAY_RATE_LIMIT_PER_SECOND: '0' })).toThrow(/PLAY_RATE_LIMIT_PER_SECOND/);
  });
});
