import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The package as an operator gets it: built, packed with npm, installed from the tarball into an
// empty project, and used from there (ESM, CJS and TypeScript), never from the workspace's sources.

const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const WORKSPACE_DIR = resolve(PACKAGE_DIR, '..');
const TSC = join(WORKSPACE_DIR, 'node_modules/typescript/bin/tsc');
const TYPES_NODE = (JSON.parse(readFileSync(join(WORKSPACE_DIR, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies['@types/node'];
const SECRET = 'whsec_package_test_0123456789';
const CUSTOMER = 'cus_package_test';
const SLOW = 10 * 60_000;

// npm passes its own settings to scripts through npm_* variables (the workspace root among them): the
// consumer's npm must not inherit them, or it would install into the workspace.
const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));

function run(command: string, args: readonly string[], cwd: string): Promise<string> {
  return new Promise((done, fail) => {
    execFile(command, args, { cwd, env: cleanEnv, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? fail(new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stderr}\n${stdout}`)) : done(stdout),
    );
  });
}

let work: string;
let consumer: string;
let installed: string;
let tarballFiles: string[];
let wallet: ChildProcess | undefined;
let walletOutput = '';

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'rgs-operator-package-'));
  consumer = join(work, 'consumer');
  await run('npm', ['run', 'build'], PACKAGE_DIR);
  const packed = JSON.parse(await run('npm', ['pack', '--json', '--pack-destination', work], PACKAGE_DIR)) as { filename: string; files: { path: string }[] }[];
  const tarball = join(work, packed[0]!.filename);
  tarballFiles = packed[0]!.files.map((f) => f.path).sort();
  mkdirSync(consumer);
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'operator-consumer', version: '1.0.0', private: true, type: 'module' }));
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, `@types/node@${TYPES_NODE}`], consumer);
  installed = join(consumer, 'node_modules/@rgs/operator');
}, SLOW);

afterAll(async () => {
  if (wallet && wallet.exitCode === null) {
    const exited = new Promise((done) => wallet!.once('exit', done));
    wallet.kill('SIGTERM');
    await exited;
  }
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the @rgs/operator tarball', () => {
  it('holds the compiled library, tester and CLI, their types and the README: no sources, no workspace tools', () => {
    const required = ['README.md', 'package.json', 'dist/tester/cli.js'];
    for (const entry of ['index', 'postgres', 'tester/index']) for (const ext of ['js', 'cjs', 'd.ts', 'd.cts']) required.push(`dist/${entry}.${ext}`);
    expect(tarballFiles).toEqual(expect.arrayContaining(required));
    // Everything else is a shared chunk of the ESM build or of the declarations.
    const extra = tarballFiles.filter((f) => !required.includes(f));
    for (const file of extra) expect(file).toMatch(/^dist\/(chunk-[A-Z0-9]+\.js|[a-z-]+-[A-Za-z0-9_-]+\.d\.c?ts)$/);
    expect(tarballFiles.filter((f) => /src\/|reference-wallet|demo-site|\.map$|\.test\.|tsup|tsconfig|vitest/.test(f))).toEqual([]);
  });

  it('has the package.json of 0.2.0: public, three entries with types, import and require, the tester bin, only the dependencies it needs', () => {
    const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as Record<string, any>;
    expect(pkg.name).toBe('@rgs/operator');
    expect(pkg.version).toBe('0.2.0');
    expect(pkg.private).toBeUndefined();
    expect(pkg.type).toBe('module');
    expect(pkg.bin).toEqual({ 'rgs-webhook-tester': 'dist/tester/cli.js' });
    for (const [subpath, file] of [['.', 'index'], ['./postgres', 'postgres'], ['./tester', 'tester/index']] as const) {
      expect(pkg.exports[subpath]).toEqual({
        '@rgs/source': expect.stringMatching(/^\.\/src\//),
        import: { types: `./dist/${file}.d.ts`, default: `./dist/${file}.js` },
        require: { types: `./dist/${file}.d.cts`, default: `./dist/${file}.cjs` },
      });
    }
    // The workspace-only entries resolve only under the workspace's own condition: nothing a consumer can load.
    for (const [subpath, target] of Object.entries(pkg.exports as Record<string, unknown>)) {
      if (typeof target === 'object' && target && !('import' in target)) expect(Object.keys(target)).toEqual(['@rgs/source']);
      else if (typeof target === 'string') expect(subpath).toBe('./package.json');
    }
    expect(Object.keys(pkg.dependencies).sort()).toEqual(['@noble/hashes', 'decimal.js', 'ipaddr.js', 'lossless-json', 'undici', 'zod']);
    expect(Object.keys(pkg.peerDependencies).sort()).toEqual(['drizzle-orm', 'postgres']);
    expect(pkg.peerDependenciesMeta).toEqual({ 'drizzle-orm': { optional: true }, postgres: { optional: true } });
    // The optional peers are not installed for an operator who does not ask for them.
    expect(existsSync(join(consumer, 'node_modules/drizzle-orm'))).toBe(false);
    expect(existsSync(join(consumer, 'node_modules/@rgs/schema'))).toBe(false);
  });

  it('imports exactly its dependencies (and the Postgres peer from the Postgres entry only)', () => {
    const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const code = listFiles(join(installed, 'dist')).filter((f) => /\.(c?js)$/.test(f));
    const imported = new Set(code.flatMap((file) => bareImports(readFileSync(file, 'utf8'))));
    expect([...imported].sort()).toEqual([...Object.keys(pkg.dependencies), 'drizzle-orm'].sort());
    // The main entry, with everything it loads, never reaches drizzle or the tester's transport.
    for (const entry of ['dist/index.js', 'dist/index.cjs']) {
      const reached = new Set(importClosure(join(installed, entry)).flatMap((file) => bareImports(readFileSync(file, 'utf8'))));
      expect([...reached].sort()).toEqual(['@noble/hashes', 'decimal.js', 'lossless-json', 'zod']);
    }
  });

  it('links the rgs-webhook-tester bin to the built CLI', () => {
    const bin = join(consumer, 'node_modules/.bin/rgs-webhook-tester');
    expect(resolve(dirname(bin), readlinkSync(bin))).toBe(join(installed, 'dist/tester/cli.js'));
    expect(readFileSync(join(installed, 'dist/tester/cli.js'), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(statSync(join(installed, 'dist/tester/cli.js')).mode & 0o111).not.toBe(0);
  });

  it("runs the README's complete example as an operator would, and it answers signed webhooks exactly", async () => {
    const readme = readFileSync(join(installed, 'README.md'), 'utf8');
    const block = /<!-- operator-example:start -->\n```js\n([\s\S]*?)\n```\n<!-- operator-example:end -->/.exec(readme);
    expect(block).not.toBeNull();
    const example = block![1]!;
    expect(example.split('\n').length + 2).toBeLessThanOrEqual(30);
    writeFileSync(join(consumer, 'wallet.mjs'), `${example}\n`);

    wallet = spawn(process.execPath, ['wallet.mjs'], { cwd: consumer, env: { ...cleanEnv, RGS_SECRET: SECRET, RGS_CUSTOMER_ID: CUSTOMER, PORT: '0' } });
    const port = await new Promise<number>((done, fail) => {
      const onData = (chunk: Buffer) => {
        walletOutput += chunk.toString();
        const match = /listening on port (\d+)/.exec(walletOutput);
        if (match) done(Number(match[1]));
      };
      wallet!.stdout!.on('data', onData);
      wallet!.stderr!.on('data', onData);
      wallet!.once('exit', (code) => fail(new Error(`the example exited with ${code}:\n${walletOutput}`)));
    });
    const url = `http://127.0.0.1:${port}/`;
    const send = async (body: string, signature = signContract(body)) => {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-service-signature': signature }, body });
      return { status: res.status, body: await res.text() };
    };
    const player = `"userId":"player-42","customerId":"${CUSTOMER}"`;
    expect(await send(`{"event":"balance_check",${player},"actions":[]}`)).toEqual({ status: 200, body: '{"success":true,"balance":100}' });
    const bet = `{"event":"dice_bet",${player},"betId":"rnd_pkg","transactionId":"txn_pkg_1","roundClosed":false,"actions":[{"type":"bet","amount":1.5}],"currency":"USD"}`;
    expect(await send(bet)).toEqual({ status: 200, body: '{"success":true,"balance":98.5}' });
    const win = `{"event":"dice_win",${player},"betId":"rnd_pkg","transactionId":"txn_pkg_2","roundClosed":true,"actions":[{"type":"win","amount":2.9700000001}]}`;
    expect(await send(win)).toEqual({ status: 200, body: '{"success":true,"balance":101.4700000001}' });
    expect(await send(win)).toEqual({ status: 409, body: '{"success":false,"message":"Duplicate transactionId (replay)"}' });
    const forged = `{"event":"dice_bet",${player},"betId":"rnd_forged","transactionId":"txn_pkg_3","actions":[{"type":"bet","amount":50}]}`;
    expect(await send(forged, signContract(forged, 'whsec_not_the_secret'))).toEqual({
      status: 401,
      body: '{"success":false,"message":"Unauthorized: The signature does not match the body, and no x-webhook-secret header was sent"}',
    });
    expect(await send(`{"event":"balance_check",${player},"actions":[]}`)).toEqual({ status: 200, body: '{"success":true,"balance":101.4700000001}' });
  }, 60_000);

  it('the installed rgs-webhook-tester approves a wallet built from the installed library, and refuses a bad balance with exit 2', async () => {
    writeFileSync(
      join(consumer, 'tested-wallet.mjs'),
      `import { createServer } from 'node:http';
import { createMemoryStorage, createWalletHandler, toNodeListener } from '@rgs/operator';
const storage = createMemoryStorage();
storage.setBalance('${CUSTOMER}', 'tester', '0.40');
const server = createServer(toNodeListener(createWalletHandler({ customerId: '${CUSTOMER}', webhookSecret: '${SECRET}', storage })));
server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));
`,
    );
    const child = spawn(process.execPath, ['tested-wallet.mjs'], { cwd: consumer, env: cleanEnv });
    try {
      const port = await new Promise<number>((done, fail) => {
        child.stdout!.on('data', (chunk: Buffer) => {
          const match = /port (\d+)/.exec(chunk.toString());
          if (match) done(Number(match[1]));
        });
        child.once('exit', (code) => fail(new Error(`the tested wallet exited with ${code}`)));
      });
      const cli = (balance: string) =>
        new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
          const args = ['--url', `http://127.0.0.1:${port}/wallet`, '--secret', SECRET, '--customer', CUSTOMER, '--user', 'tester', '--balance', balance];
          const env = { ...cleanEnv, WEBHOOK_ALLOW_PRIVATE: `127.0.0.1:${port}` };
          execFile(join(consumer, 'node_modules/.bin/rgs-webhook-tester'), args, { cwd: consumer, env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
            done({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr }),
          );
        });
      const approved = await cli('0.40');
      expect(approved.code).toBe(0);
      expect(approved.stderr.trim().split('\n')).toHaveLength(205);
      expect(approved.stdout).toContain('APPROVED: all 181 required scenarios passed and the opening balance was restored exactly.');
      const refused = await cli('2.00');
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain("the opening balance 2.00 is outside the tester's window");
    } finally {
      child.kill('SIGTERM');
    }
  }, 120_000);

  it('works from CommonJS: require() gives the same library', async () => {
    writeFileSync(
      join(consumer, 'check.cjs'),
      `const { createHmac } = require('node:crypto');
const operator = require('@rgs/operator');
require('@rgs/operator/tester');
const wallet = operator.createWalletHandler({ customerId: 'c', webhookSecret: 's3cret', storage: operator.createMemoryStorage({ autoCreatePlayers: true, openingBalance: '10' }) });
const rawBody = '{"event":"mines_bet","userId":"u","customerId":"c","betId":"b","transactionId":"t","actions":[{"type":"bet","amount":0.1000000001}]}';
const t = Math.floor(Date.now() / 1000);
const headers = { 'x-service-signature': 't=' + t + ',v1=' + createHmac('sha256', 's3cret').update(t + '.' + rawBody).digest('hex') };
const parsed = operator.parseWebhookEvent(rawBody);
wallet.handle({ headers, rawBody }).then((answer) => console.log(JSON.stringify({
  answer,
  amount: parsed.event.actions[0].amount.toFixed(),
  classification: [parsed.classification.type, parsed.classification.game.key, parsed.classification.kind],
  postgres: require.resolve('@rgs/operator/postgres'),
})));
`,
    );
    const out = JSON.parse(await run(process.execPath, ['check.cjs'], consumer));
    expect(out).toEqual({
      answer: { status: 200, body: '{"success":true,"balance":9.8999999999}' },
      amount: '0.1000000001',
      classification: ['canonical', 'mines', 'bet'],
      postgres: join(installed, 'dist/postgres.cjs'),
    });
  }, 60_000);

  it("typechecks a consumer's TypeScript (ESM and CJS) against the installed types, with no @rgs/schema around", async () => {
    writeFileSync(
      join(consumer, 'consumer.ts'),
      `import { createServer } from 'node:http';
import {
  Decimal,
  createMemoryStorage,
  createWalletHandler,
  parseWebhookEvent,
  toExpressHandler,
  toFetchHandler,
  toNodeListener,
  type EventClassification,
  type WalletHandlerOptions,
  type WebhookEvent,
} from '@rgs/operator';
import type * as tester from '@rgs/operator/tester';

const options: WalletHandlerOptions = { customerId: 'c', webhookSecret: 's', storage: createMemoryStorage(), compatibilityAliases: 'classify', unknownEvents: 'accept' };
const wallet = createWalletHandler(options);
createServer(toNodeListener(wallet, { maxBodyBytes: 65536 }));
export const viaFetch: (request: Request) => Promise<Response> = toFetchHandler(wallet);
export const viaExpress = toExpressHandler(wallet);
const parsed = parseWebhookEvent('{}');
if (parsed.ok) {
  const event: WebhookEvent = parsed.event;
  const currency: string = event.currency;
  const amount: Decimal | undefined = event.actions[0]?.amount;
  const classification: EventClassification = parsed.classification;
  if (classification.type === 'alias') {
    const kind: 'bet' | 'win' | undefined = classification.kind;
    console.log(kind, classification.game.key);
  }
  console.log(currency, amount?.toFixed());
}
export const sum: Decimal = new Decimal('0.1').plus('0.2');
// @ts-expect-error the option is called signatureToleranceSeconds
createWalletHandler({ ...options, toleranceSeconds: 5 });
// @ts-expect-error aliases are rejected or classified, never accepted
createWalletHandler({ ...options, compatibilityAliases: 'accept' });
export type Tester = typeof tester;
`,
    );
    writeFileSync(
      join(consumer, 'consumer-cjs.cts'),
      `import operator = require('@rgs/operator');
export const wallet: operator.WalletHandler = operator.createWalletHandler({ customerId: 'c', webhookSecret: 's', storage: operator.createMemoryStorage() });
// @ts-expect-error amounts are Decimals
export const amount: number = operator.parseWebhookEvent('{}').ok ? new operator.Decimal(1) : 0;
`,
    );
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: false, types: ['node'] },
        files: ['consumer.ts', 'consumer-cjs.cts'],
      }),
    );
    await expect(run(process.execPath, [TSC, '-p', 'tsconfig.json'], consumer)).resolves.toBe('');
  }, 120_000);
});

/** The contract's signature header, computed independently with node:crypto. */
function signContract(body: string, secret = SECRET): string {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)]));
}

const BUILTINS = new Set(builtinModules);
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']([^"']+)["']/g;

/** The specifiers a built file imports or requires. */
const specifiers = (code: string) => [...code.matchAll(SPECIFIER)].map((m) => m[1]!);

/** The npm packages a built file imports or requires (builtins and relative files left out). */
function bareImports(code: string): string[] {
  return specifiers(code)
    .filter((s) => !s.startsWith('.') && !s.startsWith('node:') && !BUILTINS.has(s))
    .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!));
}

/** A built file and every file of the package it loads, by relative imports. */
function importClosure(entry: string, seen = new Set<string>()): string[] {
  if (seen.has(entry)) return [];
  seen.add(entry);
  for (const s of specifiers(readFileSync(entry, 'utf8'))) if (s.startsWith('.')) importClosure(resolve(dirname(entry), s), seen);
  return [...seen];
}
