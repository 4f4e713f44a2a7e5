import ssh2 from 'ssh2';

/**
 * An OpenSSH ed25519 key pair. ssh2 (1.17) drops a public key's leading zero byte, which happens once in 256
 * keys, and OpenSSH then refuses the private key ("error in libcrypto"): such a pair is made again.
 */
export function ed25519KeyPair(comment: string): { private: string; public: string } {
  for (;;) {
    const keys = ssh2.utils.generateKeyPairSync('ed25519', { comment });
    const blob = Buffer.from(keys.public.trim().split(/\s+/)[1] ?? '', 'base64');
    // 4 + "ssh-ed25519" + 4 + 32 key bytes.
    if (blob.length === 51) return keys;
  }
}
