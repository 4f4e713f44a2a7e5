import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  loadRegistriesConf,
  type RegistriesConfPaths,
} from '../../../src/image/mirrors/find-registries-conf.js';
import { findRegistry, matchingPrefixLength, pullSources } from '../../../src/image/mirrors/pull-sources.js';
import { parseRegistriesConf, type RegistriesConf } from '../../../src/image/mirrors/registries-conf.js';
import { formatReference, parseReference } from '../../../src/image/reference.js';

// Expectations from reading containers/image (df7e80d) pkg/sysregistriesv2/system_registries_v2.go:
// refMatchingPrefix, FindRegistry, PullSourcesFromReference, rewriteReference, postProcessRegistries,
// newConfigWrapperWithHomeDir, dropInConfigs, tryUpdatingCache, loadConfigFile (forceV2),
// updateWithConfigurationFrom; pkg/cli/environment/environment.go (the two variables).
const sourcesOf = (conf: string, image: string) =>
  pullSources(parseRegistriesConf(conf, 'registries.conf'), parseReference(image)).map(
    (source) =>
      `${source.mirror ? 'mirror' : 'location'} ${formatReference(source.reference)}${source.insecure ? ' insecure' : ''}`,
  );

describe('registries.conf prefix matching', () => {
  it('matches a prefix only up to the end of a name part', () => {
    expect(matchingPrefixLength('example.com/foo/bar:1', 'example.com/foo')).toBe(15);
    expect(matchingPrefixLength('example.com/foobar:1', 'example.com/foo')).toBe(-1);
    expect(matchingPrefixLength('example.com/foo', 'example.com/foo')).toBe(15);
    expect(matchingPrefixLength('example.com:5000/x', 'example.com')).toBe(11);
    expect(matchingPrefixLength('a.b.example.com/x', '*.example.com')).toBe(15);
    expect(matchingPrefixLength('example.com/x', '*.example.com')).toBe(-1);
    expect(matchingPrefixLength('other.com/a.example.com', '*.example.com')).toBe(-1);
  });

  it('picks the longest prefix, whatever the order in the file', () => {
    const conf = parseRegistriesConf(
      '[[registry]]\nlocation = "example.com"\n[[registry]]\nprefix = "example.com/team"\nlocation = "mirror.local/team"\n',
      'f',
    );
    expect(findRegistry(conf, parseReference('example.com/team/app:1'))?.prefix).toBe('example.com/team');
    expect(findRegistry(conf, parseReference('example.com/other/app:1'))?.prefix).toBe('example.com');
    expect(findRegistry(conf, parseReference('quay.io/x:1'))).toBeUndefined();
  });
});

describe('registries.conf pull sources', () => {
  const conf = `
unqualified-search-registries = ["docker.io"]
[[registry]]
prefix = "docker.io"
location = "docker.io"
[[registry.mirror]]
location = "mirror.local:5000"
insecure = true
[[registry.mirror]]
location = "digests.local/hub"
pull-from-mirror = "digest-only"

[[registry]]
prefix = "quay.io/team"
location = "registry.internal/quay-team"

[[registry]]
location = "ghcr.io"
mirror-by-digest-only = true
mirror = [{ location = "ghcr-mirror.local" }]

[[registry]]
location = "blocked.example.com"
blocked = true
`;
  it('tries mirrors first, then the location, each with the reference rewritten', () => {
    expect(sourcesOf(conf, 'nginx:1.25')).toEqual([
      'mirror mirror.local:5000/library/nginx:1.25 insecure',
      'location docker.io/library/nginx:1.25',
    ]);
    const digest = `sha256:${'a'.repeat(64)}`;
    expect(sourcesOf(conf, `nginx@${digest}`)).toEqual([
      `mirror mirror.local:5000/library/nginx@${digest} insecure`,
      `mirror digests.local/hub/library/nginx@${digest}`,
      `location docker.io/library/nginx@${digest}`,
    ]);
    expect(sourcesOf(conf, 'quay.io/team/app:2')).toEqual(['location registry.internal/quay-team/app:2']);
    expect(sourcesOf(conf, 'quay.io/other/app:2')).toEqual(['location quay.io/other/app:2']);
  });

  it('mirror-by-digest-only uses the mirrors for digests only', () => {
    expect(sourcesOf(conf, 'ghcr.io/a/b:1')).toEqual(['location ghcr.io/a/b:1']);
    const digest = `sha256:${'b'.repeat(64)}`;
    expect(sourcesOf(conf, `ghcr.io/a/b@${digest}`)).toEqual([
      `mirror ghcr-mirror.local/a/b@${digest}`,
      `location ghcr.io/a/b@${digest}`,
    ]);
  });

  it('refuses a blocked registry, naming the file', () => {
    expect(() => sourcesOf(conf, 'blocked.example.com/x:1')).toThrow(
      'blocked.example.com/x:1: registry blocked.example.com is blocked in registries.conf',
    );
  });

  it('a blocked registry with a mirror is pulled through the mirror', () => {
    expect(
      sourcesOf(
        '[[registry]]\nlocation = "docker.io"\nblocked = true\n[[registry.mirror]]\nlocation = "mirror.local"\n',
        'busybox',
      ),
    ).toEqual(['mirror mirror.local/library/busybox:latest']);
  });

  it('reads version 1 files as containers/image converts them', () => {
    expect(
      sourcesOf(
        '[registries.insecure]\nregistries = ["10.0.0.1:5000"]\n[registries.block]\nregistries = ["bad.io"]\n',
        '10.0.0.1:5000/a:1',
      ),
    ).toEqual(['location 10.0.0.1:5000/a:1 insecure']);
    expect(() => sourcesOf('[registries.block]\nregistries = ["bad.io"]\n', 'bad.io/a:1')).toThrow(/blocked/);
  });
});

describe('registries.conf errors', () => {
  it('names the file and line of a TOML syntax error', () => {
    expect(() =>
      parseRegistriesConf('[[registry]]\nlocation = "a"\ninsecure = yes\n', '/etc/x.conf'),
    ).toThrow(/^registries\.conf \/etc\/x\.conf:3: not valid TOML/);
  });

  it('names the field of a value of the wrong type', () => {
    expect(() => parseRegistriesConf('[[registry]]\nlocation = "a"\ninsecure = "yes"\n', 'f')).toThrow(
      /registries\.conf f: registry\.0\.insecure: /,
    );
  });

  it('refuses what containers/image refuses', () => {
    const bad = (text: string) => () => parseRegistriesConf(text, 'f');
    expect(bad('[[registry]]\ninsecure = true\n')).toThrow(/both location and prefix are unset/);
    expect(bad('[[registry]]\nlocation = "https://a.io"\n')).toThrow(/URI schemes are not supported/);
    expect(bad('[[registry]]\nprefix = "a.io/x"\n')).toThrow(/location is unset/);
    expect(bad('[[registry]]\nlocation = "a.io"\n[[registry.mirror]]\ninsecure = true\n')).toThrow(
      /mirror #1: location is unset/,
    );
    expect(
      bad(
        '[[registry]]\nlocation = "a.io"\n[[registry]]\nprefix = "a.io/x"\nlocation = "a.io"\ninsecure = true\n',
      ),
    ).toThrow(/conflicting insecure/);
    expect(
      bad(
        '[[registry]]\nlocation = "a.io"\n[[registry.mirror]]\nlocation = "m"\npull-from-mirror = "sometimes"\n',
      ),
    ).toThrow(/pull-from-mirror "sometimes"/);
    expect(bad('[[registry]]\nlocation = "a.io"\n[registries.search]\nregistries = ["x"]\n')).toThrow(
      /mixes/,
    );
  });
});

describe('which registries.conf, and its drop-ins', () => {
  let work: string;
  let paths: RegistriesConfPaths;
  beforeEach(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'registries-conf-'));
    paths = {
      userFile: path.join(work, 'home/registries.conf'),
      systemFile: path.join(work, 'etc/registries.conf'),
      userDropIns: path.join(work, 'home/registries.conf.d'),
      systemDropIns: path.join(work, 'etc/registries.conf.d'),
    };
  });
  afterEach(async () => {
    await rm(work, { recursive: true, force: true });
  });
  const put = async (file: string, text: string) => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  };
  const registry = (location: string, mirror?: string) =>
    `[[registry]]\nlocation = "${location}"\n${mirror ? `[[registry.mirror]]\nlocation = "${mirror}"\n` : ''}`;
  /** prefix → the first source's registry and the file the entry came from. */
  const summary = (conf: RegistriesConf | undefined) =>
    conf?.registries.map(
      (entry) => `${entry.prefix} ${entry.mirrors[0]?.location ?? '-'} ${path.relative(work, entry.file)}`,
    );

  it('the named file, else CONTAINERS_REGISTRIES_CONF, else REGISTRIES_CONFIG_PATH, else the first default that exists', async () => {
    const named = path.join(work, 'named.conf');
    const fromEnv = path.join(work, 'env.conf');
    const fromOldEnv = path.join(work, 'old-env.conf');
    for (const file of [named, fromEnv, fromOldEnv, paths.userFile, paths.systemFile])
      await put(file, registry('a.io'));
    const env = { CONTAINERS_REGISTRIES_CONF: fromEnv, REGISTRIES_CONFIG_PATH: fromOldEnv };
    expect((await loadRegistriesConf(named, env, paths))?.file).toBe(named);
    expect((await loadRegistriesConf(undefined, env, paths))?.file).toBe(fromEnv);
    expect((await loadRegistriesConf(undefined, { REGISTRIES_CONFIG_PATH: fromOldEnv }, paths))?.file).toBe(
      fromOldEnv,
    );
    expect((await loadRegistriesConf(undefined, {}, paths))?.file).toBe(paths.userFile);
    await rm(paths.userFile);
    expect((await loadRegistriesConf(undefined, {}, paths))?.file).toBe(paths.systemFile);
    await rm(paths.systemFile);
    expect(await loadRegistriesConf(undefined, {}, paths)).toBeUndefined();
    const missing = path.join(work, 'missing.conf');
    await expect(loadRegistriesConf(missing, {}, paths)).rejects.toThrow(
      `registries.conf ${missing} cannot be read`,
    );
  });

  it('merges *.conf drop-ins in name order, system folder then user folder; a later prefix replaces the entry', async () => {
    await put(
      paths.systemFile,
      `${registry('docker.io', 'main.mirror')}${registry('quay.io', 'quay.mirror')}`,
    );
    await put(path.join(paths.systemDropIns, '20-b.conf'), registry('docker.io', 'sys-b.mirror'));
    await put(path.join(paths.systemDropIns, '10-a.conf'), registry('docker.io', 'sys-a.mirror'));
    await put(path.join(paths.systemDropIns, 'notes.txt'), 'not toml at all [');
    await put(path.join(paths.systemDropIns, 'sub/99.conf'), registry('docker.io', 'nested.mirror'));
    await put(path.join(paths.userDropIns, '00-user.conf'), registry('docker.io', 'user.mirror'));
    await put(path.join(paths.userDropIns, '50-ghcr.conf'), registry('ghcr.io', 'ghcr.mirror'));
    const conf = await loadRegistriesConf(undefined, {}, paths);
    // The user folder comes after the system one whatever the names; a drop-in replaces the whole entry.
    expect(summary(conf)).toEqual([
      'docker.io user.mirror home/registries.conf.d/00-user.conf',
      'ghcr.io ghcr.mirror home/registries.conf.d/50-ghcr.conf',
      'quay.io quay.mirror etc/registries.conf',
    ]);
    expect(pullSources(conf, parseReference('docker.io/library/nginx:1'))[0]?.reference.registry).toBe(
      'user.mirror',
    );
  });

  it("with the user's registries.conf, only the user's drop-ins; with a named file, both folders", async () => {
    await put(paths.userFile, registry('docker.io', 'user-main.mirror'));
    await put(path.join(paths.systemDropIns, 'sys.conf'), registry('quay.io', 'sys.mirror'));
    await put(path.join(paths.userDropIns, 'user.conf'), registry('ghcr.io', 'user.mirror'));
    expect(summary(await loadRegistriesConf(undefined, {}, paths))).toEqual([
      'docker.io user-main.mirror home/registries.conf',
      'ghcr.io user.mirror home/registries.conf.d/user.conf',
    ]);
    const named = path.join(work, 'named.conf');
    await put(named, registry('docker.io', 'named.mirror'));
    expect(summary(await loadRegistriesConf(named, {}, paths))).toEqual([
      'docker.io named.mirror named.conf',
      'ghcr.io user.mirror home/registries.conf.d/user.conf',
      'quay.io sys.mirror etc/registries.conf.d/sys.conf',
    ]);
  });

  it('drop-ins alone, with no registries.conf anywhere, are honoured', async () => {
    await put(path.join(paths.systemDropIns, 'only.conf'), registry('docker.io', 'only.mirror'));
    const conf = await loadRegistriesConf(undefined, {}, paths);
    expect(summary(conf)).toEqual(['docker.io only.mirror etc/registries.conf.d/only.conf']);
  });

  it('a drop-in that does not parse, or is version 1, stops the pull naming that file', async () => {
    await put(paths.systemFile, registry('docker.io'));
    const broken = path.join(paths.systemDropIns, '10-broken.conf');
    await put(broken, '[[registry]]\nlocation = "a.io\n');
    await expect(loadRegistriesConf(undefined, {}, paths)).rejects.toThrow(
      new RegExp(`^registries\\.conf ${broken}:2: not valid TOML`),
    );
    await put(broken, '[registries.search]\nregistries = ["a.io"]\n');
    await expect(loadRegistriesConf(undefined, {}, paths)).rejects.toThrow(
      `registries.conf ${broken}: a drop-in must be in the version 2 format ([[registry]]), not version 1`,
    );
    // The main file may still be version 1.
    await rm(broken);
    await put(paths.systemFile, '[registries.insecure]\nregistries = ["b.io"]\n');
    expect(summary(await loadRegistriesConf(undefined, {}, paths))).toEqual(['b.io - etc/registries.conf']);
  });

  it('a blocked registry names the file that blocks it', async () => {
    await put(paths.systemFile, registry('docker.io'));
    const blocker = path.join(paths.userDropIns, 'block.conf');
    await put(blocker, '[[registry]]\nlocation = "docker.io"\nblocked = true\n');
    const conf = await loadRegistriesConf(undefined, {}, paths);
    expect(() => pullSources(conf, parseReference('docker.io/library/nginx:1'))).toThrow(
      `docker.io/library/nginx:1: registry docker.io is blocked in ${blocker}`,
    );
  });
});
