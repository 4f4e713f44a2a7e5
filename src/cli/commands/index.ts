import type { RegisterCommand } from '../context.js';
import { registerAdd } from './add.js';
import { registerApply } from './apply.js';
import { registerBuild } from './build.js';
import { registerDelete } from './delete.js';
import { registerExec } from './exec.js';
import { registerImages } from './images.js';
import { registerInspect } from './inspect.js';
import { registerLoad } from './load.js';
import { registerLogin } from './login.js';
import { registerLogout } from './logout.js';
import { registerPlan } from './plan.js';
import { registerPull } from './pull.js';
import { registerPush } from './push.js';
import { registerRegistry } from './registry.js';
import { registerRender } from './render.js';
import { registerReset } from './reset.js';
import { registerRmi } from './rmi.js';
import { registerRun } from './run.js';
import { registerSave } from './save.js';
import { registerScp } from './scp.js';
import { registerTag } from './tag.js';
import { registerValidate } from './validate.js';

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
  registerPull,
  registerPush,
  registerImages,
  registerInspect,
  registerTag,
  registerRmi,
  registerSave,
  registerLoad,
  registerLogin,
  registerLogout,
];
