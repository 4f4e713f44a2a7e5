import { spawn } from 'node:child_process';
import { z } from 'zod';
import { SealosError } from '../../errors.js';
import type { Credentials } from './credentials.js';

const helperAnswer = z.object({ Username: z.string(), Secret: z.string() });

// Docker's helpers say this (exit status 1) when they simply have nothing for the host.
const notFound = /credentials not found/i;

/**
 * Runs `docker-credential-<name> get` with the server on stdin, as the docker CLI does. A username of
 * `<token>` means the secret is an identity token.
 */
export async function credentialsFromHelper(
  helper: string,
  serverUrl: string,
): Promise<Credentials | undefined> {
  const program = `docker-credential-${helper}`;
  const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
    (resolve, reject) => {
      const child = spawn(program, ['get'], { stdio: ['pipe', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        out += chunk;
      });
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        err += chunk;
      });
      child.on('error', (cause) =>
        reject(new SealosError(`credential helper ${program} for ${serverUrl} could not run`, { cause })),
      );
      child.on('close', (exitCode) => resolve({ code: exitCode, stdout: out, stderr: err }));
      child.stdin.end(serverUrl);
    },
  );
  if (code !== 0) {
    if (notFound.test(stdout) || notFound.test(stderr)) return undefined;
    throw new SealosError(
      `credential helper ${program} failed for ${serverUrl} (exit ${code}): ${(stderr || stdout).trim()}`,
    );
  }
  let answer: z.infer<typeof helperAnswer>;
  try {
    answer = helperAnswer.parse(JSON.parse(stdout));
  } catch (cause) {
    throw new SealosError(`credential helper ${program} for ${serverUrl}: answer is not {Username, Secret}`, {
      cause,
    });
  }
  if (answer.Username === '<token>') return { identityToken: answer.Secret };
  return { username: answer.Username, password: answer.Secret };
}
