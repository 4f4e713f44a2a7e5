import { createReadStream } from 'node:fs';
import { lstat, mkdir, readdir, readFile, stat, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UnpackError } from '../../src/image/errors.js';
import { unpackLayer } from '../../src/image/unpack.js';
import { type LayerEntry, writeLayer } from '../lab/registry-images.js';
import { useTempDirs } from '../unit/image/helpers.js';

/**
 * Crafted layers against the unpacker: each tries to change something outside the folder it is unpacked into
 * (a mode, a file, a link count) or to fill the disk. The folder `outside` beside the root is the victim.
 */
describe('a hostile layer cannot reach outside the unpack root', () => {
  const tempDir = useTempDirs();

  async function setUp() {
    const base = await tempDir();
    const outside = join(base, 'outside');
    await mkdir(join(outside, 'sub'), { recursive: true, mode: 0o700 });
    await writeFile(join(outside, 'secret'), 'runner secret', { mode: 0o600 });
    return { base, outside, root: join(base, 'rootfs') };
  }

  async function unpack(root: string, dir: string, layers: LayerEntry[][], gzip = true): Promise<void> {
    for (const [i, entries] of layers.entries()) {
      const layer = await writeLayer(join(dir, `layer${i}`), entries, { gzip });
      await unpackLayer(root, createReadStream(layer.path), { layerName: `layer${i}` });
    }
  }

  const mode = async (path: string) => (await lstat(path)).mode & 0o7777;

  it('a folder swapped for a link after its entry does not give its mode (setuid, 0777) to the target', async () => {
    const { base, outside, root } = await setUp();
    await unpack(root, base, [
      [
        // The folder's mode is applied when the layer ends; by then each name is a link to the victim.
        { name: 'victim/', type: 'directory', mode: 0o6777 },
        { name: 'victim', type: 'symlink', linkname: outside },
        { name: 'a/', type: 'directory' },
        { name: 'a/sub/', type: 'directory', mode: 0o4777 },
        { name: 'a', type: 'symlink', linkname: outside },
        { name: 'rel/', type: 'directory', mode: 0o777 },
        { name: 'rel', type: 'symlink', linkname: '../outside' },
      ],
    ]);
    expect(await mode(outside)).toBe(0o700);
    expect(await mode(join(outside, 'sub'))).toBe(0o700);
    expect((await lstat(join(root, 'victim'))).isSymbolicLink()).toBe(true);
  });

  it('a chained relative link (`s -> .`, then `s/s/../..`) leads writes back into the root, not above it', async () => {
    const { base, outside, root } = await setUp();
    await unpack(root, base, [
      [
        { name: 's', type: 'symlink', linkname: '.' },
        { name: 'x', type: 'symlink', linkname: 's/s/../../outside' },
        { name: 'up', type: 'symlink', linkname: '../../../..' },
      ],
      [
        { name: 'x/secret', content: 'overwritten?' },
        { name: 'x/new', content: 'planted?' },
        { name: 'up/planted', content: 'planted?' },
        { name: 'x/sub/', type: 'directory', mode: 0o777 },
      ],
    ]);
    expect(await readFile(join(outside, 'secret'), 'utf8')).toBe('runner secret');
    expect((await readdir(outside)).sort()).toEqual(['secret', 'sub']);
    expect((await readdir(base)).sort()).toEqual(['layer0', 'layer1', 'outside', 'rootfs']);
    expect(await mode(join(outside, 'sub'))).toBe(0o700);
    // In the image, `x` is /outside and `up` is /: that is where the entries went.
    expect(await readFile(join(root, 'outside/secret'), 'utf8')).toBe('overwritten?');
    expect(await readFile(join(root, 'planted'), 'utf8')).toBe('planted?');
  });

  it('a hard link to a file outside, directly or through a link, is refused', async () => {
    const { base, outside, root } = await setUp();
    for (const entries of [
      [
        { name: 'esc', type: 'symlink', linkname: outside },
        { name: 'h', type: 'link', linkname: 'esc/secret' },
      ],
      [{ name: 'h', type: 'link', linkname: join(outside, 'secret') }],
      [
        { name: 's', type: 'symlink', linkname: '.' },
        { name: 'h', type: 'link', linkname: 's/s/../../outside/secret' },
      ],
    ] as LayerEntry[][]) {
      const error = await unpack(root, base, [entries]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UnpackError);
      expect((error as Error).message).toMatch(/hard link h -> .*: no such file|has a ".." path part/);
    }
    expect((await stat(join(outside, 'secret'))).nlink).toBe(1);
  });

  it('duplicate entries: the last one wins, whatever it replaces', async () => {
    const { base, root } = await setUp();
    await unpack(root, base, [
      [
        { name: 'f', content: 'first' },
        { name: 'f', content: 'second' },
        { name: 'd/', type: 'directory', mode: 0o700 },
        { name: 'd/inner', content: 'gone with the folder' },
        { name: 'd', content: 'a file now' },
        { name: 'l', type: 'symlink', linkname: '/etc/passwd' },
        { name: 'l', content: 'a file, not the link target' },
        { name: 'g/', type: 'directory', mode: 0o750 },
        { name: 'g/', type: 'directory', mode: 0o755 },
      ],
    ]);
    expect(await readFile(join(root, 'f'), 'utf8')).toBe('second');
    expect(await readFile(join(root, 'd'), 'utf8')).toBe('a file now');
    expect((await lstat(join(root, 'l'))).isFile()).toBe(true);
    expect(await readFile('/etc/passwd', 'utf8')).not.toContain('a file, not the link target');
    expect(await mode(join(root, 'g'))).toBe(0o755);
  });

  it('an entry whose declared size is larger than what follows is refused (a cut or lying tar)', async () => {
    const { base, root } = await setUp();
    const layer = await writeLayer(
      join(base, 'lying.tar'),
      [{ name: 'big', content: Buffer.alloc(64 * 1024, 7) }],
      {
        gzip: false,
      },
    );
    // The header still says 64 KiB; the content stops after 1 KiB.
    await truncate(layer.path, 512 + 1024);
    const error = await unpackLayer(root, createReadStream(layer.path), { layerName: 'lying' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UnpackError);
    expect((error as Error).message).toBe('layer lying: Unexpected end of data');
  });

  it('a decompression bomb (a small gzip of zeros that declares a huge file) is cut off with a clear error', async () => {
    const { base, root } = await setUp();
    const bomb = await writeLayer(join(base, 'bomb.tar.gz'), [
      { name: 'zeros', content: Buffer.alloc(96 * 1024 * 1024) },
    ]);
    expect(bomb.size).toBeLessThan(256 * 1024);
    const error = await unpackLayer(root, createReadStream(bomb.path), { layerName: 'bomb' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UnpackError);
    expect((error as Error).message).toMatch(
      /^layer bomb expands beyond 200× its compressed size \(\d+ bytes from \d+\): refused as a decompression bomb$/,
    );
    // Cut off long before the 96 MiB the header declares reached the disk.
    const written = await stat(join(root, 'zeros')).catch(() => undefined);
    expect(written?.size ?? 0).toBeLessThan(48 * 1024 * 1024);
  });
});

/**
 * Layers no Linux tree can hold. Each must fail with an UnpackError naming the layer, the entry and the cause,
 * gzip or plain tar alike: the file system's error once reached the user as the extractor's "Premature close".
 */
describe('a layer the file system cannot hold fails naming the layer, the entry and why', () => {
  const tempDir = useTempDirs();
  const deepName = `${`${'d'.repeat(200)}/`.repeat(25)}f`;
  const longTarget = `/${'t'.repeat(4200)}`;

  const cases: [name: string, entries: LayerEntry[], expected: string][] = [
    [
      'a loop of two links',
      [
        { name: 'a', type: 'symlink', linkname: 'b' },
        { name: 'b', type: 'symlink', linkname: 'a' },
        { name: 'a/x', content: 'x' },
      ],
      'layer sha256:hostile: entry "a/x": too many levels of symbolic links (a link loop)',
    ],
    [
      'a link to itself, as a folder',
      [
        { name: 'l', type: 'symlink', linkname: '/l' },
        { name: 'l/sub/', type: 'directory' },
      ],
      'layer sha256:hostile: entry "l/sub/": too many levels of symbolic links (a link loop)',
    ],
    [
      'a file name of 300 characters',
      [{ name: `etc/${'n'.repeat(300)}`, content: 'x' }],
      `layer sha256:hostile: entry "etc/${'n'.repeat(300)}": name longer than 255 bytes (300 bytes in one path part)`,
    ],
    [
      'a folder name of 150 two-byte characters (300 bytes)',
      [{ name: `${'é'.repeat(150)}/`, type: 'directory' }],
      `layer sha256:hostile: entry "${'é'.repeat(150)}/": name longer than 255 bytes (300 bytes in one path part)`,
    ],
    [
      'a link named with 300 characters',
      [{ name: 's'.repeat(300), type: 'symlink', linkname: 'x' }],
      'name longer than 255 bytes (300 bytes in one path part)',
    ],
    [
      'a path of 5,026 bytes in parts of 200',
      [{ name: deepName, content: 'x' }],
      `layer sha256:hostile: entry "${deepName.slice(0, 1023)}…": the path under `,
    ],
    [
      'a link target of 4,201 bytes',
      [{ name: 'far', type: 'symlink', linkname: longTarget }],
      'layer sha256:hostile: entry "far": link target longer than 4095 bytes',
    ],
  ];

  for (const gzip of [true, false]) {
    it.each(cases)(`%s (${gzip ? 'gzip' : 'plain tar'})`, async (_name, entries, expected) => {
      const base = await tempDir();
      const layer = await writeLayer(join(base, 'layer'), entries, { gzip });
      const error = await unpackLayer(join(base, 'rootfs'), createReadStream(layer.path), {
        layerName: 'sha256:hostile',
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UnpackError);
      const message = (error as Error).message;
      expect(message).toContain(expected);
      expect(message).not.toMatch(/Premature close|ENAMETOOLONG|ELOOP/);
      expect((error as UnpackError).file).toBe(entries.at(-1)?.name);
    });
  }

  it('the whole path too long says the limit and where it was unpacked', async () => {
    const base = await tempDir();
    const layer = await writeLayer(join(base, 'layer'), [{ name: deepName, content: 'x' }]);
    const root = join(base, 'rootfs');
    const error = await unpackLayer(root, createReadStream(layer.path), { layerName: 'L' }).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toMatch(
      new RegExp(`: the path under ${root} is longer than 4095 bytes$`),
    );
  });
});
