import { stat } from 'node:fs/promises';
import { causeText, SealosError } from '../../errors.js';
import { copyDirectoryToHosts } from '../../hosts/copy.js';
import type { RegisterCommand } from '../context.js';
import { addSshFlags, onConnectedTargets, onTargets, resolveTargets, type SshFlags } from '../targets.js';

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
    const targets = await resolveTargets(flags, context.logger);
    if (!info.isDirectory()) {
      await onTargets(targets, flags, context, async (executor) => {
        await executor.uploadFile(local, remote);
        context.stdout(`[${executor.host}] copied ${local} → ${remote}\n`);
      });
      return;
    }
    // A folder is read once, by one `tar -c`, and its stream written to every host at once. The stream's
    // OpenSSH logins start with the connections, not after them.
    await onConnectedTargets(
      targets,
      flags,
      context,
      async (executors) => {
        const outcomes = await copyDirectoryToHosts(executors, local, remote, { progress: context.logger });
        for (const outcome of outcomes)
          if (outcome.ok) context.stdout(`[${outcome.host}] copied ${local} → ${remote}\n`);
        return outcomes;
      },
      { prepareBulk: true },
    );
  });
};
