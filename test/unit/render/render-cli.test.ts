import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/program.js';
import { Logger } from '../../../src/log/logger.js';
import { MemorySink } from '../../lab/memory-log.js';

async function cli(...argv: string[]): Promise<{ status: number; stdout: string; log: string[] }> {
  const sink = new MemorySink();
  let stdout = '';
  const status = await runCli(argv, { logger: new Logger(sink), stdout: (text) => (stdout += text) });
  return { status, stdout, log: sink.lines };
}

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'render-cli-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});
afterEach(() => {
  process.exitCode = undefined;
});

describe('sealos-action render', () => {
  it('prints one rendered file; --env wins over --env-json', async () => {
    const file = path.join(work, 'hosts.toml.tmpl');
    await writeFile(file, 'server = "https://{{ .registryDomain }}:{{ .registryPort }}" {{ .missing }}\n');
    const envFile = path.join(work, 'env.json');
    await writeFile(envFile, JSON.stringify({ registryDomain: 'from-file', registryPort: '5000' }));
    const result = await cli('render', '--env-json', envFile, '--env', 'registryDomain=sealos.hub', file);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('server = "https://sealos.hub:5000" <no value>\n');
  });

  it('renders a folder in place like sealctl render --clear', async () => {
    const dir = path.join(work, 'image');
    await mkdir(path.join(dir, 'etc'), { recursive: true });
    await mkdir(path.join(dir, 'scripts'), { recursive: true });
    await writeFile(path.join(dir, 'etc/registry.yml.tmpl'), 'addr: :{{ .port }}\n');
    await writeFile(path.join(dir, 'scripts/init.sh.tpl'), 'echo {{ .a }}-{{ .b }}\n', { mode: 0o755 });
    const result = await cli('render', dir, '--env', 'port=5000', '--env', 'a=1', '--env', 'b=x=y');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('etc/registry.yml\nscripts/init.sh\n');
    expect(await readFile(path.join(dir, 'etc/registry.yml'), 'utf8')).toBe('addr: :5000\n');
    expect(await readFile(path.join(dir, 'scripts/init.sh'), 'utf8')).toBe('echo 1-x=y\n');
    expect((await stat(path.join(dir, 'scripts/init.sh'))).mode & 0o777).toBe(0o755);
    await expect(stat(path.join(dir, 'etc/registry.yml.tmpl'))).rejects.toThrow();
  });

  it('fails with Go’s located message for a bad template', async () => {
    const file = path.join(work, 'config.toml.tmpl');
    await writeFile(file, 'a\n{{ foo .bar }}\n');
    const result = await cli('render', file);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.log.join('\n')).toContain('template: config.toml.tmpl:2: function "foo" not defined');
  });

  it('rejects an env file that is not a flat map of strings, and a malformed --env', async () => {
    const file = path.join(work, 'x.tmpl');
    await writeFile(file, 'x');
    const envFile = path.join(work, 'nested.json');
    await writeFile(envFile, JSON.stringify({ a: { b: 'c' } }));
    const nested = await cli('render', '--env-json', envFile, file);
    expect(nested.status).toBe(2);
    expect(nested.log.join('\n')).toContain('nested.json: must be a JSON object of string values');
    const malformed = await cli('render', '--env', 'novalue', file);
    expect(malformed.status).toBe(2);
    expect(malformed.log.join('\n')).toContain('--env "novalue": expected K=V');
  });

  it('fails naming a missing path', async () => {
    const result = await cli('render', path.join(work, 'nope'));
    expect(result.status).toBe(2);
    expect(result.log.join('\n')).toContain('nope: no such file or folder');
  });
});
