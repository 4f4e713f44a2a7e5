import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderTemplateText } from '../../src/render/index.js';

/**
 * Real image templates, kept verbatim (MANIFEST.md), rendered as sealos renders every `*.tmpl` of an image:
 * Go text/template + sprig, missingkey=default, the host's env as the data (lifecycle/pkg/env/env.go
 * RenderAll). Expected outputs come from sealos's own test fixture (lifecycle/pkg/env/test/) or are written
 * by reading the template with the env the labring rootfs carries (labring-actions/runtime containerd/Kubefile
 * ENV, plus the `--env defaultVIP=… sandboxImage=…` of .github/scripts/kubernetes.sh).
 */
const fixtures = join(import.meta.dirname, 'fixtures');
const read = (path: string) => readFile(join(fixtures, path), 'utf8');

/** containerd/Kubefile ENV, and the env the labring build adds (sandboxImage as issue 3002's log shows it for v1.26.4). */
const rootfsEnv = {
  criData: '/var/lib/containerd',
  registryData: '/var/lib/registry',
  registryConfig: '/etc/registry',
  registryDomain: 'sealos.hub',
  registryPort: '5000',
  registryUsername: 'admin',
  registryPassword: 'passw0rd',
  disableApparmor: 'false',
  SEALOS_SYS_CRI_ENDPOINT: '/var/run/containerd/containerd.sock',
  SEALOS_SYS_IMAGE_ENDPOINT: '/var/run/image-cri-shim.sock',
  defaultVIP: '10.103.97.2',
  sandboxImage: 'pause:3.9',
};

/** The template's text up to `marker`: its licence header, which renders as itself. */
async function headerOf(path: string, marker: string): Promise<string> {
  const text = await read(path);
  return text.slice(0, text.indexOf(marker));
}

async function render(path: string, env: Record<string, string>): Promise<string> {
  return renderTemplateText(path.split('/').pop()!, await read(path), env);
}

describe("sealos's own env test fixture (lifecycle/pkg/env/test)", () => {
  // env_shim_test.go: spec.env gives the registry keys; no rootfs label reaches the data, so no
  // SEALOS_SYS_KUBE_VERSION: `not` of a missing key is true. The committed shim.yaml is that output under a
  // licence header sealos's tooling adds to every file.
  const registry = {
    registryDomain: 'sealos.hub',
    registryPort: '5000',
    registryUsername: 'admin',
    registryPassword: 'passw0rd',
  };

  it('shim.yaml.tmpl without a Kubernetes version renders to the committed shim.yaml', async () => {
    const expected = (await read('sealos-env-test/shim/shim.yaml')).replace(/^(#.*\n)+\n/, '');
    expect(await render('sealos-env-test/shim/shim.yaml.tmpl', registry)).toBe(expected);
  });

  it('shim.yaml.tmpl picks the CRI API version by semverCompare "^1.26.0"', async () => {
    const withVersion = (version: string) =>
      render('sealos-env-test/shim/shim.yaml.tmpl', { ...registry, SEALOS_SYS_KUBE_VERSION: version });
    expect(await withVersion('v1.26.0')).toContain('\nversion: v1\n');
    expect(await withVersion('v1.27.7')).toContain('\nversion: v1\n');
    expect(await withVersion('v1.25.0')).toContain('\nversion: v1alpha2\n');
  });

  it("test.yaml.tmpl with host 192.168.0.2's env (host env over spec.env) renders to the committed test.yaml", async () => {
    // env_test.go: spec.env IP=127.0.0.1, key=value; the host's env key=bar, foo=bar xxx ddd fffff, IP=127.0.0.2.
    const env = { IP: '127.0.0.2', key: 'bar', foo: 'bar xxx ddd fffff' };
    const expected = await read('sealos-env-test/template/test.yaml');
    const header = expected.slice(0, expected.indexOf('bar xxx'));
    expect(header + (await render('sealos-env-test/template/test.yaml.tmpl', env))).toBe(expected);
  });
});

describe('labring-actions/runtime templates with the labring rootfs env', () => {
  it('registry/etc/registry.yml: the registry data folder that rootfs/registry is linked to', async () => {
    const path = 'runtime-templates/registry/etc/registry.yml.tmpl';
    const header = await headerOf(path, 'domain:');
    expect(await render(path, rootfsEnv)).toBe(
      `${header}domain: sealos.hub\nport: "5000"\nusername: "admin"\npassword: "passw0rd"\ndata: "/var/lib/registry"\n`,
    );
    // A Clusterfile's spec.env (or --env) registryData=... moves it.
    expect(await render(path, { ...rootfsEnv, registryData: '/data/registry' })).toContain(
      '\ndata: "/data/registry"\n',
    );
  });

  it('registry/etc/registry_config.yml: storage root, listen port and htpasswd path', async () => {
    const out = await render('runtime-templates/registry/etc/registry_config.yml.tmpl', rootfsEnv);
    expect(out).toContain('\n  filesystem:\n    rootdirectory: /var/lib/registry\n');
    expect(out).toContain('\n  addr: :5000\n');
    expect(out).toContain('\n    path: /etc/registry/registry_htpasswd\n');
  });

  it('registry/etc/registry.service: BIN_DIR unset defaults to /usr/bin', async () => {
    const out = await render('runtime-templates/registry/etc/registry.service.tmpl', rootfsEnv);
    expect(out).toContain('\nExecStart=/usr/bin/registry serve /etc/registry/registry_config.yml\n');
    expect(
      await render('runtime-templates/registry/etc/registry.service.tmpl', {
        ...rootfsEnv,
        BIN_DIR: '/opt/bin',
      }),
    ).toContain('\nExecStart=/opt/bin/registry serve /etc/registry/registry_config.yml\n');
  });

  it('k8s/etc/image-cri-shim.yaml: the shim in front of containerd, pointed at the registry', async () => {
    const path = 'runtime-templates/k8s/etc/image-cri-shim.yaml.tmpl';
    const header = await headerOf(path, 'shim:');
    expect(await render(path, rootfsEnv)).toBe(
      `${header}shim: /var/run/image-cri-shim.sock\ncri: /var/run/containerd/containerd.sock\naddress: http://sealos.hub:5000\nforce: true\ndebug: false\ntimeout: 15m\nauth: admin:passw0rd\n`,
    );
  });

  it('containerd/etc/hosts.toml: the registry mirror entry', async () => {
    expect(await render('runtime-templates/containerd/etc/hosts.toml.tmpl', rootfsEnv)).toBe(
      'server = "http://sealos.hub:5000"\n\n[host."http://sealos.hub:5000"]\n  capabilities = ["pull", "resolve", "push"]\n  skip_verify = true\n',
    );
  });

  it('containerd/etc/config.toml: root, sandbox image, apparmor and registry auth', async () => {
    const out = await render('runtime-templates/containerd/etc/config.toml.tmpl', rootfsEnv);
    expect(out.startsWith('version = 2\nroot = "/var/lib/containerd"\n')).toBe(true);
    expect(out).toContain('\n    sandbox_image = "sealos.hub:5000/pause:3.9"\n');
    expect(out).toContain('\n    disable_apparmor = false\n');
    expect(out).toContain(
      '\n          [plugins."io.containerd.grpc.v1.cri".registry.configs."sealos.hub:5000".auth]\n            username = "admin"\n            password = "passw0rd"',
    );
    expect(out).not.toContain('{{');
  });
});
