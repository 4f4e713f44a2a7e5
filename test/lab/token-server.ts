import { execFileSync } from 'node:child_process';
import { createSign, randomBytes, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RegistryTokenAuth } from './registry.js';

/** One token request as the server saw it. */
export interface TokenRequest {
  method: string;
  user?: string;
  scopes: string[];
  refresh: boolean;
}

export interface TokenServerOptions {
  /** Accounts for Basic authentication at the realm. */
  users?: Record<string, string>;
  /** Refresh (identity) tokens accepted by POST, each standing for a user. */
  refreshTokens?: Record<string, string>;
  /** What an anonymous client may do; authenticated users get every action they ask for. Default none. */
  anonymous?: 'none' | 'pull';
  /** Lifetime the server announces (`expires_in`), in seconds. Default 300. */
  expiresIn?: number;
}

export interface TokenServer {
  /** Hand this to `startRegistry({ tokenAuth })`. */
  registryAuth: RegistryTokenAuth;
  requests: TokenRequest[];
  stop(): Promise<void>;
}

function base64url(data: Buffer | string): string {
  return Buffer.from(data).toString('base64url');
}

/**
 * A small Docker token server (the `auth: token` flow of distribution) on loopback. Tokens are RS256 JWTs
 * carrying the signing certificate in `x5c`; the registry trusts them through `rootcertbundle`, a self-signed
 * certificate made with the `openssl` CLI.
 */
export async function startTokenServer(options: TokenServerOptions = {}): Promise<TokenServer> {
  const dir = mkdtempSync(join(tmpdir(), 'token-server-'));
  const keyPath = join(dir, 'key.pem');
  const certPath = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyPath,
      '-out',
      certPath,
      '-days',
      '2',
      '-subj',
      '/CN=sealos-test-token-issuer',
    ],
    { stdio: 'ignore' },
  );
  const key = readFileSync(keyPath, 'utf8');
  const certDer = new X509Certificate(readFileSync(certPath)).raw;
  const issuer = 'sealos-test-issuer';
  const service = 'sealos-test-registry';
  const expiresIn = options.expiresIn ?? 300;
  const requests: TokenRequest[] = [];

  const sign = (subject: string, access: { type: string; name: string; actions: string[] }[]): string => {
    const now = Math.floor(Date.now() / 1000);
    const header = { typ: 'JWT', alg: 'RS256', x5c: [certDer.toString('base64')] };
    const claims = {
      iss: issuer,
      sub: subject,
      aud: service,
      exp: now + expiresIn,
      nbf: now - 10,
      iat: now,
      jti: randomBytes(8).toString('hex'),
      access,
    };
    const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
    const signature = createSign('RSA-SHA256').update(input).sign(key);
    return `${input}.${base64url(signature)}`;
  };

  const grant = (scopes: string[], user: string | undefined) =>
    scopes.flatMap((scope) => {
      const [type, ...rest] = scope.split(':');
      const actions = (rest.pop() ?? '').split(',');
      const name = rest.join(':');
      const allowed = user
        ? actions
        : options.anonymous === 'pull'
          ? actions.filter((a) => a === 'pull')
          : [];
      return type && name ? [{ type, name, actions: allowed }] : [];
    });

  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://token');
      const deny = (status: number) => {
        res.writeHead(status, { 'Content-Type': 'application/json' }).end('{"details":"denied"}');
      };
      if (url.pathname !== '/token') return deny(404);
      let user: string | undefined;
      let scopes = url.searchParams.getAll('scope');
      let refresh = false;
      if (req.method === 'POST') {
        const form = new URLSearchParams(body);
        refresh = form.get('grant_type') === 'refresh_token';
        user = options.refreshTokens?.[form.get('refresh_token') ?? ''];
        scopes = (form.get('scope') ?? '').split(' ').filter(Boolean);
        requests.push({ method: 'POST', ...(user && { user }), scopes, refresh });
        if (!user) return deny(401);
      } else {
        const authorization = req.headers.authorization;
        if (authorization?.startsWith('Basic ')) {
          const [name, ...password] = Buffer.from(authorization.slice(6), 'base64')
            .toString('utf8')
            .split(':');
          requests.push({ method: 'GET', ...(name && { user: name }), scopes, refresh });
          if (!name || options.users?.[name] !== password.join(':')) return deny(401);
          user = name;
        } else {
          requests.push({ method: 'GET', scopes, refresh });
        }
      }
      const token = sign(user ?? '', grant(scopes, user));
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          token,
          access_token: token,
          expires_in: expiresIn,
          issued_at: new Date().toISOString(),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    registryAuth: { realm: `http://127.0.0.1:${port}/token`, service, issuer, rootCertBundle: certPath },
    requests,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
