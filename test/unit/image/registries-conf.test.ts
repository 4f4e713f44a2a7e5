import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadRegistriesConf } from '../../../src/image/mirrors/find-registries-conf.js';
import { findRegistry, matchingPrefixLength, pullSources } from '../../../src/image/mirrors/pull-sources.js';
import { parseRegistriesConf } from '../../../src/image/mirrors/registries-conf.js';
import { formatReference, parseReference } from '../../../src/image/reference.js';

// Expectations from reading containers/image (df7e80d) pkg/sysregistriesv2/system_registries_v2.go:
// refMatchingPrefix, FindRegistry, PullSourcesFromReference, rewriteReference, postProcessRegistries.
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

describe('which registries.conf', () => {
  let work: string;
  beforeEach(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'registries-conf-'));
  });
  afterEach(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('the named file, else CONTAINERS_REGISTRIES_CONF, else the first default that exists', async () => {
    const named = path.join(work, 'named.conf');
    const fromEnv = path.join(work, 'env.conf');
    const user = path.join(work, 'user.conf');
    for (const file of [named, fromEnv, user]) await writeFile(file, '[[registry]]\nlocation = "a.io"\n');
    const missing = path.join(work, 'missing.conf');
    expect((await loadRegistriesConf(named, { CONTAINERS_REGISTRIES_CONF: fromEnv }, [user]))?.file).toBe(
      named,
    );
    expect((await loadRegistriesConf(undefined, { CONTAINERS_REGISTRIES_CONF: fromEnv }, [user]))?.file).toBe(
      fromEnv,
    );
    expect((await loadRegistriesConf(undefined, {}, [missing, user]))?.file).toBe(user);
    expect(await loadRegistriesConf(undefined, {}, [missing])).toBeUndefined();
    await expect(loadRegistriesConf(missing, {}, [])).rejects.toThrow(
      `registries.conf ${missing} cannot be read`,
    );
  });
});
