import { defineConfig } from 'vitest/config';

/**
 * Two projects. `unit`: pure tests, no root, no network namespaces, run in parallel (`npm test -- --project
 * unit` takes seconds on an idle machine). Many unit tests spawn bash, git, tar or node: on a loaded 2-core
 * machine one takes seconds, so the limit fits them (scripts/test-under-load.sh checks it holds). `lab`: tests that start real sshd hosts in network namespaces, a real registry and
 * the loopback artifact service; they need root and share one machine's 10.77.0.0/24, so they run one file
 * at a time. A new folder of lab tests goes in LAB.
 */
const LAB = [
  'test/integration/**/*.test.ts',
  'test/faults/**/*.test.ts',
  'test/security/secrets-everywhere.test.ts',
  'test/security/hostile-image.test.ts',
  // Writes a cluster folder under /var/lib/sealos on this machine, which needs root.
  'test/security/diagnostics-secrets.test.ts',
  // Runs the runtime in private mount, network and UTS namespaces (namespace-host.ts): root, and lab-shaped.
  'test/unit/runtime/kubeadm-runtime-standin.test.ts',
  'test/unit/runtime/kubeadm-config-rollout-standin.test.ts',
  'test/unit/runtime/k3s-config-rollout-standin.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // test/security/: crafted images and trees on the runner alone; what needs root is in LAB.
          include: [
            'test/unit/**/*.test.ts',
            'test/security/**/*.test.ts',
            'test/bad-input/**/*.test.ts',
            'test/compat/**/*.test.ts',
          ],
          exclude: LAB,
          // Loopback only: any other address fails the test that reaches for it.
          setupFiles: ['test/loopback-only.ts'],
          // Generous, but never a timing assertion: a limit only ends a test that hangs.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'lab',
          include: LAB,
          // Generous, but never a timing assertion.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
