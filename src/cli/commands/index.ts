import type { Command } from 'commander';
import type { CliContext } from '../context.js';

/** Each command lives in its own file and registers itself on the program. */
export type RegisterCommand = (program: Command, context: CliContext) => void;

export const commands: RegisterCommand[] = [];
