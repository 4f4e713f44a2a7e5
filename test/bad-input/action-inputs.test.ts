import ssh2 from 'ssh2';
import { describe, it } from 'vitest';
import { readBuildInputs } from '../../src/actions/build-image/inputs.js';
import { booleanInput } from '../../src/actions/inputs.js';
import { readResetActionInputs } from '../../src/actions/reset/inputs.js';
import { readRunActionInputs } from '../../src/actions/run/inputs.js';
import { readPostStepInputs } from '../../src/actions/run/post-inputs.js';
import { UsageError } from '../../src/errors.js';
import { expectCleanError, withInputs } from './harness.js';

/** What each action reads, and the action.yml whose defaults the runner fills in. */
type Reader = (input: (name: string) => string) => unknown;

const ACTIONS: Record<string, { file: string; read: Reader }> = {
  run: { file: 'action.yml', read: (input: (name: string) => string) => readRunActionInputs(input, {}) },
  post: { file: 'action.yml', read: (input: (name: string) => string) => readPostStepInputs(input, {}) },
  reset: { file: 'reset/action.yml', read: readResetActionInputs },
  build: {
    file: 'build-image/action.yml',
    read: (input: (name: string) => string) => readBuildInputs(input, {}),
  },
  debug: {
    file: 'action.yml',
    read: (input: (name: string) => string) => booleanInput(input, 'debug', false),
  },
};

interface InputCase {
  action: 'run' | 'post' | 'reset' | 'build' | 'debug';
  /** The step's `with:` as the runner hands it over: INPUT_<NAME> variables. */
  env: Record<string, string>;
  expected: string;
}

const KEY = ssh2.utils.generateKeyPairSync('ed25519').private;
const DIGEST = `sha256:${'a'.repeat(64)}`;

const CASES: InputCase[] = [
  {
    action: 'run',
    env: { INPUT_PORT: '70000' },
    expected: 'input port: "70000" is not a whole number from 1 to 65535',
  },
  {
    action: 'run',
    env: { INPUT_PORT: '-1' },
    expected: 'input port: "-1" is not a whole number from 1 to 65535',
  },
  { action: 'run', env: { INPUT_PORT: '0' }, expected: 'input port: "0" is not a whole number' },
  { action: 'run', env: { INPUT_PORT: '99999' }, expected: 'input port: "99999"' },
  { action: 'run', env: { INPUT_PORT: 'ssh' }, expected: 'input port: "ssh"' },
  { action: 'run', env: { INPUT_PORT: '22.0' }, expected: 'input port: "22.0"' },
  {
    action: 'run',
    env: { INPUT_CONCURRENCY: '0' },
    expected: 'input concurrency: "0" is not a whole number from 1 to 1024',
  },
  { action: 'run', env: { INPUT_CONCURRENCY: '-1' }, expected: 'input concurrency: "-1"' },
  { action: 'run', env: { INPUT_CONCURRENCY: '1e9' }, expected: 'input concurrency: "1e9"' },
  { action: 'run', env: { INPUT_CONCURRENCY: '1000000000' }, expected: 'input concurrency: "1000000000"' },
  {
    action: 'run',
    env: { INPUT_TIMEOUT: '40000' },
    expected: 'input timeout: "40000" minutes is more than 35791',
  },
  {
    action: 'run',
    env: { INPUT_TIMEOUT: 'ten' },
    expected: 'input timeout: "ten" is not a number of minutes',
  },
  { action: 'run', env: { INPUT_TIMEOUT: '-1' }, expected: 'input timeout: "-1" is not a number of minutes' },
  {
    action: 'run',
    env: { 'INPUT_LOCK-TIMEOUT': '99999999' },
    expected: 'input lock-timeout: "99999999" minutes is more than 35791',
  },
  {
    action: 'run',
    env: { 'INPUT_LOCK-TIMEOUT': '1h' },
    expected: 'input lock-timeout: "1h" is not a number of minutes',
  },
  {
    action: 'run',
    env: { 'INPUT_DRY-RUN': 'maybe' },
    expected: 'input dry-run: "maybe" is not true or false (YAML 1.2 booleans',
  },
  { action: 'run', env: { 'INPUT_DRY-RUN': 'yes' }, expected: 'input dry-run: "yes" is not true or false' },
  { action: 'run', env: { INPUT_FORCE: '1' }, expected: 'input force: "1" is not true or false' },
  { action: 'run', env: { INPUT_FORCE: 'on' }, expected: 'input force: "on" is not true or false' },
  { action: 'run', env: { INPUT_SINGLE: 'y' }, expected: 'input single: "y" is not true or false' },
  { action: 'run', env: { INPUT_SINGLE: 'tRUE' }, expected: 'input single: "tRUE" is not true or false' },
  {
    action: 'run',
    env: { 'INPUT_RECOVER-STATE': 'no' },
    expected: 'input recover-state: "no" is not true or false',
  },
  {
    action: 'run',
    env: { INPUT_CLUSTER: '../../escape' },
    expected: 'input cluster name "../../escape" is not allowed: use lower-case letters',
  },
  { action: 'run', env: { INPUT_CLUSTER: 'Prod' }, expected: 'input cluster name "Prod" is not allowed' },
  {
    action: 'run',
    env: { INPUT_CLUSTER: 'my_cluster' },
    expected: 'input cluster name "my_cluster" is not allowed',
  },
  { action: 'run', env: { INPUT_CLUSTER: 'a/b' }, expected: 'input cluster name "a/b" is not allowed' },
  {
    action: 'run',
    env: { INPUT_IMAGES: 'Labring/Kubernetes:v1' },
    expected:
      'input images: image reference "Labring/Kubernetes:v1": repository "Labring/Kubernetes" must be lowercase',
  },
  {
    action: 'run',
    env: { INPUT_IMAGES: 'labring/kubernetes:v1.29.9\nlabring/helm:' },
    expected: 'input images: image reference "labring/helm:"',
  },
  {
    action: 'run',
    env: { INPUT_IMAGES: 'docker.io/:bad::ref' },
    expected: 'input images: image reference "docker.io/:bad::ref"',
  },
  {
    action: 'run',
    env: { INPUT_IMAGES: 'labring/kubernetes@sha256:abc' },
    expected: 'input images: image reference "labring/kubernetes@sha256:abc": "sha256:abc" is not a digest',
  },
  {
    action: 'run',
    env: { INPUT_MASTERS: 'master-1' },
    expected: 'input masters: "master-1" is neither an IPv4/IPv6 address nor an IPv4 range',
  },
  {
    action: 'run',
    env: { INPUT_MASTERS: '10.0.0.1:0' },
    expected: 'input masters: "10.0.0.1:0" is not an IPv4/IPv6 address with optional port',
  },
  {
    action: 'run',
    env: { INPUT_NODES: '10.0.0.0/8' },
    expected: 'input nodes: "10.0.0.0/8" has 16777216 addresses, more than 1024',
  },
  {
    action: 'run',
    env: { INPUT_NODES: '10.0.0.300' },
    expected: 'input nodes: "10.0.0.300" is not an IPv4/IPv6 address',
  },
  {
    action: 'run',
    env: { INPUT_ENV: 'A=1\nJUSTAWORD' },
    expected: 'input env: "JUSTAWORD" is not KEY=VALUE',
  },
  { action: 'run', env: { INPUT_ENV: '=value' }, expected: 'input env: "=value" is not KEY=VALUE' },
  {
    action: 'run',
    env: { 'INPUT_HOST-KEY-POLICY': 'tofu' },
    expected: 'input host-key-policy: "tofu" is not one of strict, accept-new, insecure',
  },
  {
    action: 'run',
    env: { 'INPUT_HOST-KEY-POLICY': 'strict' },
    expected: 'input known-hosts: needed with host-key-policy strict',
  },
  {
    action: 'run',
    env: { INPUT_STATE: 'cloud' },
    expected: 'input state "cloud" is not one of auto, artifact, local, none',
  },
  {
    action: 'run',
    env: { 'INPUT_STATE-RETENTION-DAYS': '0' },
    expected: 'input state-retention-days: "0" is not a whole number from 1 to 90',
  },
  {
    action: 'run',
    env: { 'INPUT_STATE-RETENTION-DAYS': '91' },
    expected: 'input state-retention-days: "91"',
  },
  {
    action: 'run',
    env: { INPUT_CLUSTERFILE: 'Clusterfile', INPUT_IMAGES: 'labring/kubernetes:v1.29.9' },
    expected: 'input images: not used with clusterfile',
  },
  {
    action: 'run',
    env: { INPUT_CLUSTERFILE: 'Clusterfile', INPUT_SINGLE: 'true' },
    expected: 'input single: not used with clusterfile',
  },
  {
    action: 'run',
    env: { INPUT_CLUSTERFILE: 'Clusterfile', INPUT_MASTERS: '10.0.0.1' },
    expected: 'input masters: not used with clusterfile',
  },
  { action: 'run', env: { 'INPUT_PRIVATE-KEY': KEY, INPUT_PORT: '65536' }, expected: 'input port: "65536"' },
  {
    action: 'reset',
    env: { 'INPUT_PRIVATE-KEY': 'ssh-ed25519 AAAA not a private key', INPUT_PASSWORD: 'pw' },
    expected: 'input private-key: cannot use the private key: ',
  },
  {
    action: 'post',
    env: { INPUT_CLEANUP: 'perhaps' },
    expected:
      'input cleanup: "perhaps" is not true or false (YAML 1.2 booleans: true, True, TRUE, false, False, FALSE)',
  },
  {
    action: 'run',
    env: { 'INPUT_FORGET-HOST-KEY': 'node-1' },
    expected: 'input forget-host-key: "node-1" is not an IPv4/IPv6 address with optional port',
  },
  {
    action: 'reset',
    env: { 'INPUT_FORGET-HOST-KEY': '10.0.0.1:0' },
    expected: 'input forget-host-key: "10.0.0.1:0" is not an IPv4/IPv6 address',
  },
  { action: 'run', env: { INPUT_RELAY: 'sometimes' }, expected: 'input relay' },
  { action: 'post', env: { INPUT_CLEANUP: 'yes' }, expected: 'input cleanup: "yes" is not true or false' },
  {
    action: 'post',
    env: { INPUT_DIAGNOSTICS: 'off' },
    expected: 'input diagnostics: "off" is not true or false',
  },
  {
    action: 'post',
    env: { INPUT_DIAGNOSTICS: '0' },
    expected: 'input diagnostics: "0" is not true or false',
  },
  {
    action: 'debug',
    env: { INPUT_DEBUG: 'verbose' },
    expected: 'input debug: "verbose" is not true or false',
  },
  {
    action: 'reset',
    env: { INPUT_FORCE: 'perhaps' },
    expected: 'input force: "perhaps" is not true or false',
  },
  { action: 'reset', env: { INPUT_CLUSTER: '../x' }, expected: 'input cluster name "../x" is not allowed' },
  {
    action: 'reset',
    env: { INPUT_PORT: '0' },
    expected: 'input port: "0" is not a whole number from 1 to 65535',
  },
  {
    action: 'reset',
    env: { 'INPUT_LOCK-TIMEOUT': '-1' },
    expected: 'input lock-timeout: "-1" is not a number of minutes',
  },
  {
    action: 'reset',
    env: { 'INPUT_HOST-KEY-POLICY': 'strict' },
    expected: 'input known-hosts: needed with host-key-policy strict',
  },
  {
    action: 'reset',
    env: { INPUT_MASTERS: 'a-b' },
    expected: 'input masters: "a-b" is neither an IPv4/IPv6 address nor an IPv4 range',
  },
  { action: 'reset', env: { INPUT_STATE: 'disk' }, expected: 'input state "disk" is not one of' },
  { action: 'build', env: { INPUT_PUSH: 'maybe' }, expected: 'input push: "maybe" is not true or false' },
  {
    action: 'build',
    env: { 'INPUT_SAVE-IMAGES': 'yes' },
    expected: 'input save-images: "yes" is not true or false',
  },
  {
    action: 'build',
    env: { 'INPUT_COMPRESSION-LEVEL': '12' },
    expected: 'input compression-level: "12" is not a gzip level 0-9',
  },
  {
    action: 'build',
    env: { INPUT_PLATFORM: 'linux/amd46' },
    expected: 'input platform "linux/amd46": unknown architecture "amd46"',
  },
  {
    action: 'build',
    env: { INPUT_PLATFORM: 'amd64' },
    expected: 'input platform "amd64": expected os/architecture[/variant]',
  },
  {
    action: 'build',
    env: { INPUT_TAGS: 'ghcr.io/Org/App:1' },
    expected: 'input tags: image reference "ghcr.io/Org/App:1": repository "Org/App" must be lowercase',
  },
  {
    action: 'build',
    env: { INPUT_TAGS: 'ghcr.io/org/app:1, ghcr.io/org/app:a b' },
    expected: 'input tags: image reference "ghcr.io/org/app:a b"',
  },
  {
    action: 'build',
    env: { 'INPUT_BUILD-ARGS': 'NOVALUE' },
    expected: 'input build-args: "NOVALUE" is not KEY=VALUE',
  },
  {
    action: 'build',
    env: { INPUT_LABELS: 'maintainer' },
    expected: 'input labels: "maintainer" is not KEY=VALUE',
  },
  { action: 'build', env: { INPUT_ENV: 'A' }, expected: 'input env: "A" is not KEY=VALUE' },
  {
    action: 'build',
    env: { INPUT_INDEX: 'ghcr.io/org/app:!' },
    expected: 'input index: image reference "ghcr.io/org/app:!"',
  },
  {
    action: 'build',
    env: { INPUT_INDEX: 'ghcr.io/org/app:1', 'INPUT_INDEX-SOURCES': 'ghcr.io/org/app@sha256:aa' },
    expected: 'input index-sources: image reference "ghcr.io/org/app@sha256:aa": "sha256:aa" is not a digest',
  },
  {
    action: 'build',
    env: { 'INPUT_INDEX-SOURCES': `ghcr.io/Org/app@${DIGEST}` },
    expected: 'input index-sources: image reference "ghcr.io/Org/app@',
  },
];

describe('action inputs on bad input: a UsageError naming the input, never a crash or a silent default', () => {
  it.each(
    CASES.map(
      (c) =>
        [
          `${c.action}: ${Object.entries(c.env)
            .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
            .join(' ')}`,
          c,
        ] as const,
    ),
  )('%s', (_name, testCase) => {
    const { file, read } = ACTIONS[testCase.action]!;
    let thrown: unknown;
    try {
      withInputs(file, testCase.env, read);
    } catch (error) {
      thrown = error;
    }
    expectCleanError(thrown, UsageError, testCase.expected);
  });
});
