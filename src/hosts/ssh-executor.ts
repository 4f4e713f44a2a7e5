import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { Duplex } from 'node:stream';
import ssh2, { type ClientChannel, type ConnectConfig, type ServerHostKeyAlgorithm } from 'ssh2';
import { Semaphore } from '../concurrency/semaphore.js';
import { reasonOf, SealosError, UsageError } from '../errors.js';
import type { Logger } from '../log/logger.js';
import { parseSshTarget } from './address.js';
import { connectBatched } from './batched-socket.js';
import { AuthError, ConnectError, HANDSHAKE_TIMEOUT } from './errors.js';
import type { RelayTarget } from './executor.js';
import {
  checkHostKey,
  expectedHostKey,
  type HostKeyOptions,
  type HostKeyVerdict,
  hostKeyAlgorithms,
} from './host-key.js';
import { type HostProcess, type ProcessEnd, streamEnded } from './host-process.js';
import {
  loginOpenSsh,
  OpenSshLoginError,
  OpenSshMissingError,
  type OpenSshSession,
  type OpenSshWaiting,
} from './openssh-process.js';
import { checkPrivateKeyText, readPrivateKeyFile } from './private-key.js';
import { SharedConnections } from './shared-connections.js';
import { ShellExecutor } from './shell-executor.js';

const { Client } = ssh2;
type SshClient = InstanceType<typeof Client>;

export interface SshCredentials {
  user: string;
  password?: string;
  /** Private key text (OpenSSH or PEM). */
  privateKey?: string;
  privateKeyPath?: string;
  passphrase?: string;
  /** An ssh-agent socket path, or true for $SSH_AUTH_SOCK. */
  agent?: string | boolean;
}

/** What the handshake learned about the host key; accept-new callers record `fingerprint`. */
export interface HostKeyFact {
  address: string;
  fingerprint: string;
  /** `type base64`, for a known_hosts line. */
  publicKey: string;
  /** false: first sight (accept-new), or not checked (insecure). */
  known: boolean;
}

export interface SshOptions {
  credentials: SshCredentials;
  hostKey: HostKeyOptions;
  /** Called after each successful handshake with the host key facts. */
  onHostKey?: (fact: HostKeyFact) => void;
  /** TCP connect + SSH handshake + authentication, per attempt; default 10 s. */
  connectTimeoutMs?: number;
  /** Attempts for transient failures (refused, unreachable, timed out, reset); default 3. */
  attempts?: number;
  /** First retry delay, doubled each time; default 1 s. */
  retryDelayMs?: number;
  /**
   * Commands open at once on the connection; default 5. sshd's MaxSessions is 10 by default and it frees a
   * session only a moment after its channel closed, so it may see up to twice this number.
   */
  maxChannels?: number;
  /**
   * What carries bulk streams (tar copies): `openssh`, the runner's `ssh` when it is installed and logs in
   * (else ssh2, with a note), or always `ssh2`. Default: `$SEALOS_ACTION_BULK_SSH`, else `openssh`.
   */
  bulk?: BulkTransport;
  /**
   * A bulk stream will follow the connection (the `scp` of a folder): when the host key is known before the
   * handshake, OpenSSH's login for it starts beside ssh2's instead of after it. It is used only if ssh2
   * accepts that same key, and is ended unused otherwise.
   */
  prepareBulk?: boolean;
  logger?: Logger;
  /**
   * Reach the host through this SSH host, as OpenSSH's `ProxyJump`: over ssh2 a `direct-tcpip` channel of a
   * connection to it, over OpenSSH `-J`. It logs in with the same credentials as `user`, and its host key is
   * checked under the same policy (`fingerprint`: the one recorded for it; `onHostKey`: its handshake).
   */
  jump?: JumpHost;
  /**
   * Where the connection to `jump` is taken from: the pool's, shared by all its hosts behind the same jump host
   * and login (one handshake and login there, its key checked once), closed with the pool. Without it the
   * executor keeps its own, closed with it.
   */
  jumpConnections?: SharedConnections<SshExecutor>;
}

/** A jump host (bastion): `ip:port`, its login user. */
export interface JumpHost {
  address: string;
  user: string;
  fingerprint?: string;
  onHostKey?: (fact: HostKeyFact) => void;
}

const bulkTransports = ['openssh', 'ssh2'] as const;
export type BulkTransport = (typeof bulkTransports)[number];

/** SSH_OPEN_CONNECT_FAILED: what sshd answers when MaxSessions are in use. */
const CHANNEL_OPEN_REFUSED = 2;
const TRANSIENT_CODES = new Set([
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
  'EPIPE',
  'EAI_AGAIN',
]);

/**
 * An Executor over ONE SSH connection per host, reused for every command and copy (commands share it as
 * channels, at most `maxChannels` at a time). A connection lost later is opened again on the next command, with
 * the host key pinned to the one first seen.
 */
export class SshExecutor extends ShellExecutor {
  private readonly target: { host: string; port: number };
  private readonly channels: Semaphore;
  private client?: Promise<SshClient>;
  /** The connected client and a promise of its end (already settled if the connection dropped). */
  private current?: { client: SshClient; closed: Promise<void> };
  private closed = false;
  private pinnedFingerprint?: string;
  /** The host key fingerprint seen on the last handshake. */
  hostKeyFingerprint?: string;
  /** `type base64` of the host key accepted on the last handshake. */
  private hostPublicKey?: string;
  /** Bulk streams go through OpenSSH until a login of it fails. */
  private bulkOverOpenSsh: boolean;
  /** Bulk streams under way over OpenSSH: closing the executor stops them. */
  private readonly bulkProcesses = new Set<HostProcess>();
  /** An OpenSSH login started with the handshake (`prepareBulk`), for the first bulk stream; undefined if it failed. */
  private earlyLogin?: Promise<OpenSshWaiting | undefined>;
  /** Stops an early login still under way when the executor closes. */
  private readonly stopEarlyLogin = new AbortController();
  /**
   * The connection to the jump host the connection to this host goes through (`jump`), shared with the pool's
   * other hosts behind it: never closed here, unless it is this executor's own (`ownJumps`).
   */
  private jumpExecutor?: SshExecutor;
  /** The jump connections of an executor given none (SshOptions.jumpConnections): closed with it. */
  private ownJumps?: SharedConnections<SshExecutor>;

  private constructor(
    address: string,
    private readonly options: SshOptions,
    private readonly privateKey: string | undefined,
  ) {
    super({
      host: address,
      user: options.credentials.user,
      sudoPassword: options.credentials.password,
    });
    this.target = parseSshTarget(address);
    this.channels = new Semaphore(options.maxChannels ?? 5);
    this.bulkOverOpenSsh = bulkTransportOf(options) === 'openssh';
  }

  /** Connects (with retries for transient failures) and returns the executor; throws ConnectError, AuthError or HostKeyError. */
  static async connect(address: string, options: SshOptions): Promise<SshExecutor> {
    options.logger?.addSecret(options.credentials.password);
    options.logger?.addSecret(options.credentials.passphrase);
    const privateKey = await loadPrivateKey(address, options.credentials);
    const executor = new SshExecutor(address, options, privateKey);
    // Whether the runner has `ssh` is found out while the handshake runs, not when the first copy waits for it;
    // an early login finds it out itself.
    if (executor.bulkOverOpenSsh && !(options.prepareBulk && executor.loginEarly())) void openSshInstalled();
    try {
      if (options.jump) executor.jumpExecutor = await executor.jumpConnection(options.jump);
      await executor.connection();
    } catch (error) {
      await executor.close();
      throw error;
    }
    return executor;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.client?.catch(() => undefined);
    const current = this.current;
    this.client = undefined;
    this.current = undefined;
    for (const bulk of this.bulkProcesses) bulk.kill();
    this.stopEarlyLogin.abort();
    await this.takeEarlyLogin()?.then((waiting) => waiting?.cancel());
    if (current) {
      current.client.end();
      await current.closed;
    }
    await this.ownJumps?.closeAll();
  }

  /**
   * The connection to the jump host, opened by the first of the pool's hosts behind it. Its forwarded
   * `direct-tcpip` channels (connectPort) are not counted in `maxChannels`: each host keeps one for its
   * connection's whole life. Nor does sshd count them in MaxSessions, which limits "shell, login or subsystem
   * sessions" only; MaxSessions 0 "will prevent all shell, login and subsystem sessions while still permitting
   * forwarding" (sshd_config(5)).
   */
  private jumpConnection(jump: JumpHost): Promise<SshExecutor> {
    let connections = this.options.jumpConnections;
    if (!connections) {
      this.ownJumps = new SharedConnections();
      connections = this.ownJumps;
    }
    return connections.get(jumpKey(jump, this.options.credentials), () =>
      SshExecutor.connect(jump.address, jumpOptions(this.options)),
    );
  }

  async relayTarget(): Promise<RelayTarget | undefined> {
    await this.connection();
    const asRoot = await this.rootCommandLine();
    if (!asRoot || !this.hostPublicKey) return undefined;
    return {
      ip: this.target.host,
      port: this.target.port,
      user: this.user,
      hostKey: this.hostPublicKey,
      asRoot,
    };
  }

  /** `host`: another address the host reaches, as `ssh -W` (a jump host's use); default its loopback. */
  async connectPort(port: number, host = '127.0.0.1'): Promise<ClientChannel> {
    const client = await this.connection();
    return new Promise((resolve, reject) =>
      client.forwardOut('127.0.0.1', 0, host, port, (error, channel) => {
        if (!error) return resolve(channel);
        const where = host === '127.0.0.1' ? `port ${port} of the host` : `${host}:${port} from the host`;
        reject(
          new ConnectError(
            `cannot reach ${where} through its SSH connection: ${error.message} (is anything listening there, and does sshd allow TCP forwarding: AllowTcpForwarding?)`,
            { host: this.host, cause: error },
          ),
        );
      }),
    );
  }

  protected async startProcess(commandLine: string, options: { bulk?: boolean } = {}): Promise<HostProcess> {
    if (options.bulk && this.bulkOverOpenSsh) {
      const started = await this.startOverOpenSsh(commandLine);
      if (started) return started;
    }
    const release = await this.channels.acquire();
    try {
      const { channel, finished } = await this.openChannel(commandLine);
      const done = finished.finally(release);
      return {
        stdin: channel,
        stdout: channel,
        stderr: channel.stderr,
        finished: done,
        kill: () => channel.close(),
      };
    } catch (error) {
      release();
      if (error instanceof SealosError) throw error;
      throw new ConnectError(`cannot start a command: ${(error as Error).message}`, {
        host: this.host,
        cause: error,
      });
    }
  }

  /**
   * The command over a local OpenSSH `ssh` logged in as this connection is (same credentials, host key pinned
   * to the one this connection accepted); undefined when OpenSSH cannot log in, and from then on bulk streams
   * to this host use ssh2.
   */
  private async startOverOpenSsh(commandLine: string): Promise<HostProcess | undefined> {
    await this.connection();
    try {
      const early = await this.earlyLoginFor(this.hostPublicKey!);
      if (!early && !(await openSshInstalled())) {
        this.bulkOverOpenSsh = false;
        noteOpenSshMissing(this.options.logger);
        return undefined;
      }
      const waiting = early ?? (await loginOpenSsh(this.openSshSession(this.hostPublicKey!)));
      const started = waiting.run(commandLine);
      if (this.closed) {
        started.kill();
        throw new SealosError('the SSH connection was closed', { host: this.host });
      }
      this.bulkProcesses.add(started);
      void started.finished.then(() => this.bulkProcesses.delete(started));
      return started;
    } catch (error) {
      if (!(error instanceof OpenSshLoginError)) throw error;
      this.bulkOverOpenSsh = false;
      if (error instanceof OpenSshMissingError) {
        openSsh = Promise.resolve(false);
        noteOpenSshMissing(this.options.logger);
      } else
        this.options.logger?.warn(
          `${this.host}: copies to this host use the built-in SSH client (slower): ${error.message}`,
        );
      return undefined;
    }
  }

  /** What OpenSSH's login needs, pinned to `hostKey` (`type base64`). */
  private openSshSession(hostKey: string): OpenSshSession {
    const { credentials, connectTimeoutMs } = this.options;
    return {
      host: this.host,
      ip: this.target.host,
      port: this.target.port,
      user: this.user,
      hostKey,
      ...(this.privateKey !== undefined ? { privateKey: this.privateKey } : {}),
      ...(credentials.passphrase !== undefined ? { passphrase: credentials.passphrase } : {}),
      ...(credentials.password !== undefined ? { password: credentials.password } : {}),
      ...(credentials.agent ? { agentSocket: agentSocket(credentials) } : {}),
      connectTimeoutSeconds: Math.ceil((connectTimeoutMs ?? 10_000) / 1000),
      ...(this.jumpExecutor?.hostPublicKey ? { jump: this.jumpExecutor.openSshJump() } : {}),
    };
  }

  /** This host as the jump of another's OpenSSH login, pinned to the key its handshake accepted. */
  private openSshJump(): NonNullable<OpenSshSession['jump']> {
    return { ip: this.target.host, port: this.target.port, user: this.user, hostKey: this.hostPublicKey! };
  }

  /**
   * Starts OpenSSH's login before the handshake, pinned to the key known_hosts (and a recorded fingerprint)
   * already trusts for this host; none when no key is known yet. A failure is not reported: the first bulk
   * stream then logs in as usual, after the handshake, and says why if that fails too. Whether it started.
   */
  private loginEarly(): boolean {
    if (this.options.jump) return false;
    const hostKey = expectedHostKey(this.host, this.target.host, this.target.port, this.options.hostKey);
    if (!hostKey) return false;
    this.earlyLogin = loginOpenSsh(this.openSshSession(hostKey), this.stopEarlyLogin.signal).catch(
      (error: unknown) => {
        this.options.logger?.debug(
          `${this.host}: the early OpenSSH login failed: ${(error as Error).message}`,
        );
        return undefined;
      },
    );
    return true;
  }

  /** The early login, once: when its key is the one the handshake accepted, else it is ended and undefined. */
  private async earlyLoginFor(acceptedKey: string): Promise<OpenSshWaiting | undefined> {
    const waiting = await this.takeEarlyLogin();
    if (!waiting || waiting.hostKey === acceptedKey) return waiting;
    await waiting.cancel();
    return undefined;
  }

  private takeEarlyLogin(): Promise<OpenSshWaiting | undefined> | undefined {
    const early = this.earlyLogin;
    this.earlyLogin = undefined;
    return early;
  }

  /**
   * Opens a channel running the command. The exit and close listeners are attached inside ssh2's callback:
   * a quick command's exit status can arrive in the same packet batch as the exec reply, before any later
   * listener. sshd frees a finished session a moment after its channel closed, so a new channel can briefly
   * find all of MaxSessions taken even below our own limit: such a refusal is retried after a short pause.
   */
  private async openChannel(
    commandLine: string,
  ): Promise<{ channel: ClientChannel; finished: Promise<ProcessEnd> }> {
    for (let attempt = 1; ; attempt++) {
      const client = await this.connection();
      try {
        return await new Promise((resolve, reject) =>
          client.exec(commandLine, (error, channel) => {
            if (error) return reject(error);
            let exit: ProcessEnd = { exitCode: null };
            channel.on('exit', (code: number | null, signal?: string) => {
              exit = code === null ? { exitCode: null, signal } : { exitCode: code };
            });
            const ends = [streamEnded(channel, 'close'), streamEnded(channel), streamEnded(channel.stderr)];
            resolve({ channel, finished: Promise.all(ends).then(() => exit) });
          }),
        );
      } catch (error) {
        const refused = (error as { reason?: number }).reason === CHANNEL_OPEN_REFUSED;
        if (!refused || attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
      }
    }
  }

  private connection(): Promise<SshClient> {
    if (this.closed)
      return Promise.reject(new SealosError('the SSH connection was closed', { host: this.host }));
    this.client ??= this.connectWithRetries().catch((error: unknown) => {
      this.client = undefined;
      throw error;
    });
    return this.client;
  }

  private async connectWithRetries(): Promise<SshClient> {
    const attempts = this.options.attempts ?? 3;
    let delay = this.options.retryDelayMs ?? 1000;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.connectOnce();
      } catch (failure) {
        if (!isAttemptFailure(failure)) throw failure;
        const { error, transient } = failure;
        if (error instanceof SealosError) throw error;
        if (!transient)
          throw new ConnectError(`cannot connect: ${error.message}`, { host: this.host, cause: error });
        if (attempt >= attempts)
          throw new ConnectError(
            `cannot connect after ${attempt} attempt${attempt === 1 ? '' : 's'}: ${error.message}`,
            {
              host: this.host,
              cause: error,
            },
          );
        this.options.logger?.warn(`${this.host}: ${error.message}; retrying in ${delay / 1000}s`);
        await new Promise((resolve) => setTimeout(resolve, delay));
        delay *= 2;
      }
    }
  }

  private async connectOnce(): Promise<SshClient> {
    if (!this.jumpExecutor) return this.handshake(() => connectBatched(this.target.port, this.target.host));
    const jump = this.jumpExecutor;
    const channel = await jump.connectPort(this.target.port, this.target.host).catch((error: unknown) => {
      throw {
        error: new Error(`through the jump host ${jump.host}: ${(error as Error).message}`),
        transient: true,
      } satisfies AttemptFailure;
    });
    // A TCP socket ends both ways when the host's side ends; a forwarded channel stays half open, and the SSH
    // client over it would never see its connection drop (the host's sshd gone): end ours too, as TCP would.
    channel.once('end', () => channel.end());
    return this.handshake(() => channel);
  }

  /** The SSH handshake and login over the socket `open` makes (TCP, or a channel of the jump host's connection). */
  private handshake(open: () => Duplex): Promise<SshClient> {
    const { credentials, hostKey } = this.options;
    const keyOptions: HostKeyOptions = {
      ...hostKey,
      fingerprint: this.pinnedFingerprint ?? hostKey.fingerprint,
    };
    return new Promise((resolve, reject) => {
      const client = new Client();
      const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
      let verdict: HostKeyVerdict | undefined;
      let ready = false;
      const fail = (error: Error, transient: boolean) => {
        client.destroy();
        reject({ error, transient } satisfies AttemptFailure);
      };
      client.on('ready', () => {
        ready = true;
        this.current = { client, closed };
        this.accepted(verdict!);
        resolve(client);
      });
      client.on('error', (error: Error & { level?: string; code?: string }) => {
        if (ready) {
          this.options.logger?.debug(`${this.host}: SSH connection error: ${error.message}`);
          return;
        }
        if (verdict && !verdict.accepted) fail(verdict.error, false);
        else if (error.level === 'client-authentication') fail(this.authError(error), false);
        else if (error.level === 'client-timeout')
          fail(
            Object.assign(
              new Error(`no SSH handshake within ${(this.options.connectTimeoutMs ?? 10_000) / 1000}s`),
              { code: HANDSHAKE_TIMEOUT },
            ),
            true,
          );
        else fail(error, TRANSIENT_CODES.has(error.code ?? ''));
      });
      client.on('close', () => {
        if (!ready) fail(new Error('the connection closed during the SSH handshake'), true);
        else if (this.current?.client === client) {
          this.options.logger?.debug(`${this.host}: SSH connection closed; the next command reconnects`);
          this.current = undefined;
          this.client = undefined;
        }
      });
      const config: ConnectConfig = {
        username: credentials.user,
        password: credentials.password,
        privateKey: this.privateKey,
        passphrase: credentials.passphrase,
        agent: agentSocket(credentials),
        authHandler: authMethods(credentials, this.privateKey),
        readyTimeout: this.options.connectTimeoutMs ?? 10_000,
        keepaliveInterval: 15_000,
        keepaliveCountMax: 4,
        hostVerifier: (key: Buffer) => {
          verdict = checkHostKey(this.host, this.target.host, this.target.port, key, keyOptions);
          return verdict.accepted;
        },
      };
      const algorithms = hostKeyAlgorithms(keyOptions, this.target.host, this.target.port);
      if (algorithms.length > 0)
        config.algorithms = { serverHostKey: algorithms as ServerHostKeyAlgorithm[] };
      // Nagle off from the first byte: SSH is request/answer traffic, and with Nagle every small packet (handshake,
      // channel open, exec, a window's last packet) waits for a delayed ACK — measured in bench/README.md. The
      // socket is made last, once nothing above can throw.
      const sock = open();
      try {
        client.connect({ ...config, sock });
      } catch (error) {
        // ssh2 refused the settings before taking the socket: close it here, or it stays open (a live host)
        // or emits an 'error' nobody handles (a closed port).
        sock.on('error', () => {});
        sock.destroy();
        fail(error instanceof Error ? error : new Error(String(error)), false);
      }
    });
  }

  private accepted(verdict: HostKeyVerdict): void {
    if (!verdict.accepted) return;
    this.hostKeyFingerprint = verdict.fingerprint;
    this.hostPublicKey = verdict.publicKey;
    this.pinnedFingerprint ??= verdict.fingerprint;
    if (this.options.hostKey.policy === 'insecure')
      this.options.logger?.warn(
        `${this.host}: host key not checked (host-key-policy insecure): ${verdict.fingerprint}`,
      );
    this.options.onHostKey?.({
      address: this.host,
      fingerprint: verdict.fingerprint,
      publicKey: verdict.publicKey,
      known: verdict.known,
    });
  }

  private authError(cause: Error): AuthError {
    const methods = (authMethods(this.options.credentials, this.privateKey) as string[]).join(', ');
    return new AuthError(
      `${this.options.credentials.user} was refused (tried ${methods}): wrong password, or key not authorized`,
      {
        host: this.host,
        cause,
      },
    );
  }
}

/** Whether the runner has `ssh`, found out once for every executor (a run may start forty streams at once). */
let openSsh: Promise<boolean> | undefined;
let openSshMissingNoted = false;

function openSshInstalled(): Promise<boolean> {
  openSsh ??= new Promise((resolve) => {
    const child = spawn('ssh', ['-V'], { stdio: 'ignore' });
    child.once('error', () => resolve(false));
    child.once('close', (code) => resolve(code === 0));
  });
  return openSsh;
}

function noteOpenSshMissing(logger: Logger | undefined): void {
  if (openSshMissingNoted) return;
  openSshMissingNoted = true;
  logger?.info('OpenSSH `ssh` is not installed on the runner: copies use the built-in SSH client (slower)');
}

function bulkTransportOf(options: SshOptions): BulkTransport {
  if (options.bulk) return options.bulk;
  const wanted = process.env.SEALOS_ACTION_BULK_SSH;
  if (wanted === undefined || wanted === '') return 'openssh';
  if ((bulkTransports as readonly string[]).includes(wanted)) return wanted as BulkTransport;
  throw new UsageError(
    `SEALOS_ACTION_BULK_SSH must be one of ${bulkTransports.join(', ')}, not ${JSON.stringify(wanted)}`,
  );
}

/** The jump host's connection: same credentials with its own user, its own recorded key, no jump of its own. */
function jumpOptions(options: SshOptions): SshOptions {
  const jump = options.jump!;
  const {
    jump: _jump,
    jumpConnections: _jumpConnections,
    onHostKey: _onHostKey,
    prepareBulk: _prepareBulk,
    ...shared
  } = options;
  const { fingerprint: _fingerprint, ...hostKey } = options.hostKey;
  return {
    ...shared,
    credentials: { ...options.credentials, user: jump.user },
    hostKey: { ...hostKey, ...(jump.fingerprint ? { fingerprint: jump.fingerprint } : {}) },
    // Only forwarded connections go through it: no bulk stream, no OpenSSH login of its own.
    bulk: 'ssh2',
    ...(jump.onHostKey ? { onHostKey: jump.onHostKey } : {}),
  };
}

/**
 * What makes two hosts' jump connections one: the jump host, its login (the hosts' credentials with its user)
 * and the key recorded for it. Hashed, so the map keeps no secret in its keys.
 */
function jumpKey(jump: JumpHost, credentials: SshCredentials): string {
  const { password, privateKey, privateKeyPath, passphrase, agent } = credentials;
  const login = [
    jump.address,
    jump.user,
    jump.fingerprint,
    password,
    privateKey,
    privateKeyPath,
    passphrase,
    agent,
  ];
  return createHash('sha256').update(JSON.stringify(login)).digest('hex');
}

/** One connection attempt's failure; `transient` ones are worth another attempt. */
interface AttemptFailure {
  error: Error;
  transient: boolean;
}

function isAttemptFailure(value: unknown): value is AttemptFailure {
  return typeof value === 'object' && value !== null && 'transient' in value && 'error' in value;
}

/**
 * Reads and decrypts the key up front (a regular file, bounded), so a wrong passphrase or a public key given as
 * the private key is one clear error before any connection, never a retry or a login that cannot end.
 */
async function loadPrivateKey(address: string, credentials: SshCredentials): Promise<string | undefined> {
  const { privateKey, privateKeyPath, passphrase } = credentials;
  try {
    if (privateKey !== undefined) {
      checkPrivateKeyText(privateKey, passphrase, 'private key');
      return privateKey;
    }
    if (privateKeyPath === undefined) return undefined;
    return await readPrivateKeyFile(privateKeyPath, passphrase, 'private key');
  } catch (error) {
    throw new AuthError(reasonOf(error), { host: address, cause: error });
  }
}

function agentSocket(credentials: SshCredentials): string | undefined {
  if (credentials.agent === true) {
    if (!process.env.SSH_AUTH_SOCK) throw new UsageError('ssh-agent requested but SSH_AUTH_SOCK is not set');
    return process.env.SSH_AUTH_SOCK;
  }
  return credentials.agent || undefined;
}

/** Key first, then the agent, then the password: the order OpenSSH uses. */
function authMethods(
  credentials: SshCredentials,
  privateKey: string | undefined,
): ConnectConfig['authHandler'] {
  const methods: string[] = [];
  if (privateKey) methods.push('publickey');
  if (credentials.agent) methods.push('agent');
  if (credentials.password !== undefined) methods.push('password');
  if (methods.length === 0)
    throw new UsageError(
      `no SSH credentials for ${credentials.user}: give a password, a private key or an agent`,
    );
  return methods as ConnectConfig['authHandler'];
}
