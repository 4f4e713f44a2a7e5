import {
  createPrivateKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  sign,
  X509Certificate,
} from 'node:crypto';
import { isIP } from 'node:net';
import { FunctionError } from '../render/template/errors.js';
import { fn, type TemplateFunction } from '../render/template/functions.js';
import { GoList, GoObject, type Value } from '../render/template/values.js';

/**
 * sprig's certificate functions (crypto.go), which charts call to make TLS secrets at render time (cilium's
 * hubble `tls-helm`): RSA 2048 keys, SHA-256 signatures, the certificate template of getBaseCertTemplate
 * (random 128-bit serial, CN subject, now to now+days, digital signature + key encipherment, server and
 * client auth; a CA adds cert sign). Node has keys and signatures but no certificate builder, so the DER of
 * an X.509 v3 certificate is written here.
 */

/** sprig's `certificate` struct: `.Cert` and `.Key`, PEM. */
class Certificate extends GoObject {
  readonly goType = 'sprig.certificate';
  constructor(
    readonly cert: string,
    readonly key: string,
  ) {
    super();
  }
  method(name: string): (() => Value) | undefined {
    if (name === 'Cert') return () => this.cert;
    if (name === 'Key') return () => this.key;
    return undefined;
  }
  toString(): string {
    return `{${this.cert} ${this.key}}`;
  }
}

function tlv(tag: number, content: Buffer): Buffer {
  const length = content.length;
  let header: Buffer;
  if (length < 0x80) header = Buffer.from([tag, length]);
  else {
    const bytes: number[] = [];
    for (let n = length; n > 0; n >>= 8) bytes.unshift(n & 0xff);
    header = Buffer.from([tag, 0x80 | bytes.length, ...bytes]);
  }
  return Buffer.concat([header, content]);
}
const derSequence = (...items: Buffer[]) => tlv(0x30, Buffer.concat(items));
const derSet = (...items: Buffer[]) => tlv(0x31, Buffer.concat(items));
const explicit = (n: number, inner: Buffer) => tlv(0xa0 + n, inner);

function integer(bytes: Buffer): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  const trimmed = bytes.subarray(start);
  return tlv(0x02, (trimmed[0]! & 0x80) !== 0 ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed);
}

function oid(text: string): Buffer {
  const parts = text.split('.').map(Number);
  const out = [40 * parts[0]! + parts[1]!];
  for (const part of parts.slice(2)) {
    const chunk = [part & 0x7f];
    for (let n = part >> 7; n > 0; n >>= 7) chunk.unshift(0x80 | (n & 0x7f));
    out.push(...chunk);
  }
  return tlv(0x06, Buffer.from(out));
}

function time(date: Date): Buffer {
  const iso = date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return date.getUTCFullYear() < 2050
    ? tlv(0x17, Buffer.from(`${iso.slice(2)}Z`))
    : tlv(0x18, Buffer.from(`${iso}Z`));
}

const commonNameOf = (cn: string) =>
  derSequence(derSet(derSequence(oid('2.5.4.3'), tlv(0x0c, Buffer.from(cn)))));

function extension(id: string, critical: boolean, value: Buffer): Buffer {
  return derSequence(oid(id), ...(critical ? [tlv(0x01, Buffer.from([0xff]))] : []), tlv(0x04, value));
}

/** KeyUsage bits as an ASN.1 BIT STRING: digitalSignature(0), keyEncipherment(2), keyCertSign(5). */
function keyUsage(ca: boolean): Buffer {
  const bits = ca ? 0xa4 : 0xa0;
  let unused = 0;
  while (((bits >> unused) & 1) === 0) unused++;
  return tlv(0x03, Buffer.from([unused, bits]));
}

function ipBytes(ip: string): Buffer {
  if (isIP(ip) === 4) return Buffer.from(ip.split('.').map(Number));
  const [head = '', tail = ''] = ip.split('::');
  const groups = (s: string) => (s === '' ? [] : s.split(':'));
  const h = groups(head);
  const t = groups(tail);
  const all = ip.includes('::') ? [...h, ...Array(8 - h.length - t.length).fill('0'), ...t] : h;
  return Buffer.from(
    all.flatMap((g) => [(Number.parseInt(g, 16) >> 8) & 0xff, Number.parseInt(g, 16) & 0xff]),
  );
}

function stringList(value: Value, what: string): string[] {
  if (value === null || value === undefined) return [];
  if (!(value instanceof GoList)) throw new FunctionError(`${what} must be a list`);
  return value.items.map((item) => (typeof item === 'string' ? item : String(item)));
}

interface Issuer {
  name: Buffer;
  key: KeyObject;
}

function certificatePem(
  cn: string,
  ips: string[],
  dns: string[],
  days: bigint,
  ca: boolean,
  publicKey: KeyObject,
  issuer: Issuer,
): string {
  const now = new Date();
  const notAfter = new Date(now.getTime() + Number(days) * 24 * 3600 * 1000);
  const subject = commonNameOf(cn);
  const algorithm = derSequence(oid('1.2.840.113549.1.1.11'), tlv(0x05, Buffer.alloc(0)));
  const names = [
    ...dns.map((name) => tlv(0x82, Buffer.from(name))),
    ...ips.map((ip) => {
      if (isIP(ip) === 0) throw new FunctionError(`error parsing ip: ${ip}`);
      return tlv(0x87, ipBytes(ip));
    }),
  ];
  const extensions = [
    extension('2.5.29.15', true, keyUsage(ca)),
    extension('2.5.29.37', false, derSequence(oid('1.3.6.1.5.5.7.3.1'), oid('1.3.6.1.5.5.7.3.2'))),
    extension('2.5.29.19', true, ca ? derSequence(tlv(0x01, Buffer.from([0xff]))) : derSequence()),
    ...(names.length ? [extension('2.5.29.17', false, derSequence(...names))] : []),
  ];
  const tbs = derSequence(
    explicit(0, integer(Buffer.from([2]))),
    integer(randomBytes(16)),
    algorithm,
    issuer.name,
    derSequence(time(now), time(notAfter)),
    subject,
    publicKey.export({ type: 'spki', format: 'der' }),
    explicit(3, derSequence(...extensions)),
  );
  const signature = sign('sha256', tbs, issuer.key);
  const der = derSequence(tbs, algorithm, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const base64 = der.toString('base64').replace(/.{1,64}/g, '$&\n');
  return `-----BEGIN CERTIFICATE-----\n${base64}-----END CERTIFICATE-----\n`;
}

interface RsaKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  pem: string;
}

function rsaKey(): RsaKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, publicKey, pem: privateKey.export({ type: 'pkcs1', format: 'pem' }) as string };
}

function generate(
  key: RsaKey,
  cn: string,
  ips: string[],
  dns: string[],
  days: bigint,
  ca: Certificate | undefined,
  isCA: boolean,
) {
  const issuer: Issuer = ca ? issuerOf(ca) : { name: commonNameOf(cn), key: key.privateKey };
  return new Certificate(certificatePem(cn, ips, dns, days, isCA, key.publicKey, issuer), key.pem);
}

/** The signing CA: its key and subject (its common name, as sprig's templates give a CA only that). */
function issuerOf(ca: Certificate): Issuer {
  try {
    const subject = new X509Certificate(ca.cert).subject;
    const cn = /^CN=(.*)$/m.exec(subject)?.[1] ?? '';
    return { name: commonNameOf(cn), key: createPrivateKey(ca.key) };
  } catch (cause) {
    throw new FunctionError(
      `error parsing the CA: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
  }
}

function caArgument(value: Value): Certificate {
  if (value instanceof Certificate) return value;
  throw new FunctionError('wrong type for value; expected sprig.certificate');
}

function privateKeyPem(type: string): string {
  switch (type) {
    case '':
    case 'rsa':
      return generateKeyPairSync('rsa', { modulusLength: 4096 }).privateKey.export({
        type: 'pkcs1',
        format: 'pem',
      }) as string;
    case 'ecdsa':
      return generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
        type: 'sec1',
        format: 'pem',
      }) as string;
    case 'ed25519':
      return generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
  }
  return 'Unknown type';
}

/**
 * The certificate functions for one render. sprig makes a new RSA key for every certificate; here a render
 * makes one on first use and every certificate of that render uses it: the certificates stay distinct and
 * correctly signed, the keys are thrown away with the render (only image names are kept), and a 2048-bit key
 * costs hundreds of milliseconds on a busy runner, which a chart such as cilium's would pay four times.
 */
export function certFunctions(): [string, TemplateFunction][] {
  let shared: RsaKey | undefined;
  const key = () => {
    shared ??= rsaKey();
    return shared;
  };
  /** A certificate that is no CA, for `ips` and `dns`: self-signed, or signed by `ca`. */
  const leaf = (cn: Value, ips: Value, dns: Value, days: Value, ca: Certificate | undefined) =>
    generate(
      key(),
      cn as string,
      stringList(ips, 'ips'),
      stringList(dns, 'alternateDNS'),
      days as bigint,
      ca,
      false,
    );
  return [
    [
      'genCA',
      fn(['string', 'int'], ([cn, days]) =>
        generate(key(), cn as string, [], [], days as bigint, undefined, true),
      ),
    ],
    [
      'genSelfSignedCert',
      fn(['string', 'any', 'any', 'int'], ([cn, ips, dns, days]) => leaf(cn, ips, dns, days, undefined)),
    ],
    [
      'genSignedCert',
      fn(['string', 'any', 'any', 'int', 'any'], ([cn, ips, dns, days, ca]) =>
        leaf(cn, ips, dns, days, caArgument(ca)),
      ),
    ],
    [
      'buildCustomCert',
      fn(['string', 'string'], ([cert, key]) => {
        const decode = (text: string) => Buffer.from(text, 'base64').toString('utf8');
        const built = new Certificate(decode(cert as string), decode(key as string));
        issuerOf(built);
        return built;
      }),
    ],
    ['genPrivateKey', fn(['string'], ([type]) => privateKeyPem(type as string))],
  ];
}
