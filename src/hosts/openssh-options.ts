/**
 * The command line of an OpenSSH `ssh` that carries a stream: the runner's own bulk copies (openssh-process.ts)
 * and the hosts' relay forwards (relay.ts). No configuration file is read (`-F /dev/null`: a user's or the
 * system's `Host` block could redirect, proxy or forward), the host key is checked strictly against a
 * known_hosts file holding only the key our own handshake already accepted, and nothing is forwarded.
 */
export interface OpenSshLogin extends JumpLogin {
  /**
   * A connection shared through a socket (OpenSSH multiplexing): `master` makes it, the others open their
   * session on it and need no login of their own (without the socket they log in as usual). Default: none.
   */
  control?: { socket: string; master: boolean };
  /** Reached through a jump host: the configuration file holding its `Host alias` block (jumpHostConfig). */
  jump?: { configFile: string; alias: string };
}

/** One host's login: the target's, or a jump host's. */
export interface JumpLogin {
  ip: string;
  port: number;
  user: string;
  /** A known_hosts file with the one key this host may present. */
  knownHostsFile: string;
  /** `type base64` of that key: only its algorithms are offered, so the server cannot pick another key. */
  hostKey: string;
  /** A private key file (0600); none: no key. */
  identityFile?: string;
  /** An ssh-agent socket; none: no agent. */
  agentSocket?: string;
  /** Passwords or passphrases are answered by SSH_ASKPASS; without them nothing may prompt. */
  askpass: boolean;
  /** A password was given: password logins are tried (else never, so no empty answer is sent). */
  password?: boolean;
  /** TCP connect and handshake, seconds; default 15. */
  connectTimeoutSeconds?: number;
}

/**
 * AES-GCM first: with AES-NI it costs a fraction of ChaCha20's CPU per byte, and copies are CPU-bound on small
 * machines (bench/RESULTS.md). OpenSSH's default order puts ChaCha20 first.
 */
const CIPHERS =
  'aes128-gcm@openssh.com,aes256-gcm@openssh.com,chacha20-poly1305@openssh.com,aes128-ctr,aes192-ctr,aes256-ctr';

/** `ssh` arguments up to and including the destination; the remote command follows. */
export function openSshArgs(login: OpenSshLogin): string[] {
  const option = (name: string, value: string | number) => ['-o', `${name}=${value}`];
  return [
    '-F',
    login.jump?.configFile ?? '/dev/null',
    '-T',
    '-x',
    '-a',
    ...loginOptions(login).flatMap(([name, value]) => option(name, value)),
    ...option('ControlMaster', login.control?.master ? 'yes' : 'no'),
    ...option('ControlPath', login.control?.socket ?? 'none'),
    ...option('ClearAllForwardings', 'yes'),
    ...option('PermitLocalCommand', 'no'),
    ...(login.jump ? option('ProxyJump', login.jump.alias) : []),
    '-p',
    String(login.port),
    '-l',
    login.user,
    '--',
    login.ip,
  ];
}

/**
 * The configuration file that names a jump host (`ProxyJump`): ssh hands only `-F` to the `ssh -W` it starts
 * for the jump, so the jump's settings are a `Host` block there, as strict as the target's own: its one
 * accepted key, the same credentials. Values are IPs, numbers, plain paths and a checked user name.
 */
export function jumpHostConfig(alias: string, jump: JumpLogin): string {
  const lines = [
    ['HostName', jump.ip],
    ['Port', jump.port],
    ['User', jump.user],
    ...loginOptions(jump),
    ['ControlMaster', 'no'],
    ['ControlPath', 'none'],
    ['PermitLocalCommand', 'no'],
  ];
  return `Host ${alias}\n${lines.map(([name, value]) => `  ${name} ${value}\n`).join('')}`;
}

/** The settings a login to one host needs (its key, credentials, timeouts), for `-o` or a `Host` block. */
function loginOptions(login: JumpLogin): Array<[string, string | number]> {
  const keyType = login.hostKey.split(' ')[0] ?? '';
  return [
    ['StrictHostKeyChecking', 'yes'],
    ['UserKnownHostsFile', login.knownHostsFile],
    ['GlobalKnownHostsFile', '/dev/null'],
    ['HostKeyAlgorithms', hostKeyAlgorithmsOf(keyType)],
    ['CheckHostIP', 'no'],
    ['UpdateHostKeys', 'no'],
    // With an agent too, its keys are tried after the file's, as ssh2 does: IdentitiesOnly would hide them.
    ...((login.identityFile
      ? [
          ['IdentityFile', login.identityFile],
          ['IdentitiesOnly', login.agentSocket ? 'no' : 'yes'],
        ]
      : [['IdentityFile', 'none']]) as Array<[string, string]>),
    ['IdentityAgent', login.agentSocket ?? 'none'],
    ['BatchMode', login.askpass ? 'no' : 'yes'],
    ...((login.password
      ? [['NumberOfPasswordPrompts', 1]]
      : [
          ['PasswordAuthentication', 'no'],
          ['KbdInteractiveAuthentication', 'no'],
        ]) as Array<[string, string | number]>),
    ['ConnectTimeout', login.connectTimeoutSeconds ?? 15],
    ['ServerAliveInterval', 10],
    ['ServerAliveCountMax', 3],
    ['LogLevel', 'ERROR'],
    ['Ciphers', CIPHERS],
  ];
}

/** The signature algorithms a key of this type signs with (an RSA key: the SHA-2 ones first). */
function hostKeyAlgorithmsOf(keyType: string): string {
  if (keyType === 'ssh-rsa') return 'rsa-sha2-512,rsa-sha2-256,ssh-rsa';
  return keyType;
}
