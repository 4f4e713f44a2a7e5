import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import { registerAdd } from './add.js';
import { registerApply } from './apply.js';
import { registerBuild } from './build.js';
import { registerDelete } from './delete.js';
import { registerExec } from './exec.js';
import { registerPlan } from './plan.js';
import { registerRegistry } from './registry.js';
import { registerRender } from './render.js';
import { registerReset } from './reset.js';
import { registerRun } from './run.js';
import { registerScp } from './scp.js';
import { registerValidate } from './validate.js';

/** Each command lives in its own file and registers itself on the program. */
export type RegisterCommand = (program: Command, context: CliContext) => void;

export const commands: RegisterCommand[] = [
  registerValidate,
  registerPlan,
  registerBuild,
  registerRegistry,
  registerRender,
  registerExec,
  registerScp,
  registerRun,
  registerApply,
  registerAdd,
  registerDelete,
  registerReset,
];
