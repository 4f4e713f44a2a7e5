import { createReadStream } from 'node:fs';
import { lstat, mkdir, readdir, readFile, readlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { UnpackError } from '../../../src/image/errors.js';
import { unpackLayer } from '../../../src/image/unpack.js';
import { type LayerEntry, writeLayer } from '../../lab/registry-images.js';
import { useTempDirs } from './helpers.js';

describe('unpackLayer', () => {
  const tempDir = useTempDirs();

  async function unpack(root: string, layers: LayerEntry[][], gzip = true): Promise<void> {
    const dir = await tempDir();
    for (const [i, entries] of layers.entries()) {
      const layer = await writeLayer(join(dir, `layer${i}`), entries, { gzip });
      await unpackLayer(root, createReadStream(layer.path), { layerName: `layer${i}` });
    }
  }

  const mode = async (path: string) => (await lstat(path)).mode & 0o7777;

  it('writes files, directories, modes, symlinks and hard links', async () => {
    const root = join(await tempDir(), 'rootfs');
    await unpack(root, [
      [
        { name: './etc/', type: 'directory', mode: 0o750 },
        { name: './etc/conf', content: 'key: value\n', mode: 0o640 },
        { name: 'bin/tool', content: '#!/bin/sh\necho tool\n', mode: 0o755 },
        { name: 'bin/link', type: 'symlink', linkname: 'tool' },
        { name: 'abs', type: 'symlink', linkname: '/etc/conf' },
        { name: 'bin/hard', type: 'link', linkname: 'bin/tool' },
        { name: 'ro/', type: 'directory', mode: 0o555 },
        { name: 'ro/file', content: 'inside a read-only dir', mode: 0o444 },
        { name: 'setuid', content: 's', mode: 0o4755 },
      ],
    ]);
    expect(await readFile(join(root, 'etc/conf'), 'utf8')).toBe('key: value\n');
    expect(await mode(join(root, 'etc'))).toBe(0o750);
    expect(await mode(join(root, 'etc/conf'))).toBe(0o640);
    expect(await mode(join(root, 'bin/tool'))).toBe(0o755);
    expect(await mode(join(root, 'setuid'))).toBe(0o4755);
    expect(await readlink(join(root, 'bin/link'))).toBe('tool');
    expect(await readlink(join(root, 'abs'))).toBe('/etc/conf');
    expect((await lstat(join(root, 'bin/hard'))).ino).toBe((await lstat(join(root, 'bin/tool'))).ino);
    expect(await mode(join(root, 'ro'))).toBe(0o555);
    expect(await readFile(join(root, 'ro/file'), 'utf8')).toBe('inside a read-only dir');
  });

  it('applies whiteouts and opaque directories from a later layer, keeping what that layer wrote', async () => {
    const root = join(await tempDir(), 'rootfs');
    await unpack(root, [
      [
        { name: 'a/keep', content: '1' },
        { name: 'a/gone', content: '2' },
        { name: 'dir/x/y', content: '3' },
        { name: 'opq/lower1', content: '4' },
        { name: 'opq/sub/lower2', content: '5' },
        { name: 'file-then-dir', content: '6' },
        { name: 'dir-then-file/z', content: '7' },
      ],
      [
        { name: 'a/.wh.gone', content: '' },
        { name: 'never/made/.wh.thing', content: '' },
        { name: '.wh.dir', content: '' },
        { name: 'opq/', type: 'directory' },
        { name: 'opq/early', content: 'same layer, before the marker' },
        { name: 'opq/.wh..wh..opq', content: '' },
        { name: 'opq/new', content: 'after the marker' },
        { name: 'file-then-dir/', type: 'directory' },
        { name: 'file-then-dir/inside', content: '8' },
        { name: 'dir-then-file', content: '9' },
      ],
    ]);
    expect(await readdir(join(root, 'a'))).toEqual(['keep']);
    expect((await readdir(root)).sort()).toEqual(['a', 'dir-then-file', 'file-then-dir', 'opq']);
    expect((await readdir(join(root, 'opq'))).sort()).toEqual(['early', 'new']);
    expect(await readFile(join(root, 'file-then-dir/inside'), 'utf8')).toBe('8');
    expect(await readFile(join(root, 'dir-then-file'), 'utf8')).toBe('9');
  });

  it('refuses entries and hard links with .. parts or no target', async () => {
    const base = await tempDir();
    const root = join(base, 'rootfs');
    for (const [entries, message] of [
      [[{ name: '../evil', content: 'x' }], /entry "..\/evil" has a ".." path part/],
      [[{ name: 'a/../../evil', content: 'x' }], /has a ".." path part/],
      [[{ name: 'h', type: 'link', linkname: '../evil' }], /has a ".." path part/],
      [[{ name: 'h', type: 'link', linkname: 'missing' }], /hard link h -> missing: no such file/],
      [[{ name: 'h', type: 'link', linkname: 'no/dir/file' }], /hard link h -> no\/dir\/file: no such file/],
    ] as [LayerEntry[], RegExp][]) {
      const error = await unpack(root, [entries]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UnpackError);
      expect((error as Error).message).toMatch(message);
    }
    expect(await readdir(base)).toEqual(['rootfs']);
  });

  it('resolves an absolute symlink inside the root when a later entry writes through it', async () => {
    const base = await tempDir();
    const outside = join(base, 'outside');
    await mkdir(outside);
    await writeFile(join(outside, 'victim'), 'untouched');
    const root = join(base, 'rootfs');
    await unpack(root, [
      [
        { name: 'escape', type: 'symlink', linkname: outside },
        { name: 'victim-link', type: 'symlink', linkname: join(outside, 'victim') },
      ],
      [
        { name: 'escape/pwned', content: 'stays in the image' },
        { name: 'victim-link', content: 'replaces the link, not its target' },
      ],
    ]);
    expect(await readdir(outside)).toEqual(['victim']);
    expect(await readFile(join(outside, 'victim'), 'utf8')).toBe('untouched');
    expect(await readFile(join(root, outside, 'pwned'), 'utf8')).toBe('stays in the image');
    expect((await lstat(join(root, 'victim-link'))).isFile()).toBe(true);
  });

  it('reads plain tar and zstd (refused where Node lacks it), refuses broken gzip with a typed error', async () => {
    const root = join(await tempDir(), 'rootfs');
    await unpack(root, [[{ name: 'plain', content: 'uncompressed layer' }]], false);
    expect(await readFile(join(root, 'plain'), 'utf8')).toBe('uncompressed layer');

    const dir = await tempDir();
    const zstd = join(dir, 'zstd');
    const compress = (zlib as unknown as { zstdCompressSync?: (data: Buffer) => Buffer }).zstdCompressSync;
    if (compress) {
      // Node 22.15+ (the runners' Node 24) has zstd: a real zstd layer unpacks.
      const tarFile = await writeLayer(join(dir, 'plain.tar'), [{ name: 'z', content: 'zstd layer' }], {
        gzip: false,
      });
      await writeFile(zstd, compress(await readFile(tarFile.path)));
      await unpackLayer(root, createReadStream(zstd), { layerName: 'Z' });
      expect(await readFile(join(root, 'z'), 'utf8')).toBe('zstd layer');
    } else {
      await writeFile(zstd, Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0, 0, 0, 0]));
      await expect(unpackLayer(root, createReadStream(zstd), { layerName: 'Z' })).rejects.toThrow(
        /layer Z is zstd-compressed, which this Node.js \(v\d+/,
      );
    }
    const gzip = join(dir, 'gzip');
    await writeFile(gzip, Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8]));
    await expect(unpackLayer(root, createReadStream(gzip), { layerName: 'G' })).rejects.toBeInstanceOf(
      UnpackError,
    );
  });
});
