import type { RegisterCommand } from '../context.js';

/**
 * Every verb and the module that registers it, in the order help lists them. A module is loaded only when its
 * verb runs: `pull` does not load (and compile) ssh2, the apply engine or the template engine, which would
 * double the CLI's start. Help and an unknown verb load them all.
 */
export const commandLoaders: ReadonlyArray<readonly [verb: string, load: () => Promise<RegisterCommand>]> = [
  ['validate', async () => (await import('./validate.js')).registerValidate],
  ['plan', async () => (await import('./plan.js')).registerPlan],
  ['build', async () => (await import('./build.js')).registerBuild],
  ['registry', async () => (await import('./registry.js')).registerRegistry],
  ['render', async () => (await import('./render.js')).registerRender],
  ['exec', async () => (await import('./exec.js')).registerExec],
  ['scp', async () => (await import('./scp.js')).registerScp],
  ['run', async () => (await import('./run.js')).registerRun],
  ['apply', async () => (await import('./apply.js')).registerApply],
  ['add', async () => (await import('./add.js')).registerAdd],
  ['delete', async () => (await import('./delete.js')).registerDelete],
  ['reset', async () => (await import('./reset.js')).registerReset],
  ['pull', async () => (await import('./pull.js')).registerPull],
  ['push', async () => (await import('./push.js')).registerPush],
  ['images', async () => (await import('./images.js')).registerImages],
  ['inspect', async () => (await import('./inspect.js')).registerInspect],
  ['tag', async () => (await import('./tag.js')).registerTag],
  ['rmi', async () => (await import('./rmi.js')).registerRmi],
  ['save', async () => (await import('./save.js')).registerSave],
  ['load', async () => (await import('./load.js')).registerLoad],
  ['login', async () => (await import('./login.js')).registerLogin],
  ['logout', async () => (await import('./logout.js')).registerLogout],
  ['gen', async () => (await import('./gen.js')).registerGen],
  ['version', async () => (await import('./version.js')).registerVersion],
  ['status', async () => (await import('./status.js')).registerStatus],
  ['cert', async () => (await import('./cert.js')).registerCert],
];
