import { describe, expect, it } from 'vitest';
import { readBuildInputs } from '../../../src/actions/build-image/inputs.js';
import {
  buildOutputs,
  buildSummary,
  buildSummaryMarkdown,
} from '../../../src/actions/build-image/summary.js';
import type { BuildOutcome } from '../../../src/build/build-request.js';

const reader = (inputs: Record<string, string>) => (name: string) => inputs[name] ?? '';

describe('build-image action inputs', () => {
  it('reads ordered multi-line lists, booleans and defaults', () => {
    const request = readBuildInputs(
      reader({
        contexts: 'containerd\n  registry\n\nk8s\n',
        kubefile: 'k8s/Kubefile',
        tags: 'ghcr.io/x/kubernetes:v1.27.7, ghcr.io/x/kubernetes:latest\n',
        'build-args': 'A=1\nB=two, with comma',
        labels: 'sealos.io.type=rootfs',
        push: 'true',
        'save-images': 'false',
        'compression-level': '1',
        password: ' secret ',
        'insecure-registries': 'a:5000,b',
      }),
      { SOURCE_DATE_EPOCH: '1700000000' },
    );
    expect(request).toMatchObject({
      kubefile: 'k8s/Kubefile',
      contexts: ['containerd', 'registry', 'k8s'],
      tags: ['ghcr.io/x/kubernetes:v1.27.7', 'ghcr.io/x/kubernetes:latest'],
      buildArgs: ['A=1', 'B=two, with comma'],
      labels: ['sealos.io.type=rootfs'],
      push: true,
      saveImages: false,
      compressionLevel: 1,
      password: ' secret ',
      insecureRegistries: ['a:5000', 'b'],
      sourceDateEpoch: '1700000000',
      from: [],
    });
    const defaults = readBuildInputs(reader({}), {});
    expect(defaults).toMatchObject({ push: false, saveImages: true });
    expect(defaults.kubefile).toBeUndefined();
    expect(defaults.sourceDateEpoch).toBeUndefined();
  });

  it('index mode needs no Kubefile; bad values name the input', () => {
    const [a, b] = [`r/x@sha256:${'a'.repeat(64)}`, `r/x@sha256:${'b'.repeat(64)}`];
    const request = readBuildInputs(reader({ index: 'r/x:1', 'index-sources': `${a}\n${b}` }), {});
    expect(request.kubefile).toBeUndefined();
    expect(request.from).toEqual([a, b]);
    expect(() => readBuildInputs(reader({ push: 'maybe' }), {})).toThrow(
      'input push: "maybe" is not true or false',
    );
    expect(() => readBuildInputs(reader({ 'compression-level': '12' }), {})).toThrow(
      'input compression-level',
    );
  });
});

describe('build-image summary', () => {
  it('lists layers and counts pushed blobs by what happened to them', () => {
    const outcome = {
      kind: 'image',
      result: {
        digest: 'sha256:1111111111111111111111111111111111111111111111111111111111111111',
        size: 2048,
        tags: ['r/x:1'],
        image: { platform: { os: 'linux', architecture: 'amd64' } },
        overrides: [{ path: 'a', from: '/1/a', by: '/2/a' }],
        layers: [
          { createdBy: 'COPY . .', files: 3, size: 1000, uncompressedSize: 4000, digest: 'sha256:22' },
        ],
        pushed: [
          {
            reference: 'r/x:1',
            digest: 'sha256:11',
            blobs: [
              { kind: 'config', digest: 'sha256:33', size: 10, result: 'uploaded' },
              { kind: 'layer', digest: 'sha256:22', size: 1000, result: 'exists' },
              { kind: 'layer', digest: 'sha256:44', size: 1000, result: 'mounted' },
            ],
          },
        ],
        unusedBuildArgs: [],
      },
    } as unknown as BuildOutcome;
    expect(buildOutputs(outcome)).toEqual({
      digest: 'sha256:1111111111111111111111111111111111111111111111111111111111111111',
      image: 'r/x:1',
      size: '2048',
    });
    const sections = buildSummary(outcome);
    expect(sections.map((s) => s.heading)).toEqual([
      'Image r/x:1',
      'Layers',
      'Files overridden by later contexts',
      'Push',
    ]);
    expect(sections[0]?.text).toContain('1 files overridden');
    expect(sections[2]?.table?.rows[0]).toEqual(['a', '/1/a', '/2/a']);
    expect(sections[3]?.text).toBe('r/x:1: 1 uploaded, 1 mounted, 1 already there (skipped)');
    expect(sections[1]?.table?.rows[0]).toEqual(['COPY . .', '3', '3.9 KiB', '1000 B', '`22`']);
    const markdown = buildSummaryMarkdown(outcome);
    expect(markdown).toContain('### Layers\n\n| instruction | entries | size | compressed | digest |\n');
    expect(markdown).toContain('| COPY . . | 3 | 3.9 KiB | 1000 B | `22` |');
  });
});
