import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { commaList } from '../../../src/cli/options.js';
import { runCli } from '../../../src/cli/program.js';
import { privateKeyFile } from '../../../src/cli/ssh-flags.js';
import { clusterfilePath, parseClusterfile, writeClusterfile } from '../../../src/clusterfile/index.js';
import { ConsoleSink } from '../../../src/log/console-sink.js';
import { Logger } from '../../../src/log/logger.js';
import { planCluster } from '../../../src/plan/index.js';
import { planOnlyApply } from '../../lab/plan-only-apply.js';

interface Run {
  status: number;
  stdout: string;
  stderr: string;
  questions: string[];
}

/** The real commander program in-process; `answer` makes it a terminal that answers every question so. */
async function cli(argv: string[], answer?: boolean): Promise<Run> {
  let stderr = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      stderr += String(chunk);
      done();
    },
  });
  const out: string[] = [];
  const questions: string[] = [];
  const status = await runCli(argv, {
    logger: new Logger(new ConsoleSink(false, sink)),
    // A dry run of a create would read its rootfs image's labels from docker.io.
    apply: planOnlyApply,
    stdout: (text) => out.push(text),
    stderr: (text) => {
      stderr += text;
    },
    ...(answer === undefined
      ? {}
      : {
          confirm: async (question: string) => {
            questions.push(question);
            return answer;
          },
        }),
  });
  return { status, stdout: out.join(''), stderr, questions };
}

let dir: string;
let stateDir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sealos-flags-'));
  stateDir = join(dir, 'state');
});
afterEach(async () => {
  process.exitCode = undefined;
  await rm(dir, { recursive: true, force: true });
});

async function saveCluster(): Promise<void> {
  const saved = parseClusterfile(
    [
      'apiVersion: apps.sealos.io/v1beta1',
      'kind: Cluster',
      'metadata: {name: lab, creationTimestamp: "2026-11-22T00:00:00Z"}',
      'spec:',
      '  image: [labring/kubernetes:v1.29.9]',
      '  ssh: {user: root, port: 22}',
      '  hosts: [{ips: ["10.77.0.2:22"], roles: [master]}, {ips: ["10.77.0.3:22"], roles: [node]}]',
    ].join('\n'),
  ).clusterfile;
  await writeClusterfile(clusterfilePath(stateDir, 'lab'), saved);
}

describe('string-slice flags split on commas as pflag reads them (a CSV record)', () => {
  it('splits, repeats, keeps a quoted comma, and refuses a stray quote', () => {
    expect(commaList('A=1,B=2', ['Z=0'])).toEqual(['Z=0', 'A=1', 'B=2']);
    expect(commaList('"C=x,y",D=1')).toEqual(['C=x,y', 'D=1']);
    expect(commaList('"say ""hi""",b')).toEqual(['say "hi"', 'b']);
    expect(commaList('a,')).toEqual(['a', '']);
    expect(commaList('')).toEqual([]);
    expect(() => commaList('a"b')).toThrow(/quote the whole item/);
    expect(() => commaList('"open')).toThrow(/no closing/);
  });
});

describe('gen: the Clusterfile of run-style flags with the kubeadm documents, offline', () => {
  const base = [
    'gen',
    'labring/kubernetes:v1.27.7',
    'labring/helm:v3.14.1',
    '--masters',
    '10.0.0.2,10.0.0.3',
  ];

  it('-e and --cmd split on commas and repeat; masters, nodes and the SANs as sealos derives them', async () => {
    const run = await cli([
      ...base,
      '--nodes',
      '10.0.0.4',
      '-e',
      'A=1,B=2',
      '-e',
      '"C=x,y"',
      '--cmd',
      'sh a.sh,sh b.sh',
      '-p',
      'gen-Secret-77',
    ]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).not.toContain('gen-Secret-77');
    const documents = parseAllDocuments(run.stdout).map((document) => document.toJS());
    const [cluster, init, clusterConfiguration] = documents;
    expect(documents.map((document) => document.kind)).toEqual([
      'Cluster',
      'InitConfiguration',
      'ClusterConfiguration',
      'KubeletConfiguration',
      'KubeProxyConfiguration',
    ]);
    expect(cluster.spec.image).toEqual(['labring/kubernetes:v1.27.7', 'labring/helm:v3.14.1']);
    expect(cluster.spec.env).toEqual(['A=1', 'B=2', 'C=x,y']);
    expect(cluster.spec.command).toEqual(['sh a.sh', 'sh b.sh']);
    expect(cluster.spec.hosts).toEqual([
      { ips: ['10.0.0.2:22', '10.0.0.3:22'], roles: ['master'] },
      { ips: ['10.0.0.4:22'], roles: ['node'] },
    ]);
    // sealos: init on master0; SANs 127.0.0.1, apiserver.cluster.local, the VIP, then the masters.
    expect(init.localAPIEndpoint.advertiseAddress).toBe('10.0.0.2');
    expect(clusterConfiguration.controlPlaneEndpoint).toBe('apiserver.cluster.local:6443');
    expect(clusterConfiguration.apiServer.certSANs.slice(0, 5)).toEqual([
      '127.0.0.1',
      'apiserver.cluster.local',
      '10.103.97.2',
      '10.0.0.2',
      '10.0.0.3',
    ]);
    expect(clusterConfiguration.kubernetesVersion).toBe('v1.27.7');
  });

  it('-e defaultVIP moves the VIP; -o writes the same text to a file', async () => {
    const file = join(dir, 'Clusterfile');
    const run = await cli([...base, '-e', 'defaultVIP=10.103.97.9', '-o', file]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toBe('');
    const text = await readFile(file, 'utf8');
    expect(text).toContain('- 10.103.97.9\n');
    expect(parseAllDocuments(text)[0]?.toJS().spec.env).toEqual(['defaultVIP=10.103.97.9']);
  });

  it('--config-file (repeatable) adds its Config documents after the Cluster; a bad one is refused with its line', async () => {
    const first = join(dir, 'a.yaml');
    const second = join(dir, 'b.yaml');
    await writeFile(
      first,
      'apiVersion: apps.sealos.io/v1beta1\nkind: Config\nmetadata:\n  name: calico\nspec:\n  path: charts/calico/values.yaml\n  data: |\n    a: 1\n',
    );
    await writeFile(
      second,
      'apiVersion: apps.sealos.io/v1beta1\nkind: Config\nmetadata:\n  name: other\nspec:\n  path: etc/x.yaml\n  data: "b: 2"\n',
    );
    const run = await cli([...base, '--config-file', first, '--config-file', second]);
    expect(run.status, run.stderr).toBe(0);
    const documents = parseAllDocuments(run.stdout).map((document) => document.toJS());
    expect(
      documents.map((document) => `${document.kind}/${document.metadata?.name ?? ''}`).slice(0, 3),
    ).toEqual(['Cluster/default', 'Config/calico', 'Config/other']);
    await writeFile(
      first,
      'apiVersion: apps.sealos.io/v1beta1\nkind: Config\nmetadata:\n  name: bad\nspec:\n  path: ../../etc/passwd\n',
    );
    const refused = await cli([...base, '--config-file', first]);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain(first);
  });

  it('an image whose tag is no version needs --kubernetes-version (a usage error, 2)', async () => {
    const run = await cli(['gen', 'example.com/k8s:latest', '--masters', '10.0.0.2']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('give --kubernetes-version v1.X.Y');
    const given = await cli([
      'gen',
      'example.com/k8s:latest',
      '--masters',
      '10.0.0.2',
      '--kubernetes-version',
      'v1.31.2',
    ]);
    expect(given.status, given.stderr).toBe(0);
    expect(given.stdout).toContain('apiVersion: kubeadm.k8s.io/v1beta4');
  });
});

describe('exit status: usage errors 2, failures 1', () => {
  it.each([
    ['an unknown verb', ['deploy']],
    ['an unknown flag', ['run', '--no-such-flag']],
    ['a missing argument', ['scp', 'only-one']],
    ['a bad value', ['run', 'x:1', '--port', '70000', '--dry-run']],
    ['a bad choice', ['version', '-o', 'xml']],
    ['an empty host list', ['run', 'x:1', '--masters', '', '--dry-run']],
  ])('%s exits 2', async (_what, argv) => {
    const run = await cli([...argv, '--state-dir', stateDir]);
    expect(run.status, run.stderr).toBe(2);
  });

  it('each verb loads only its own command; help and a misspelt verb still see every command', async () => {
    const misspelt = await cli(['pul']);
    expect(misspelt.status).toBe(2);
    expect(misspelt.stderr).toMatch(/unknown command 'pul'[\s\S]*Did you mean pull\?/);
    const help = await cli(['--help']);
    for (const verb of ['pull', 'run', 'reset', 'build', 'cert'])
      expect(help.stdout).toMatch(new RegExp(`^\\s+${verb}\\b`, 'm'));
    // The program's own flag before the verb: still the verb's command, with its own help.
    const pull = await cli(['--debug', 'pull', '--help']);
    expect(pull.status).toBe(0);
    expect(pull.stdout).toMatch(/^Usage: sealos-action pull/m);
  });

  it('help and version exit 0; a failure that is no usage error exits 1', async () => {
    expect((await cli(['--help'])).status).toBe(0);
    expect((await cli(['version', '--short'])).status).toBe(0);
    // master0 cannot leave the cluster: the plan refuses it (a failed run, not a wrong flag).
    await saveCluster();
    const run = await cli([
      'delete',
      '--masters',
      '10.77.0.2',
      '-c',
      'lab',
      '--state-dir',
      stateDir,
      '--dry-run',
    ]);
    expect(run.status, run.stderr).toBe(1);
  });
});

describe('apply -f/--Clusterfile, with ./Clusterfile as default', () => {
  it('-f and --Clusterfile name the file; without either, ./Clusterfile is read', async () => {
    const file = join(dir, 'mine.yaml');
    await writeFile(
      file,
      'apiVersion: apps.sealos.io/v1beta1\nkind: Cluster\nmetadata: {name: lab}\nspec:\n  image: [labring/kubernetes:v1.29.9]\n  hosts: [{ips: ["10.77.0.2:22"], roles: [master]}]\n',
    );
    for (const flag of ['-f', '--Clusterfile']) {
      const run = await cli(['apply', flag, file, '--state-dir', stateDir, '--dry-run']);
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/init\s+master\s+10\.77\.0\.2:22/);
    }
    const missing = await cli(['apply', '--state-dir', stateDir, '--dry-run']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/Clusterfile[^\n]*Clusterfile: no such file/);
  });
});

describe('reset and delete ask first, as sealos; --force does not ask', () => {
  it('not on a terminal, without --force: refused before anything, naming --force', async () => {
    await saveCluster();
    for (const argv of [
      ['reset', '-c', 'lab'],
      ['delete', '--nodes', '10.77.0.3', '-c', 'lab'],
    ]) {
      const run = await cli([...argv, '--state-dir', stateDir]);
      expect(run.status, run.stderr).toBe(2);
      expect(run.stderr).toContain('not on a terminal, so nobody can confirm; give --force');
    }
    // The state is as it was.
    const saved = await readFile(clusterfilePath(stateDir, 'lab'), 'utf8');
    expect(saved).toContain('10.77.0.3:22');
  });

  it('on a terminal, "no" cancels with status 1 and nothing changed; the question names the hosts', async () => {
    await saveCluster();
    const reset = await cli(['reset', '--nodes', '10.77.0.3', '-c', 'lab', '--state-dir', stateDir], false);
    expect(reset.status).toBe(1);
    expect(reset.questions).toEqual(['reset 10.77.0.3 of cluster "lab"?']);
    expect(reset.stderr).toContain('cancelled: nothing was changed');
    const remove = await cli(['delete', '--nodes', '10.77.0.3', '-c', 'lab', '--state-dir', stateDir], false);
    expect(remove.status).toBe(1);
    expect(remove.questions).toEqual(['delete 10.77.0.3 from cluster "lab"?']);
  });

  it('nothing saved: nothing to reset, no question (a cleanup may run twice)', async () => {
    const run = await cli(['reset', '-c', 'nosuch', '--state-dir', stateDir]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain('nothing to reset');
  });

  it('the lock override is --force-unlock; help says what each does', async () => {
    const help = await cli(['reset', '--help']);
    expect(help.stdout).toContain('--force-unlock');
    expect(help.stdout).toMatch(/--force\s+reset without asking for confirmation/);
  });
});

describe('exec and scp pick hosts as sealos does', () => {
  it('no --hosts and no -c: the "default" cluster, and a clear message when it is not saved', async () => {
    const run = await cli(['exec', '--state-dir', stateDir, 'true']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      'no saved cluster "default": give the hosts with --hosts a,b, or the cluster with -c NAME',
    );
  });

  it('--roles and --ips choose among a cluster, not among --hosts', async () => {
    const run = await cli(['exec', '--hosts', '10.0.0.1', '-r', 'master', 'true']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--roles and --ips choose among the hosts of a cluster');
  });

  it('--roles matching no host names what was asked (both comma lists and repeats)', async () => {
    await saveCluster();
    const run = await cli([
      'exec',
      '-c',
      'lab',
      '--state-dir',
      stateDir,
      '-r',
      'registry,etcd',
      '-r',
      'x',
      '-p',
      'pw',
      'true',
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('no host of cluster "lab" matches --roles registry,etcd,x');
  });
});

describe('-i/--pk defaults to ~/.ssh/id_rsa when it exists, as sealos', () => {
  it('the flag wins; else id_rsa if present; else none', async () => {
    expect(privateKeyFile(undefined, dir)).toBeUndefined();
    await mkdir(join(dir, '.ssh'));
    await writeFile(join(dir, '.ssh', 'id_rsa'), 'key');
    expect(privateKeyFile(undefined, dir)).toBe(join(dir, '.ssh', 'id_rsa'));
    expect(privateKeyFile('/other/key', dir)).toBe('/other/key');
  });

  it('every verb that connects takes -i', async () => {
    for (const verb of ['run', 'apply', 'add', 'delete', 'reset', 'exec', 'scp', 'status', 'cert', 'gen']) {
      const help = await cli([verb, '--help']);
      expect(help.stdout, verb).toMatch(/-i, --pk <file>/);
    }
  });
});

describe('run -f: images the cluster already has are installed again (sealos ForceOverride)', () => {
  it('the plan installs an installed image only when asked', () => {
    const current = parseClusterfile(
      'apiVersion: apps.sealos.io/v1beta1\nkind: Cluster\nmetadata: {name: lab, creationTimestamp: "2026-11-22T00:00:00Z"}\nspec:\n  image: [k:v1.29.9, app:1]\n  hosts: [{ips: ["10.77.0.2:22"], roles: [master]}]\n',
    ).clusterfile.cluster;
    expect(planCluster(current, current).imagesToInstall).toEqual([]);
    expect(planCluster(current, current, ['app:1']).imagesToInstall).toEqual(['app:1']);
  });
});

describe('an error names its file and line once', () => {
  it('a Kubefile line that fails: the place is printed once, before the cause', async () => {
    const context = join(dir, 'once');
    await mkdir(context);
    await writeFile(join(context, 'Kubefile'), 'FROM scratch\nCOPY missing.txt .\n');
    const run = await cli(['build', '-t', 'x:1', '--save-image=false', context]);
    expect(run.status).not.toBe(0);
    const place = `${join(context, 'Kubefile')}:2`;
    const line = run.stderr.split('\n').find((text) => text.includes('missing.txt')) ?? '';
    expect(line).toContain(place);
    expect(line.split(place).length - 1).toBe(1);
  });
});

describe('build reads contexts and files as sealos build does', () => {
  it('a positional context; Sealfile, Kubefile, Dockerfile, Containerfile looked up, two of them refused', async () => {
    const context = join(dir, 'ctx');
    await mkdir(context);
    const none = await cli(['build', '-t', 'x:1', '--save-image=false', context]);
    expect(none.status).toBe(2);
    expect(none.stderr).toContain(
      'none of Sealfile, Kubefile, Dockerfile, Containerfile in the build contexts',
    );
    await writeFile(join(context, 'Kubefile'), 'FROM scratch\n');
    await writeFile(join(context, 'Dockerfile'), 'FROM scratch\n');
    const two = await cli(['build', '-t', 'x:1', '--save-image=false', context]);
    expect(two.status).toBe(2);
    expect(two.stderr).toContain(`(${join(context, 'Kubefile')}, ${join(context, 'Dockerfile')})`);
  });

  it('--save-image takes a boolean; --max-pull-procs a count', async () => {
    expect((await cli(['build', '--save-image=maybe', '.'])).status).toBe(2);
    expect((await cli(['build', '--max-pull-procs', '0', '.'])).status).toBe(2);
  });
});
