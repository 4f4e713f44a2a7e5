import { SealosError } from '../../errors.js';

/** A Kubefile that cannot be built: always names the file and the line of the instruction. */
export class KubefileError extends SealosError {
  constructor(message: string, file: string, line: number) {
    super(`${file}:${line}: ${message}`, { file, line, phase: 'build' });
  }
}
