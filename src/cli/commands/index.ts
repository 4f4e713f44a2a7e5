import type { RegisterCommand } from '../context.js';
import { registerAdd } from './add.js';
import { registerApply } from './apply.js';
import { registerBuild } from './build.js';
import { registerCert } from './cert.js';
import { registerDelete } from './delete.js';
import { registerExec } from './exec.js';
import { registerGen } from './gen.js';
import { registerPlan } from './plan.js';
import { registerRegistry } from './registry.js';
import { registerRender } from './render.js';
import { registerReset } from './reset.js';
import { registerRun } from './run.js';
import { registerScp } from './scp.js';
import { registerStatus } from './status.js';
import { registerValidate } from './validate.js';
import { registerVersion } from './version.js';

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
  registerGen,
  registerVersion,
  registerStatus,
  registerCert,
];
