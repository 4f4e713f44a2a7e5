import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readRunActionInputs } from '../../src/actions/run/inputs.js';
import { runCli } from '../../src/cli/program.js';
import { errorMessage, quotedBody } from '../../src/errors.js';
import { ConsoleSink } from '../../src/log/console-sink.js';
import { Logger } from '../../src/log/logger.js';
import { applyConfigs, ConfigError } from '../../src/render/config/apply-configs.js';
import { runCluster } from '../../src/run/run-cluster.js';
import { planOnlyApply } from '../lab/plan-only-apply.js';
import { CORPUS_ACTION_CASES, CORPUS_CLI_CASES, type CorpusCliCase } from './corpus-cases.js';
import { expectCleanFailure, withInputs } from './harness.js';

/** The timers a case left running (trackTimers), for the assertion after it. */
let leftTimers: string[] = [];

/** A hang guard, not a timing assertion: every case ends in well under a second when it ends at all. */
const BOUND_MS = 30_000;

/**
 * What the process holds open that a leak would add (sockets, open files, children): a case must leave it as
 * it found it. The test runner's own pipes, timers and file system requests in flight come and go; not counted
 * (timers are followed by trackTimers).
 */
const LEAKS = new Set(['TCPWrap', 'TCPSocketWrap', 'TCPServerWrap', 'FileHandle', 'ProcessWrap']);

function openResources(): string[] {
  return process
    .getActiveResourcesInfo()
    .filter((kind) => LEAKS.has(kind))
    .sort();
}

/**
 * Follows the timers our code (a frame under src/) sets while a case runs; the returned function stops and
 * lists those still pending that keep the process alive (neither fired, cleared nor unref'd): a refused input
 * must not leave a deadline running.
 */
function trackTimers(): () => string[] {
  const realSet = globalThis.setTimeout;
  const realClear = globalThis.clearTimeout;
  const pending = new Map<NodeJS.Timeout, string>();
  globalThis.setTimeout = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const where = new Error().stack?.split('\n').find((line) => line.includes('/src/'));
    const handle: NodeJS.Timeout = realSet(
      (...callArgs: unknown[]) => {
        pending.delete(handle);
        callback(...callArgs);
      },
      ms,
      ...args,
    );
    if (where) pending.set(handle, where.trim());
    return handle;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((handle?: NodeJS.Timeout) => {
    if (handle) pending.delete(handle);
    realClear(handle);
  }) as typeof clearTimeout;
  return () => {
    globalThis.setTimeout = realSet;
    globalThis.clearTimeout = realClear;
    return [...pending].filter(([handle]) => handle.hasRef()).map(([, where]) => where);
  };
}

/** What `after` holds beyond `before`, kind by kind (the runner's own timers may end meanwhile). */
function added(before: string[], after: string[]): string[] {
  const left = [...before];
  return after.filter((kind) => {
    const at = left.indexOf(kind);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

async function runCorpusCase(
  testCase: CorpusCliCase,
): Promise<{ status: number; output: string; left: string[] }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bad-corpus-'));
  const saved = { ...process.env };
  try {
    for (const [name, content] of Object.entries(testCase.files ?? {})) {
      const file = path.join(dir, name.replaceAll('$DIR', dir));
      if (name.endsWith('/')) await mkdir(file, { recursive: true });
      else {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, content.replaceAll('$DIR', dir));
      }
    }
    for (const fifo of testCase.fifos ?? []) execFileSync('mkfifo', [path.join(dir, fifo)]);
    for (const [name, value] of Object.entries(testCase.env ?? {}))
      process.env[name] = value.replaceAll('$DIR', dir);
    let output = '';
    const write = (text: string) => {
      output += text;
    };
    const stream = new Writable({
      write(chunk, _encoding, done) {
        output += String(chunk);
        done();
      },
    });
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no exit within ${BOUND_MS / 1000}s`)), BOUND_MS);
    });
    const args = testCase.args.map((arg) => arg.replaceAll('$DIR', dir));
    const status = await Promise.race([
      runCli(args, {
        logger: new Logger(new ConsoleSink(false, stream)),
        stdout: write,
        stderr: write,
        apply: planOnlyApply,
      }),
      bound,
    ]).finally(() => clearTimeout(timer));
    const left: string[] = [];
    for (const folder of testCase.emptyAfter ?? [])
      for (const name of await readdir(path.join(dir, folder))) left.push(`${folder}/${name}`);
    return { status, output: output.replaceAll(dir, '$DIR'), left };
  } finally {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the bad-input corpus: every case ends, clean, refused as expected, nothing left running', () => {
  it.each(CORPUS_CLI_CASES.map((testCase) => [`${testCase.class}: ${testCase.name}`, testCase] as const))(
    '%s',
    async (_name, testCase) => {
      const before = openResources();
      const timers = trackTimers();
      const { status, output, left } = await runCorpusCase(testCase).finally(() => {
        leftTimers = timers();
      });
      expect(status, output).toBe(testCase.status ?? 1);
      expectCleanFailure(output, testCase.expected);
      expect(left, 'a work folder left behind').toEqual([]);
      // Let closed handles finish closing (one turn of the loop), then compare.
      await new Promise((resolve) => setImmediate(resolve));
      expect(added(before, openResources()), 'a socket or file left open').toEqual([]);
      expect(leftTimers, 'a timer left running').toEqual([]);
    },
    BOUND_MS + 10_000,
  );
});

describe('the bad-input corpus through the run action: refused, nothing left running', () => {
  it.each(CORPUS_ACTION_CASES.map((testCase) => [`${testCase.class}: ${testCase.name}`, testCase] as const))(
    '%s',
    async (_name, testCase) => {
      const before = openResources();
      const dir = await mkdtemp(path.join(os.tmpdir(), 'bad-corpus-action-'));
      let message = '';
      const timers = trackTimers();
      try {
        for (const [name, content] of Object.entries(testCase.files ?? {}))
          await writeFile(path.join(dir, name), content);
        const env = Object.fromEntries(
          Object.entries(testCase.env).map(([name, value]) => [name, value.replaceAll('$DIR', dir)]),
        );
        let output = '';
        const stream = new Writable({
          write(chunk, _encoding, done) {
            output += String(chunk);
            done();
          },
        });
        const logger = new Logger(new ConsoleSink(false, stream));
        // Inputs are read as the action reads them, then the run goes on as the action's main does.
        await Promise.resolve()
          .then(() => withInputs('action.yml', env, (read) => readRunActionInputs(read, {})))
          .then((request) => runCluster(request, logger, { env: {} }))
          .then(
            () => {
              message = `accepted: ${output}`;
            },
            (error: unknown) => {
              message = errorMessage(error);
            },
          );
      } finally {
        leftTimers = timers();
        await rm(dir, { recursive: true, force: true });
      }
      expectCleanFailure(message.replaceAll(dir, '$DIR'), testCase.expected);
      await new Promise((resolve) => setImmediate(resolve));
      expect(added(before, openResources()), 'a socket or file left open').toEqual([]);
      expect(leftTimers, 'a timer left running').toEqual([]);
    },
    BOUND_MS,
  );
});

describe('the bad-input corpus through an image and a registry answer', () => {
  it("raw error: an image's own config.yml with a NUL byte in a Config path is refused in words", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bad-corpus-image-'));
    try {
      await mkdir(path.join(dir, 'image'));
      await writeFile(
        path.join(dir, 'image/config.yml'),
        'apiVersion: apps.sealos.io/v1beta1\nkind: Config\nmetadata:\n  name: nul\nspec:\n  path: "etc/a\\0b"\n  data: x\n',
      );
      const applying = applyConfigs({
        imageRef: 'hostile:1',
        sourceDir: path.join(dir, 'image'),
        targetDir: path.join(dir, 'target'),
        configs: [],
      });
      await expect(applying).rejects.toBeInstanceOf(ConfigError);
      await applying.catch((error: Error) =>
        expectCleanFailure(error.message, 'Config nul: path "etc/a\\u0000b": the path holds a NUL byte'),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('unclear: a registry error body that is binary is quoted as its size and type, never its bytes', () => {
    const binary = Uint8Array.from([0x1f, 0x8b, 0x08, 0x00, 0xff, 0xfe, 0x00, 0x07]);
    expect(quotedBody(binary, 'application/octet-stream')).toBe('(8 bytes of application/octet-stream)');
    expect(quotedBody(Buffer.from('\u001b[31mred'), undefined)).toBe('(8 bytes of binary data)');
    expect(quotedBody(Buffer.from('<html>upstream failed</html>\n'), 'text/html')).toBe(
      '<html>upstream failed</html>',
    );
  });
});
