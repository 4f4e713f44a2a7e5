import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeTree,
  HashCache,
  hashTree,
  hostHoldingsScript,
  manifestRecords,
  manifestText,
  parseHostHoldings,
  parseTreeManifest,
  type TreeListing,
  treeDelta,
} from '../../../src/apply/tree-manifest.js';
import { shellQuote } from '../../../src/hosts/shell.js';

const run = promisify(execFile);
const listingOf = (text: string) => parseHostHoldings(text).listing;

const HELLO_SHA = '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824';

describe('tree manifests and deltas', () => {
  let tmp: string;
  let wanted: TreeListing;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'tree-manifest-'));
    await mkdir(path.join(tmp, 'bin'));
    await mkdir(path.join(tmp, 'registry'));
    await writeFile(path.join(tmp, 'bin/tool'), 'hello');
    await writeFile(path.join(tmp, 'registry/blob'), 'not listed');
    await symlink('bin/tool', path.join(tmp, 'link'));
    await utimes(path.join(tmp, 'bin/tool'), 1000, 1000);
    wanted = await hashTree(tmp, await describeTree(tmp, ['registry']), new HashCache());
  });

  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  /** The wanted tree as `find -printf` on a host that holds it prints it. */
  const hostText = (overrides: Record<string, string[]> = {}) =>
    Object.entries({
      bin: ['d', '755', '4096', '5.5', ''],
      'bin/tool': ['f', '644', '5', '1000.0000000000', ''],
      link: ['l', '777', '8', '1000.0', 'bin/tool'],
      ...overrides,
    })
      .filter(([, fields]) => fields.length > 0)
      .map(([rel, fields]) => `${fields.join('\0')}\0${rel}\0`)
      .join('');

  it('describes files by hash, links by target, and leaves out the skipped top-level folder', () => {
    expect([...wanted.keys()].sort()).toEqual(['bin', 'bin/tool', 'link']);
    expect(wanted.get('bin/tool')).toMatchObject({ type: 'f', size: 5, mtime: 1000, sha256: HELLO_SHA });
    expect(wanted.get('link')).toMatchObject({ type: 'l', target: 'bin/tool' });
  });

  it('lists a tree without reading its files; the hashes come apart, on the same entries', async () => {
    const shape = await describeTree(tmp, ['registry']);
    expect(shape.get('bin/tool')).toEqual({ type: 'f', mode: 0o644, size: 5, mtime: 1000 });
    expect([...shape.keys()]).toEqual([...wanted.keys()]);
    for (const [rel, entry] of shape)
      expect(wanted.get(rel)).toEqual({
        ...entry,
        ...(entry.type === 'f' ? { sha256: expect.any(String) } : {}),
      });
  });

  it('sends nothing to a host whose files are as its manifest records', () => {
    const manifest = parseTreeManifest(manifestText(wanted))!;
    const host = listingOf(hostText());
    host.get('bin')!.mode = wanted.get('bin')!.mode;
    const delta = treeDelta(wanted, host, manifest);
    expect(delta).toMatchObject({ remove: [], send: [], bytes: 0 });
  });

  it('does not trust a record once the file changed on the host; removes only files sent earlier', () => {
    const manifest = parseTreeManifest(manifestText(wanted))!;
    manifest.set('old', ['0'.repeat(64), 1, 1]);
    const host = listingOf(
      hostText({
        'bin/tool': ['f', '644', '5', '2000.0', ''],
        old: ['f', '644', '1', '1.0', ''],
        'made-on-host': ['f', '644', '1', '1.0', ''],
      }),
    );
    host.get('bin')!.mode = wanted.get('bin')!.mode;
    const delta = treeDelta(wanted, host, manifest);
    expect(delta).toMatchObject({ remove: ['old'], send: ['bin/tool'], bytes: 5 });
  });

  it('sends a file whose wanted hash differs from the recorded one, and replaces a path of another type', () => {
    const manifest = new Map([['bin/tool', ['0'.repeat(64), 5, 1000] as [string, number, number]]]);
    const host = listingOf(hostText({ link: ['d', '755', '4096', '1.0', ''] }));
    host.get('bin')!.mode = wanted.get('bin')!.mode;
    const delta = treeDelta(wanted, host, manifest);
    expect(delta.remove).toEqual(['link']);
    expect(delta.send).toEqual(['bin/tool', 'link']);
  });

  it('reads what a host holds in one command: its listing as describeTree sees it, its marker and its manifest', async () => {
    const marker = path.join(tmp, 'marker');
    const manifestFile = path.join(tmp, 'manifest');
    const files = { marker, manifest: manifestFile };
    const script = hostHoldingsScript(tmp, ['registry', 'marker', 'manifest'], files, shellQuote);
    const read = async () =>
      parseHostHoldings((await run('bash', ['-c', script], { encoding: 'latin1' })).stdout);

    const none = await read();
    expect(none.marker).toBeUndefined();
    expect(none.manifest).toBe('');
    for (const [rel, entry] of wanted) {
      const { sha256: _, ...shape } = entry;
      expect({ rel, ...none.listing.get(rel)! }).toEqual({ rel, ...shape });
    }
    expect([...none.listing.keys()].sort()).toEqual([...wanted.keys()].sort());

    await writeFile(marker, 'sha256:abc\n');
    await writeFile(manifestFile, manifestText(wanted));
    const held = await read();
    expect(held.marker).toBe('sha256:abc');
    expect(parseTreeManifest(held.manifest)).toEqual(parseTreeManifest(manifestText(wanted)));
    await rm(marker);
    await rm(manifestFile);
  });

  it('reads a folder that is not there as an empty listing, and a NUL in the marker spoils only the manifest', () => {
    expect(parseHostHoldings('\0\0')).toEqual({ listing: new Map(), manifest: '' });
    const spoiled = parseHostHoldings(`\0a\0b\0${manifestText(wanted)}`);
    expect(spoiled.marker).toBe('a');
    expect(parseTreeManifest(spoiled.manifest)).toBeUndefined();
  });

  it('gives the records of a manifest it writes without writing and reading it back', () => {
    expect(manifestRecords(wanted)).toEqual(parseTreeManifest(manifestText(wanted)));
    expect(manifestRecords(wanted).get('bin/tool')).toEqual([HELLO_SHA, 5, 1000]);
  });

  it('reads a missing or foreign manifest as none', () => {
    expect(parseTreeManifest('')).toBeUndefined();
    expect(parseTreeManifest('{"format":2,"files":{}}')).toBeUndefined();
  });
});
