/**
 * A lab of real OpenSSH hosts on this machine, for tests that need root.
 *
 * Recipe: a bridge `salab-<id>` with 10.77.0.1/24 on the root side; per host a network namespace
 * `salab-<id>-<n>` joined to the bridge by a veth pair (eth0 = 10.77.0.<11+n> inside, no default route, so the
 * hosts reach only the lab subnet); with `hidden`, the last hosts instead on a bridge inside the first
 * host's namespace (10.77.1.0/24), reached only through that host. Inside each namespace `unshare -m -u
 * --propagation private` runs host-setup.sh: own hostname, /etc /usr /var as overlays of the machine's (upper dirs in the lab
 * folder), empty private /root /opt /home /var/lib/sealos /etc/kubernetes /usr/local/bin, one folder of the lab
 * bound at /var/lib/standin-cluster on every host (the stand-ins' shared cluster state), fresh tmpfs /run
 * and /tmp, users root (key + password), alice (passwordless sudo), bob (sudo asks his password), an own
 * ed25519 host key, and finally `sshd -D -e` as the same process (so its pid names the host's namespaces).
 *
 * Only one lab runs at a time on the machine (the subnet is fixed): a lock folder (`mkdir` is atomic) holds the
 * owner pid, and a second start, even from another process, waits for the first lab to stop. Names carry a
 * random id and the lab folder records the owner pid, so a lab left over by a crashed run (its owner gone) is
 * torn down by the next start; `stop()` removes processes, namespaces, bridge and folder even after a failed
 * start, then frees the lock.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sshdConfig } from './sshd-config.js';

export const LAB_SUBNET = '10.77.0.0/24';
export const LAB_BRIDGE_IP = '10.77.0.1';
const FIRST_HOST_OCTET = 11;
/** The hidden hosts' bridge, inside the jump host's namespace (see LabOptions.hidden). */
const HIDDEN_BRIDGE = 'hidden0';
const HIDDEN_BRIDGE_IP = '10.77.1.1';
const NAME_PREFIX = 'salab-';
const FOLDER_PREFIX = 'sealos-lab-';
const LOCK_DIR = path.join(os.tmpdir(), 'sealos-lab.lock');
const READY_TIMEOUT_MS = 30_000;
const HOST_SETUP_SCRIPT = fileURLToPath(new URL('./host-setup.sh', import.meta.url));

export interface LabOptions {
  hosts: number;
  /** sshd port inside every host; 22 by default. */
  port?: number;
  /** How long to wait for another process's lab to stop; default 150 s (under vitest's hook timeout). */
  waitMs?: number;
  /**
   * `overlay` (default): /etc is an overlay of the machine's. `bind`: /etc/hosts is moreover a bind-mounted
   * single file, as in a container, which can be rewritten in place but not replaced by a rename.
   */
  isolation?: 'overlay' | 'bind';
  /** Called once if the lab lock is held by another live lab when this one asks for it (it then waits). */
  onWaiting?: () => void;
  /**
   * The last `hidden` hosts sit on a second network, 10.77.1.0/24, that only the first host (the jump host,
   * on both networks) also joins: its bridge is inside the first host's namespace, so neither the machine nor
   * the other hosts reach them, and all of it goes with that namespace. Default none.
   */
  hidden?: number;
}

export interface LabUser {
  user: string;
  password: string;
}

export interface LabCredentials {
  root: LabUser;
  /** Passwordless sudo. */
  alice: LabUser;
  /** sudo asks for his password. */
  bob: LabUser;
  /** An ed25519 key (OpenSSH private key text) authorized for root, alice and bob. */
  privateKey: string;
  privateKeyPath: string;
  /** The same kind of key protected by `passphrase`, also authorized for every user. */
  encryptedPrivateKey: string;
  encryptedPrivateKeyPath: string;
  passphrase: string;
}

export interface LabHost {
  index: number;
  hostname: string;
  ip: string;
  port: number;
  /** `ip:port`, the form the engine uses. */
  address: string;
  netns: string;
  /** sshd's pid: it lives in the host's network, mount and UTS namespaces. */
  pid: number;
  hostPublicKey: string;
  hostKeyFingerprint: string;
  knownHostsLine: string;
  /** The host's lab folder on the machine (upper dirs of the overlays, private folders). */
  dir: string;
  /** The machine's end of the host's link (on the bridge); `setLink` takes it down and up. */
  veth: string;
}

export interface HostCommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface Lab {
  readonly id: string;
  readonly hosts: LabHost[];
  /** The bridge device on the machine's side: traffic from the runner to the hosts leaves through it. */
  readonly bridge: string;
  readonly bridgeIp: string;
  readonly subnet: string;
  readonly credentials: LabCredentials;
  /** known_hosts text with every host's current key. */
  knownHosts(): string;
  /**
   * Takes the host's link down (its bridge port: nothing reaches it, nothing it sends gets out, established
   * connections stall) or up again: how a test makes a host unreachable, or loses it in the middle of a run.
   */
  setLink(host: LabHost, state: 'up' | 'down'): Promise<void>;
  /** Runs bash `script` directly inside the host (nsenter), bypassing SSH: for assertions. */
  run(host: LabHost, script: string, stdin?: string | Buffer): Promise<HostCommandResult>;
  /** Like run, but fails on a non-zero exit and returns stdout. */
  check(host: LabHost, script: string, stdin?: string | Buffer): Promise<string>;
  /** The host's recent sshd log lines (`sshd -e`), for diagnosing a failing test. */
  sshdLog(host: LabHost): string[];
  /** The processes running inside the host (its network namespace), with their command lines. */
  processes(host: LabHost): Promise<Array<{ pid: number; args: string }>>;
  /** Gives the host a new host key (sshd reloads it); returns the host with its new key facts. */
  replaceHostKey(host: LabHost): Promise<LabHost>;
  stop(): Promise<void>;
}

export async function startLab(options: LabOptions): Promise<Lab> {
  if (options.hosts < 1 || options.hosts > 200)
    throw new Error(`lab: hosts must be 1..200, not ${options.hosts}`);
  const unlock = await lockLab(options.waitMs ?? 150_000, options.onWaiting);
  const id = randomBytes(4).toString('hex').slice(0, 6);
  const processes: ChildProcess[] = [];
  let dir: string | undefined;
  const stop = async () => {
    // Reaped, not just killed: once stop() resolves, no sshd pid of this lab exists, not even as a zombie.
    const exited = processes.map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise<void>((resolve) => child.once('exit', () => resolve())),
    );
    for (const child of processes) if (child.exitCode === null) child.kill('SIGKILL');
    await teardown(id, dir);
    await Promise.all(exited);
    await unlock();
  };
  try {
    await removeLeftovers();
    dir = await mkdtemp(path.join(os.tmpdir(), `${FOLDER_PREFIX}${id}-`));
    await writeFile(path.join(dir, 'owner.json'), JSON.stringify({ id, pid: process.pid }));
    const labDir = dir;
    const credentials = await makeCredentials(labDir);
    await mkdir(path.join(labDir, 'cluster'));
    const bridge = `${NAME_PREFIX}${id}`;
    await sh('ip', ['link', 'add', bridge, 'type', 'bridge']);
    await sh('ip', ['addr', 'add', `${LAB_BRIDGE_IP}/24`, 'dev', bridge]);
    await sh('ip', ['link', 'set', bridge, 'up']);
    const hidden = options.hidden ?? 0;
    if (hidden < 0 || hidden >= options.hosts)
      throw new Error(`lab: hidden hosts must be fewer than the hosts (${options.hosts}), not ${hidden}`);
    const start = (index: number, behind?: string) =>
      startHost({
        id,
        index,
        labDir,
        port: options.port ?? 22,
        isolation: options.isolation ?? 'overlay',
        credentials,
        processes,
        ...(behind ? { behind } : {}),
      });
    const visible = options.hosts - hidden;
    const hosts = await Promise.all(Array.from({ length: visible }, (_, index) => start(index)));
    if (hidden > 0) {
      const jump = hosts[0]!.netns;
      await sh('ip', ['-n', jump, 'link', 'add', HIDDEN_BRIDGE, 'type', 'bridge']);
      await sh('ip', ['-n', jump, 'addr', 'add', `${HIDDEN_BRIDGE_IP}/24`, 'dev', HIDDEN_BRIDGE]);
      await sh('ip', ['-n', jump, 'link', 'set', HIDDEN_BRIDGE, 'up']);
      hosts.push(
        ...(await Promise.all(Array.from({ length: hidden }, (_, at) => start(visible + at, jump)))),
      );
    }
    return makeLab(id, hosts, credentials, processes, stop);
  } catch (error) {
    await stop();
    throw error;
  }
}

interface HostStart {
  id: string;
  index: number;
  labDir: string;
  port: number;
  isolation: 'overlay' | 'bind';
  credentials: LabCredentials;
  processes: ChildProcess[];
  /** A hidden host: joined to the hidden bridge inside this (the jump host's) namespace. */
  behind?: string;
}

async function startHost(start: HostStart): Promise<LabHost & { log: SshdLog }> {
  const { id, index, labDir, port, credentials } = start;
  const hostname = `host${index + 1}`;
  const ip = start.behind ? `10.77.1.${FIRST_HOST_OCTET + index}` : `10.77.0.${FIRST_HOST_OCTET + index}`;
  const netns = `${NAME_PREFIX}${id}-${index + 1}`;
  const veth = `sa${id}h${index + 1}`;
  const dir = path.join(labDir, hostname);
  await mkdir(dir, { recursive: true });
  await sh('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', hostname, '-f', path.join(dir, 'host_key')]);
  await writeFile(path.join(dir, 'sshd_config'), sshdConfig(ip, port));
  await writeFile(path.join(dir, 'authorized_keys'), await authorizedKeys(labDir));

  await sh('ip', ['netns', 'add', netns]);
  await sh('ip', ['link', 'add', veth, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', netns]);
  if (start.behind) {
    await sh('ip', ['link', 'set', veth, 'netns', start.behind]);
    await sh('ip', ['-n', start.behind, 'link', 'set', veth, 'master', HIDDEN_BRIDGE, 'up']);
  } else await sh('ip', ['link', 'set', veth, 'master', `${NAME_PREFIX}${id}`, 'up']);
  await sh('ip', ['-n', netns, 'addr', 'add', `${ip}/24`, 'dev', 'eth0']);
  await sh('ip', ['-n', netns, 'link', 'set', 'eth0', 'up']);
  await sh('ip', ['-n', netns, 'link', 'set', 'lo', 'up']);

  const child = spawn(
    'ip',
    [
      'netns',
      'exec',
      netns,
      'unshare',
      '-m',
      '-u',
      '--propagation',
      'private',
      '/bin/bash',
      HOST_SETUP_SCRIPT,
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
        LAB_DIR: dir,
        LAB_CLUSTER_DIR: path.join(labDir, 'cluster'),
        LAB_HOSTNAME: hostname,
        LAB_ISOLATION: start.isolation,
        LAB_ROOT_PASSWORD: credentials.root.password,
        LAB_ALICE_PASSWORD: credentials.alice.password,
        LAB_BOB_PASSWORD: credentials.bob.password,
      },
    },
  );
  start.processes.push(child);
  const log = new SshdLog(child);
  await log.waitForListening(`${hostname} (${ip})`);
  const key = await hostKeyFacts(dir, ip, port);
  return {
    index,
    hostname,
    ip,
    port,
    address: `${ip}:${port}`,
    netns,
    pid: child.pid!,
    dir,
    veth,
    log,
    ...key,
  };
}

/** sshd's stderr (`-e`): the "Server listening" line says the host is ready, also after a reload. */
class SshdLog {
  private readonly lines: string[] = [];
  private readonly waiters: Array<() => void> = [];
  private exited = false;

  constructor(child: ChildProcess) {
    let partial = '';
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) this.add(line);
    });
    child.on('exit', () => {
      this.exited = true;
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  private add(line: string): void {
    this.lines.push(line);
    if (this.lines.length > 200) this.lines.shift();
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Waits for a "Server listening" line after the `after`-th line seen so far. */
  async waitForListening(what: string, after = 0): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      if (this.lines.slice(after).some((line) => line.startsWith('Server listening on'))) return;
      if (this.exited) throw new Error(`lab: ${what} failed to start:\n${this.lines.join('\n')}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`lab: ${what}: sshd not listening after 30s:\n${this.lines.join('\n')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  recent(): string[] {
    return [...this.lines];
  }

  get count(): number {
    return this.lines.length;
  }
}

function makeLab(
  id: string,
  started: Array<LabHost & { log: SshdLog }>,
  credentials: LabCredentials,
  processes: ChildProcess[],
  stop: () => Promise<void>,
): Lab {
  const logs = new Map(started.map((host) => [host.index, host.log]));
  const hosts: LabHost[] = started.map(({ log: _log, ...host }) => host);
  const run = (host: LabHost, script: string, stdin?: string | Buffer) => runInHost(host.pid, script, stdin);
  return {
    id,
    hosts,
    bridge: `${NAME_PREFIX}${id}`,
    bridgeIp: LAB_BRIDGE_IP,
    subnet: LAB_SUBNET,
    credentials,
    knownHosts: () => hosts.map((host) => `${host.knownHostsLine}\n`).join(''),
    async setLink(host, state) {
      await sh('ip', ['link', 'set', host.veth, state]);
      // The machine forgets the host's MAC address: a new connection then fails with "no route to host" once
      // the ARP probes go unanswered, as for a machine that is off, rather than waiting out a TCP timeout.
      if (state === 'down') await sh('ip', ['neigh', 'flush', 'to', host.ip]).catch(() => undefined);
    },
    run,
    async check(host, script, stdin) {
      const result = await run(host, script, stdin);
      if (result.code !== 0)
        throw new Error(`lab: ${host.hostname}: exit ${result.code}: ${script}\n${result.stderr}`);
      return result.stdout;
    },
    sshdLog: (host) => logs.get(host.index)?.recent() ?? [],
    async processes(host) {
      const pids = (await sh('ip', ['netns', 'pids', host.netns])).split('\n').filter(Boolean);
      const found = await Promise.all(
        pids.map(async (pid) => {
          const args = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
          return { pid: Number(pid), args: args.replaceAll('\0', ' ').trim() };
        }),
      );
      return found.filter((entry) => entry.args !== '');
    },
    async replaceHostKey(host) {
      const current = hosts[host.index]!;
      const log = logs.get(host.index)!;
      const keyFile = path.join(current.dir, 'host_key');
      await rm(keyFile, { force: true });
      await rm(`${keyFile}.pub`, { force: true });
      await sh('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', current.hostname, '-f', keyFile]);
      const install = `cat > /etc/ssh/lab_host_key && chmod 600 /etc/ssh/lab_host_key`;
      const installed = await runInHost(current.pid, install, await readFile(keyFile));
      if (installed.code !== 0) throw new Error(`lab: ${current.hostname}: ${installed.stderr}`);
      const seen = log.count;
      // SIGHUP makes sshd re-exec itself (same pid), which reads the host key again.
      process.kill(current.pid, 'SIGHUP');
      await log.waitForListening(current.hostname, seen);
      const replaced = { ...current, ...(await hostKeyFacts(current.dir, current.ip, current.port)) };
      hosts[host.index] = replaced;
      return replaced;
    },
    async stop() {
      for (const child of processes) child.stderr?.destroy();
      await stop();
    },
  };
}

async function makeCredentials(dir: string): Promise<LabCredentials> {
  const secret = () => randomBytes(9).toString('base64url');
  const passphrase = `lab ${secret()}`;
  const privateKeyPath = path.join(dir, 'id_ed25519');
  const encryptedPrivateKeyPath = path.join(dir, 'id_ed25519_encrypted');
  await Promise.all([
    sh('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'lab', '-f', privateKeyPath]),
    sh('ssh-keygen', [
      '-q',
      '-t',
      'ed25519',
      '-N',
      passphrase,
      '-C',
      'lab-enc',
      '-f',
      encryptedPrivateKeyPath,
    ]),
  ]);
  return {
    root: { user: 'root', password: secret() },
    alice: { user: 'alice', password: secret() },
    bob: { user: 'bob', password: `b'o"b $x ${secret()}` },
    privateKey: await readFile(privateKeyPath, 'utf8'),
    privateKeyPath,
    encryptedPrivateKey: await readFile(encryptedPrivateKeyPath, 'utf8'),
    encryptedPrivateKeyPath,
    passphrase,
  };
}

async function authorizedKeys(labDir: string): Promise<string> {
  const keys = await Promise.all(
    ['id_ed25519.pub', 'id_ed25519_encrypted.pub'].map((file) => readFile(path.join(labDir, file), 'utf8')),
  );
  return keys.join('');
}

async function hostKeyFacts(dir: string, ip: string, port: number) {
  const hostPublicKey = (await readFile(path.join(dir, 'host_key.pub'), 'utf8'))
    .trim()
    .split(' ')
    .slice(0, 2)
    .join(' ');
  const blob = Buffer.from(hostPublicKey.split(' ')[1]!, 'base64');
  const hostKeyFingerprint = `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
  const name = port === 22 ? ip : `[${ip}]:${port}`;
  return { hostPublicKey, hostKeyFingerprint, knownHostsLine: `${name} ${hostPublicKey}` };
}

function runInHost(pid: number, script: string, stdin?: string | Buffer): Promise<HostCommandResult> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'nsenter',
      ['-t', String(pid), '-m', '-u', '-n', '--', '/bin/bash', '-c', script],
      { maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') reject(error);
        else resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
      },
    );
    // The script may exit without reading its input: EPIPE then is not an error of the lab.
    child.stdin!.on('error', () => undefined);
    child.stdin!.end(stdin ?? '');
  });
}

/**
 * Takes the machine-wide lab lock, waiting while a live process holds it; a lock whose holder is gone is
 * taken over. Returns the release.
 */
async function lockLab(waitMs: number, onWaiting?: () => void): Promise<() => Promise<void>> {
  const deadline = Date.now() + waitMs;
  let waiting = false;
  for (;;) {
    try {
      await mkdir(LOCK_DIR);
      await writeFile(path.join(LOCK_DIR, 'pid'), String(process.pid));
      return () => rm(LOCK_DIR, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(await readFile(path.join(LOCK_DIR, 'pid'), 'utf8').catch(() => ''));
    // No pid yet: the holder is between mkdir and writing it, or died there (then the folder grows old).
    const age = Date.now() - ((await stat(LOCK_DIR).catch(() => undefined))?.mtimeMs ?? Date.now());
    if ((holder > 0 && !isAlive(holder)) || (!holder && age > 10_000)) {
      await rm(LOCK_DIR, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline)
      throw new Error(
        `lab: another lab (pid ${holder}) still runs after ${waitMs / 1000}s; only one runs at a time`,
      );
    if (!waiting) {
      waiting = true;
      onWaiting?.();
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Removes labs whose owner process is gone (called with the lock held). */
async function removeLeftovers(): Promise<void> {
  const folders = (await readdir(os.tmpdir())).filter((name) => name.startsWith(FOLDER_PREFIX));
  for (const folder of folders) {
    const dir = path.join(os.tmpdir(), folder);
    const owner = await readOwner(dir);
    const id = owner?.id ?? folder.slice(FOLDER_PREFIX.length).split('-')[0]!;
    if (owner && isAlive(owner.pid))
      throw new Error(`lab: another lab (${dir}, pid ${owner.pid}) is running; only one lab runs at a time`);
    await teardown(id, dir);
  }
  // Namespaces or a bridge without a folder: a run that died between creating them and its folder's removal.
  const names = new Set([...(await netnsNames()), ...(await linkNames())]);
  for (const name of names) await teardown(name.slice(NAME_PREFIX.length).split('-')[0]!);
}

async function teardown(id: string, dir?: string): Promise<void> {
  const namespaces = (await netnsNames()).filter((name) => name.startsWith(`${NAME_PREFIX}${id}-`));
  await Promise.all(
    namespaces.map(async (netns) => {
      // Every process in the namespace was started by this lab: sshd and its sessions.
      for (let attempt = 0; attempt < 50; attempt++) {
        const pids = (await sh('ip', ['netns', 'pids', netns]).catch(() => '')).split('\n').filter(Boolean);
        if (pids.length === 0) break;
        for (const pid of pids) {
          try {
            process.kill(Number(pid), 'SIGKILL');
          } catch {
            // Already gone.
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await sh('ip', ['netns', 'del', netns]).catch(() => undefined);
    }),
  );
  if ((await linkNames()).includes(`${NAME_PREFIX}${id}`))
    await sh('ip', ['link', 'del', `${NAME_PREFIX}${id}`]).catch(() => undefined);
  if (dir) await rm(dir, { recursive: true, force: true });
}

async function readOwner(dir: string): Promise<{ id: string; pid: number } | undefined> {
  try {
    return JSON.parse(await readFile(path.join(dir, 'owner.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function netnsNames(): Promise<string[]> {
  const out = await sh('ip', ['netns', 'list']);
  return out
    .split('\n')
    .map((line) => line.split(' ')[0]!)
    .filter((name) => name.startsWith(NAME_PREFIX));
}

async function linkNames(): Promise<string[]> {
  const out = await sh('ip', ['-o', 'link', 'show']);
  return out
    .split('\n')
    .map((line) => line.split(': ')[1]?.split('@')[0] ?? '')
    .filter((name) => name.startsWith(NAME_PREFIX));
}

function sh(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) reject(new Error(`lab: ${command} ${args.join(' ')}: ${stderr.trim() || error.message}`));
      else resolve(stdout);
    });
  });
}
