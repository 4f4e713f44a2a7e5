import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/program.js';
import { memoryLogger } from '../../lab/memory-log.js';

let work: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'save-dry-run-'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('registry save --dry-run', () => {
  it('prints the list one reference a line, chart images included, and saves nothing', async () => {
    await mkdir(path.join(work, 'manifests'), { recursive: true });
    await mkdir(path.join(work, 'images/shim'), { recursive: true });
    await mkdir(path.join(work, 'charts/metallb'), { recursive: true });
    await writeFile(path.join(work, 'manifests/a.yaml'), '      image: quay.io/metallb/speaker:v0.13.7\n');
    await writeFile(path.join(work, 'images/shim/list'), 'nginx\nquay.io/metallb/speaker:v0.13.7\n');
    await writeFile(path.join(work, 'charts/metallb/Chart.yaml'), 'name: metallb\nversion: 0.1.0\n');
    await mkdir(path.join(work, 'charts/metallb/templates'), { recursive: true });
    await writeFile(
      path.join(work, 'charts/metallb/templates/controller.yaml'),
      'image: quay.io/metallb/controller:{{ .Chart.Version }}\n',
    );
    let out = '';
    const log = memoryLogger();
    const status = await runCli(
      [
        'registry',
        'save',
        '--dry-run',
        '--image',
        'busybox:1',
        '--registry-dir',
        path.join(work, 'registry'),
        work,
      ],
      { logger: log.logger, stdout: (text) => (out += text) },
    );
    expect(status).toBe(0);
    expect(out).toBe(
      'docker.io/library/busybox:1\ndocker.io/library/nginx\nquay.io/metallb/controller:0.1.0\nquay.io/metallb/speaker:v0.13.7\n',
    );
    expect(await readdir(work)).not.toContain('registry');
  });
});
