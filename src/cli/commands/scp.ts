import { stat } from 'node:fs/promises';
import { causeText, SealosError } from '../../errors.js';
import type { RegisterCommand } from '../context.js';
import { addSshFlags, onTargets, resolveTargets, type SshFlags } from './exec.js';

export const registerScp: RegisterCommand = (program, context) => {
  addSshFlags(
    program
      .command('scp')
      .description(
        'Copy a local file or folder to hosts (a folder is streamed as one tar and replaces the remote folder whole)',
      )
      .argument('<local>', 'local file or folder')
      .argument('<remote>', 'remote path it becomes'),
  ).action(async (local: string, remote: string, flags: SshFlags) => {
    const info = await stat(local).catch((cause: unknown) => {
      throw new SealosError(`cannot read ${local}: ${causeText(cause)}`, { file: local, cause });
    });
    await onTargets(await resolveTargets(flags, context.logger), flags, context, async (executor) => {
      if (info.isDirectory()) await executor.copyDir(local, remote, { progress: context.logger });
      else await executor.uploadFile(local, remote);
      context.stdout(`[${executor.host}] copied ${local} → ${remote}\n`);
    });
  });
};
