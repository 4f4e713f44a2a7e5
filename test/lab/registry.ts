import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { htpasswdLine } from '../../src/cluster/registry-info.js';

/** Token auth settings for the registry: the token server's realm and the certificate that signs its tokens. */
export interface RegistryTokenAuth {
  realm: string;
  service: string;
  issuer: string;
  rootCertBundle: string;
}

export interface StartRegistryOptions {
  /** Listen address; 127.0.0.1 by default, 10.77.0.1 for the lab bridge. */
  address?: string;
  port?: number;
  /** Filesystem storage root; a fresh temp dir (removed on stop) when absent. */
  storageDir?: string;
  htpasswd?: { user: string; password: string };
  tokenAuth?: RegistryTokenAuth;
}

export interface RegistryLab {
  url: string;
  /** `address:port`, what image references use. */
  host: string;
  storageDir: string;
  /** What the registry wrote to stderr so far (its log), for failing-test messages. */
  log(): string;
  stop(): Promise<void>;
}

async function freePort(address: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, address, () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}

/** Whether a registry answers `/v2/` at `url` (200, or 401 asking for a login); a refused connection is no. */
export function registryAnswers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(`${url}/v2/`, (response) => {
      response.resume();
      resolve(response.statusCode === 200 || response.statusCode === 401);
    });
    request.on('error', () => resolve(false));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts the real Debian `docker-registry` (distribution 2.8) with filesystem storage and a config in a temp
 * dir, and resolves once `/v2/` answers.
 */
export async function startRegistry(options: StartRegistryOptions = {}): Promise<RegistryLab> {
  const address = options.address ?? '127.0.0.1';
  const port = options.port ?? (await freePort(address));
  const configDir = await mkdtemp(join(tmpdir(), 'registry-config-'));
  const storageDir = options.storageDir ?? (await mkdtemp(join(tmpdir(), 'registry-storage-')));
  const host = `${address.includes(':') ? `[${address}]` : address}:${port}`;

  let auth: Record<string, unknown> | undefined;
  if (options.htpasswd) {
    const path = join(configDir, 'htpasswd');
    await writeFile(path, htpasswdLine(options.htpasswd.user, options.htpasswd.password));
    auth = { htpasswd: { realm: 'sealos-test', path } };
  } else if (options.tokenAuth) {
    const { realm, service, issuer, rootCertBundle } = options.tokenAuth;
    auth = { token: { realm, service, issuer, rootcertbundle: rootCertBundle } };
  }
  const config = {
    version: 0.1,
    log: { level: 'info', accesslog: { disabled: false } },
    storage: { filesystem: { rootdirectory: storageDir }, delete: { enabled: true } },
    http: { addr: host, secret: randomBytes(16).toString('hex') },
    ...(auth && { auth }),
  };
  // JSON is YAML, so the registry reads this file as its config.
  const configPath = join(configDir, 'config.yml');
  await writeFile(configPath, JSON.stringify(config, null, 2));

  const child = spawn('docker-registry', ['serve', configPath], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    log += chunk;
  });
  const url = `http://${host}`;
  const cleanup = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited(child);
    }
    await rm(configDir, { recursive: true, force: true });
    if (!options.storageDir) await rm(storageDir, { recursive: true, force: true });
  };

  for (let tries = 0; !(await registryAnswers(url)); tries++) {
    if (child.exitCode !== null || tries > 300) {
      await cleanup();
      throw new Error(`docker-registry did not start on ${host}:\n${log}`);
    }
    await sleep(100);
  }
  return { url, host, storageDir, log: () => log, stop: cleanup };
}
