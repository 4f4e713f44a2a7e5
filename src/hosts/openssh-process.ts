/**
 * A command on a host carried by the runner's OpenSSH `ssh` rather than by ssh2: for bulk streams (tar
 * copies), where OpenSSH's native crypto and I/O cost a fraction of ssh2's CPU per byte (bench/RESULTS.md §1).
 * The login is the one the ssh2 connection already made, handed over without weakening it:
 *
 * - the host key is pinned to one key (a known_hosts file of that one key, strict): the key ssh2's handshake
 *   accepted, or, for a login started beside that handshake, the known key the same check accepts, and then the
 *   caller uses the login only if ssh2 accepted that same key (ssh-executor.ts);
 * - a private key goes to a 0600 file, a password or passphrase to SSH_ASKPASS through the environment of this
 *   `ssh` only (never its arguments); the files sit in a 0700 folder that is removed as soon as the login is
 *   done or failed, so they exist for the length of a handshake;
 * - `ssh` gets an environment of its own, not the runner's (which may hold tokens).
 *
 * The remote side first prints a random marker on stdout and on stderr: seeing both proves the login worked
 * before any byte of the stream is written, and cuts ssh's own messages from the command's. So a failed login
 * (no `ssh`, a refused key, an sshd that allows no second connection) is an `OpenSshLoginError` the caller can
 * answer by using ssh2 instead, with nothing lost. Then it waits for the command line on its stdin (ended by a
 * NUL byte, read byte by byte so that nothing after it is taken) and runs it on the rest of that stdin: a login
 * can start before the command it will carry is known, e.g. beside the ssh2 handshake.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { causeText, SealosError } from '../errors.js';
import { knownHostsName } from './host-key.js';
import { type HostProcess, type ProcessEnd, streamEnded } from './host-process.js';
import { jumpHostConfig, type OpenSshLogin, openSshArgs } from './openssh-options.js';
import { OutputCapture } from './output.js';

export interface OpenSshSession {
  /** The engine's name for the host, in errors. */
  host: string;
  ip: string;
  port: number;
  user: string;
  /** `type base64` of the host key the ssh2 handshake accepted. */
  hostKey: string;
  privateKey?: string;
  passphrase?: string;
  password?: string;
  agentSocket?: string;
  connectTimeoutSeconds?: number;
  /** Reached through this jump host (ProxyJump), logged in with the same credentials as `user`. */
  jump?: { ip: string; port: number; user: string; hostKey: string };
}

/** A local `ssh` logged in to the host, waiting for the one command it is to carry. */
export interface OpenSshWaiting {
  /** `type base64` of the host key this login was pinned to. */
  readonly hostKey: string;
  /** Starts the command: its stdin, stdout and stderr are the returned process's. Once only. */
  run(commandLine: string): HostProcess;
  /** Ends the login unused; settles once its folder is removed. */
  cancel(): Promise<void>;
}

/** OpenSSH could not log in (or is not installed): nothing was sent, the caller may use another transport. */
export class OpenSshLoginError extends SealosError {}

/** The runner has no `ssh` to run. */
export class OpenSshMissingError extends OpenSshLoginError {}

/** ssh's own failures (connect, login, a dropped connection) exit 255. */
const SSH_FAILED = 255;

/**
 * Paths ssh takes in `-o` options: it splits them at whitespace and expands `%` and `~` in them, so only plain
 * characters are handed over; another path makes the copy use ssh2.
 */
const PLAIN_PATH = /^[A-Za-z0-9._/+@:-]+$/;

/**
 * Logs in to the host with a local `ssh`; resolves once the login is done, with the session waiting for its
 * command. `signal` ends a login still under way (an OpenSshLoginError).
 */
export async function loginOpenSsh(session: OpenSshSession, signal?: AbortSignal): Promise<OpenSshWaiting> {
  const prepared = await prepareLogin(session);
  const { dir, login, secrets } = prepared;
  const removeDir = () => rm(dir, { recursive: true, force: true });
  const removeSecrets = () =>
    Promise.all([secrets.key, secrets.askpass].map((file) => rm(file, { force: true })));
  const marker = `sealos-ready-${randomBytes(8).toString('hex')}`;
  // bash reads a pipe one byte at a time when the delimiter is not a newline: the command's input starts right
  // after the NUL. `exit $?`: bash waits for the command, so a command killed by a signal ends as 128+n, and only
  // ssh's own failures end as 255.
  const remote = `printf '%s\\n' ${marker}; printf '%s\\n' ${marker} >&2; exec bash -c 'IFS= read -r -d "" line || exit 126; eval "$line"; exit $?'`;
  let child: ChildProcess;
  try {
    // A session of its own: no terminal to prompt on (the askpass answers), and a Ctrl-C in the user's terminal
    // reaches the run, which stops its copies in order, not this ssh directly.
    child = spawn('ssh', [...openSshArgs(login), remote], {
      stdio: 'pipe',
      detached: true,
      env: sshEnvironment(session, login.askpass ? secrets.askpass : undefined),
    });
  } catch (cause) {
    await Promise.all([removeSecrets(), removeDir()]);
    throw new OpenSshLoginError(`cannot run ssh: ${causeText(cause)}`, { host: session.host, cause });
  }
  const abort = () => child.kill('SIGKILL');
  signal?.addEventListener('abort', abort, { once: true });
  try {
    const started = await loggedIn(child, `${marker}\n`, session.host);
    const finished = started.finished.then(async (end) => {
      await removeDir();
      return end;
    });
    let used = false;
    return {
      hostKey: session.hostKey,
      run: (commandLine) => {
        if (used) throw new SealosError('an OpenSSH login carries one command', { host: session.host });
        if (commandLine.includes('\0'))
          throw new SealosError('a command line cannot hold a NUL byte', { host: session.host });
        used = true;
        started.stdin.write(`${commandLine}\0`);
        return { ...started, finished };
      },
      cancel: async () => {
        used = true;
        started.stdout.resume();
        started.stderr.resume();
        started.kill();
        await finished;
      },
    };
  } catch (error) {
    await removeDir();
    throw error;
  } finally {
    signal?.removeEventListener('abort', abort);
    // The key and the passwords are needed for the login only; the known_hosts file for the whole session
    // (a rekey checks the host key again).
    await removeSecrets();
  }
}

/**
 * The login's own folder with its files (known_hosts, the key and the askpass where needed): failing to make them
 * is a login that did not happen.
 */
async function prepareLogin(session: OpenSshSession) {
  // The job's own temp folder on GitHub's runners (emptied after every job), else the system's.
  const base = process.env.RUNNER_TEMP || os.tmpdir();
  for (const [what, value] of [
    ['temp folder', base],
    ['agent socket', session.agentSocket],
  ] as const)
    if (value !== undefined && !PLAIN_PATH.test(value))
      throw new OpenSshLoginError(`the ${what} path ${JSON.stringify(value)} cannot be given to ssh`, {
        host: session.host,
      });
  try {
    const dir = await mkdtemp(path.join(base, 'sealos-ssh-'));
    try {
      return { dir, ...(await writeLoginFiles(dir, session)) };
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  } catch (cause) {
    throw new OpenSshLoginError(`cannot prepare the OpenSSH login: ${causeText(cause)}`, {
      host: session.host,
      cause,
    });
  }
}

async function writeLoginFiles(dir: string, session: OpenSshSession) {
  const secrets = { key: path.join(dir, 'key'), askpass: path.join(dir, 'askpass') };
  const knownHostsFile = path.join(dir, 'known_hosts');
  await writeFile(knownHostsFile, `${knownHostsName(session.ip, session.port)} ${session.hostKey}\n`, {
    mode: 0o600,
  });
  if (session.privateKey !== undefined) {
    const text = session.privateKey.endsWith('\n') ? session.privateKey : `${session.privateKey}\n`;
    await writeFile(secrets.key, text, { mode: 0o600 });
  }
  const askpass = session.password !== undefined || session.passphrase !== undefined;
  if (askpass)
    // The secrets stay in ssh's environment; the script only picks one by the prompt ssh shows.
    await writeFile(
      secrets.askpass,
      '#!/bin/sh\ncase $1 in\n*assphrase*) printf \'%s\\n\' "$SEALOS_SSH_PASSPHRASE" ;;\n*) printf \'%s\\n\' "$SEALOS_SSH_PASSWORD" ;;\nesac\n',
      { mode: 0o700 },
    );
  const login: OpenSshLogin = {
    ip: session.ip,
    port: session.port,
    user: session.user,
    knownHostsFile,
    hostKey: session.hostKey,
    ...(session.privateKey !== undefined ? { identityFile: secrets.key } : {}),
    ...(session.agentSocket ? { agentSocket: session.agentSocket } : {}),
    askpass,
    password: session.password !== undefined,
    ...(session.connectTimeoutSeconds ? { connectTimeoutSeconds: session.connectTimeoutSeconds } : {}),
  };
  if (session.jump) login.jump = await writeJumpFiles(dir, session.jump, login);
  return { login, secrets };
}

/** The jump host's known_hosts (its one accepted key) and the configuration file naming it. */
async function writeJumpFiles(
  dir: string,
  jump: NonNullable<OpenSshSession['jump']>,
  target: OpenSshLogin,
): Promise<NonNullable<OpenSshLogin['jump']>> {
  // The user goes into a configuration line: only a plain name can (else the copy uses ssh2).
  if (!/^[A-Za-z0-9._][A-Za-z0-9._-]*$/.test(jump.user))
    throw new Error(`the jump host user ${JSON.stringify(jump.user)} cannot be given to ssh`);
  const knownHostsFile = path.join(dir, 'jump_known_hosts');
  await writeFile(knownHostsFile, `${knownHostsName(jump.ip, jump.port)} ${jump.hostKey}\n`, { mode: 0o600 });
  const configFile = path.join(dir, 'config');
  const alias = 'sealos-jump';
  await writeFile(configFile, jumpHostConfig(alias, { ...target, ...jump, knownHostsFile }), { mode: 0o600 });
  return { configFile, alias };
}

function sshEnvironment(session: OpenSshSession, askpassScript: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? os.homedir(),
    LANG: 'C',
  };
  if (askpassScript) {
    env.SSH_ASKPASS = askpassScript;
    env.SSH_ASKPASS_REQUIRE = 'force';
    // OpenSSH before 8.4 knows no SSH_ASKPASS_REQUIRE: without a terminal it asks the askpass program only when
    // DISPLAY is set. Nothing is forwarded to it (`-x`).
    env.DISPLAY = 'sealos-askpass:0';
    if (session.password !== undefined) env.SEALOS_SSH_PASSWORD = session.password;
    if (session.passphrase !== undefined) env.SEALOS_SSH_PASSPHRASE = session.passphrase;
  }
  return env;
}

/**
 * Waits for the marker line on stdout AND on stderr, then returns the process with both streams starting
 * after it: what came before is the login's (a login script's chatter, ssh's own messages), what follows is
 * the command's. The two are separate pipes, so each needs its own marker to be cut at the right byte. An exit
 * or a spawn error first is an OpenSshLoginError. Nothing is read from the returned streams before the caller
 * reads them: a command's first error line must not be lost.
 */
function loggedIn(child: ChildProcess, marker: string, host: string): Promise<HostProcess> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const early = new OutputCapture();
  const exited = new Promise<ProcessEnd>((resolve) =>
    child.once('close', (code, signal) =>
      resolve(
        code === SSH_FAILED || code === null
          ? { exitCode: null, ...(signal ? { signal } : {}) }
          : { exitCode: code },
      ),
    ),
  );
  // As over ssh2: ended once the command has and the caller has read its output to the end.
  const finished = Promise.all([exited, streamEnded(stdout), streamEnded(stderr)]).then(([end]) => end);
  return new Promise((resolve, reject) => {
    const stops: Array<() => void> = [];
    let waiting = 2;
    const fail = (error: OpenSshLoginError) => {
      for (const stop of stops) stop();
      child.kill('SIGKILL');
      reject(error);
    };
    const found = () => {
      if (--waiting > 0) return;
      child.off('close', onEarlyClose);
      resolve({ stdin: child.stdin!, stdout, stderr, finished, kill: () => child.kill('SIGTERM') });
    };
    stops.push(cutAtMarker(child.stdout!, marker, stdout, found));
    stops.push(cutAtMarker(child.stderr!, marker, stderr, found, (chunk) => early.add(chunk)));
    const onEarlyClose = (code: number | null) => {
      // ssh's last lines say why (a host key warning's banner comes before them).
      const said = early
        .finish()
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .slice(-2)
        .join(' ');
      fail(
        new OpenSshLoginError(`OpenSSH could not log in (exit ${code})${said ? `: ${said}` : ''}`, { host }),
      );
    };
    child.once('close', onEarlyClose);
    child.once('error', (error: NodeJS.ErrnoException) => {
      child.off('close', onEarlyClose);
      const Failure = error.code === 'ENOENT' ? OpenSshMissingError : OpenSshLoginError;
      fail(new Failure(`cannot run ssh: ${error.message}`, { host, cause: error }));
    });
  });
}

/**
 * Drops what `source` carries up to and including `marker` (handing it to `before`), then pipes the rest into
 * `target` and calls `found`. Returns a function that stops watching.
 */
function cutAtMarker(
  source: Readable,
  marker: string,
  target: Writable,
  found: () => void,
  before?: (chunk: Buffer) => void,
): () => void {
  let seen = '';
  const onData = (chunk: Buffer) => {
    before?.(chunk);
    seen += chunk.toString('latin1');
    const at = seen.indexOf(marker);
    if (at < 0) {
      // Keep only what may still be the start of the marker.
      seen = seen.slice(-marker.length);
      return;
    }
    source.off('data', onData);
    const rest = Buffer.from(seen.slice(at + marker.length), 'latin1');
    if (rest.length > 0) target.write(rest);
    source.pipe(target);
    found();
  };
  source.on('data', onData);
  return () => source.off('data', onData);
}
