import { tmpdir } from 'node:os';
import { DEFAULT_CLUSTER_NAME, parseEnvList } from '../../clusterfile/index.js';
import { UsageError } from '../../errors.js';
import { relayModes } from '../../hosts/relay.js';
import { transportArchive, transportArchiveProblem } from '../../image/archive/archive-images.js';
import { MAX_CONCURRENCY, type RunRequest } from '../../run/run-request.js';
import { DEFAULT_WAIT, parseWaitDuration } from '../../run/wait-duration.js';
import {
  addressListInput,
  booleanInput,
  choiceInput,
  clusterInput,
  hostKeyPolicyInput,
  hostListInput,
  type InputReader,
  integerInput,
  listInput,
  minutesInput,
  pairListInput,
  referenceInput,
  sshInputs,
  stateSettingsInput,
} from '../inputs.js';

/**
 * The inputs that declare the cluster sealos-style; with `clusterfile` the Clusterfile declares it instead
 * (`env` then goes to its template, as `sealos apply --env`).
 */
const DECLARING_INPUTS = ['images', 'masters', 'nodes'] as const;

/** The Clusterfile template's inputs, as `sealos apply --values/--set`; only with `clusterfile`. */
const TEMPLATE_INPUTS = ['values', 'set'] as const;

/**
 * The run action's inputs as a RunRequest. Empty inputs mean the defaults of action.yml; every error names
 * its input. Lists take one item a line (images and registries also commas).
 */
export function readRunActionInputs(read: InputReader, env: NodeJS.ProcessEnv = process.env): RunRequest {
  const optional = (name: string) => read(name).trim() || undefined;
  const source = sourceInput(read, env);
  const timeout = minutesInput(read, 'timeout', 60);
  const wait = waitInput(read);
  const knownHosts = optional('known-hosts');
  const policy = hostKeyPolicyInput(read);
  if (policy === 'strict' && !knownHosts)
    throw new UsageError('input known-hosts: needed with host-key-policy strict');
  return {
    source,
    configFiles: listInput(read, 'config-files', false),
    dryRun: booleanInput(read, 'dry-run', false),
    force: booleanInput(read, 'force', false),
    ...(pruneRunnerInput(read, env) ? { pruneRunner: true } : {}),
    ...(booleanInput(read, 'renew-certificates', false) ? { renewCertificates: true } : {}),
    concurrency: integerInput(read, 'concurrency', 16, 1, MAX_CONCURRENCY),
    relay: choiceInput(read, 'relay', relayModes, 'auto'),
    ...(timeout > 0 ? { timeoutMinutes: timeout } : {}),
    ...(wait > 0 ? { waitMs: wait } : {}),
    lockTimeoutMinutes: minutesInput(read, 'lock-timeout', 10),
    hostKeyPolicy: policy,
    ...(knownHosts ? { knownHosts: `${knownHosts}\n` } : {}),
    forgetHostKeys: addressListInput(read, 'forget-host-key'),
    state: {
      ...stateSettingsInput(read),
      ...(booleanInput(read, 'recover-state', false) ? { recover: true } : {}),
      ...(optional('state-retention-days')
        ? { retentionDays: integerInput(read, 'state-retention-days', 0, 1, 90) }
        : {}),
    },
    registry: {
      ...(optional('registry-username') ? { username: optional('registry-username') } : {}),
      ...(read('registry-password') ? { password: read('registry-password') } : {}),
      ...(optional('registry') ? { registry: optional('registry') } : {}),
      ...(optional('registry-config') ? { config: optional('registry-config') } : {}),
    },
    insecureRegistries: listInput(read, 'insecure-registries', true),
    ...(optional('registries-conf') ? { registriesConf: optional('registries-conf') } : {}),
    ...registryCopyInput(read),
    outputDir: env.RUNNER_TEMP || tmpdir(),
  };
}

/** Where the desired cluster comes from: a Clusterfile (and its template's inputs), or the cluster inputs. */
function sourceInput(read: InputReader, env: NodeJS.ProcessEnv): RunRequest['source'] {
  const text = (name: string) => read(name).trim();
  const ssh = sshInputs(read);
  const clusterfile = text('clusterfile') || undefined;
  const cluster = clusterInput(read);
  const single = booleanInput(read, 'single', false);
  if (clusterfile) {
    for (const name of DECLARING_INPUTS)
      if (text(name))
        throw new UsageError(
          `input ${name}: not used with clusterfile (the Clusterfile declares the cluster)`,
        );
    if (single)
      throw new UsageError('input single: not used with clusterfile (list the hosts in the Clusterfile)');
    if (booleanInput(read, 'cache', false))
      throw new UsageError(
        "input cache: not used with clusterfile (its images are known only once its template is rendered): keep the image store's folder with actions/cache instead, see docs/ci.md",
      );
    // `default` is the input's default: only another name is a claim to check against the file.
    return {
      kind: 'clusterfile',
      path: clusterfile,
      ...(cluster !== DEFAULT_CLUSTER_NAME ? { cluster } : {}),
      ssh,
      template: {
        valuesFiles: listInput(read, 'values', false),
        sets: listInput(read, 'set', false),
        env: parseEnvList(pairListInput(read, 'env')),
        osEnv: env,
      },
    };
  } else {
    for (const name of TEMPLATE_INPUTS)
      if (text(name))
        throw new UsageError(`input ${name}: only used with clusterfile (it fills its template)`);
    return {
      kind: 'inputs',
      inputs: {
        images: imagesInput(read),
        masters: hostListInput(read, 'masters'),
        nodes: hostListInput(read, 'nodes'),
        ...ssh,
        env: pairListInput(read, 'env'),
        clusterName: cluster,
        single,
      },
      // GitHub-hosted runners are throwaway machines: there single mode is the default, as with kind-action.
      ...(env.RUNNER_ENVIRONMENT === 'self-hosted' ? { singleOnlyWhenAsked: true as const } : {}),
    };
  }
}

/**
 * The `prune-runner` input: `auto` purges only a GitHub-hosted runner, thrown away after the job; a
 * self-hosted runner's Docker is only removed when asked for by name (`true`).
 */
function pruneRunnerInput(read: InputReader, env: NodeJS.ProcessEnv): boolean {
  const choice = choiceInput(read, 'prune-runner', ['auto', 'true', 'false'] as const, 'auto');
  if (choice === 'auto') return env.RUNNER_ENVIRONMENT === 'github-hosted';
  return choice === 'true';
}

/** The `registry-copy` input: `SOURCE-IMAGE [DESTINATION]` a line. */
function registryCopyInput(read: InputReader): Pick<RunRequest, 'registryCopies'> {
  const copies = read('registry-copy')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [source, destination, ...rest] = line.split(/\s+/);
      if (rest.length > 0)
        throw new UsageError(
          `input registry-copy: "${line}" is not SOURCE-IMAGE [DESTINATION] (one image a line)`,
        );
      return { source: source!, ...(destination ? { destination } : {}) };
    });
  return copies.length > 0 ? { registryCopies: copies } : {};
}

/** The `wait` input: a duration (`5m`, `90s`, `1m30s`, or seconds); `0` does not wait. */
function waitInput(read: InputReader): number {
  const value = read('wait').trim();
  const ms = parseWaitDuration(value || DEFAULT_WAIT);
  if (ms === undefined)
    throw new UsageError(
      `input wait: "${value}" is not a duration (such as 90s, 5m, 1m30s, or a number of seconds; 0 = do not wait)`,
    );
  return ms;
}

/**
 * The `images` input: image references, and archives as `oci-archive:PATH` or `docker-archive:PATH`, which the
 * action loads into the local images before the run (archive-inputs.ts). Each is checked here, before anything
 * runs: a reference must parse, a path must be one.
 */
function imagesInput(read: InputReader): string[] {
  const entries = listInput(read, 'images', true);
  for (const entry of entries) {
    const archive = transportArchive(entry);
    if (!archive) referenceInput('images', entry);
    const problem = archive && transportArchiveProblem(archive.path);
    if (problem) throw new UsageError(`input images: ${JSON.stringify(entry)}: ${problem}`);
  }
  return entries;
}
