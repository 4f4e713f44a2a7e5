/**
 * The command line of an OpenSSH `ssh` that carries a stream: the runner's own bulk copies (openssh-process.ts)
 * and the hosts' relay forwards (relay.ts). No configuration file is read (`-F /dev/null`: a user's or the
 * system's `Host` block could redirect, proxy or forward), the host key is checked strictly against a
 * known_hosts file holding only the key our own handshake already accepted, and nothing is forwarded.
 */
export interface OpenSshLogin {
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
  /**
   * A connection shared through a socket (OpenSSH multiplexing): `master` makes it, the others open their
   * session on it and need no login of their own (without the socket they log in as usual). Default: none.
   */
  control?: { socket: string; master: boolean };
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
  const keyType = login.hostKey.split(' ')[0] ?? '';
  return [
    '-F',
    '/dev/null',
    '-T',
    '-x',
    '-a',
    ...option('StrictHostKeyChecking', 'yes'),
    ...option('UserKnownHostsFile', login.knownHostsFile),
    ...option('GlobalKnownHostsFile', '/dev/null'),
    ...option('HostKeyAlgorithms', hostKeyAlgorithmsOf(keyType)),
    ...option('CheckHostIP', 'no'),
    ...option('UpdateHostKeys', 'no'),
    // With an agent too, its keys are tried after the file's, as ssh2 does: IdentitiesOnly would hide them.
    ...(login.identityFile
      ? ['-i', login.identityFile, ...option('IdentitiesOnly', login.agentSocket ? 'no' : 'yes')]
      : option('IdentityFile', 'none')),
    ...option('IdentityAgent', login.agentSocket ?? 'none'),
    ...option('BatchMode', login.askpass ? 'no' : 'yes'),
    ...(login.password
      ? option('NumberOfPasswordPrompts', 1)
      : [...option('PasswordAuthentication', 'no'), ...option('KbdInteractiveAuthentication', 'no')]),
    ...option('ControlMaster', login.control?.master ? 'yes' : 'no'),
    ...option('ControlPath', login.control?.socket ?? 'none'),
    ...option('ClearAllForwardings', 'yes'),
    ...option('PermitLocalCommand', 'no'),
    ...option('ConnectTimeout', login.connectTimeoutSeconds ?? 15),
    ...option('ServerAliveInterval', 10),
    ...option('ServerAliveCountMax', 3),
    ...option('LogLevel', 'ERROR'),
    ...option('Ciphers', CIPHERS),
    '-p',
    String(login.port),
    '-l',
    login.user,
    '--',
    login.ip,
  ];
}

/** The signature algorithms a key of this type signs with (an RSA key: the SHA-2 ones first). */
function hostKeyAlgorithmsOf(keyType: string): string {
  if (keyType === 'ssh-rsa') return 'rsa-sha2-512,rsa-sha2-256,ssh-rsa';
  return keyType;
}
