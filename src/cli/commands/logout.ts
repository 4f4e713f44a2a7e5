import { UsageError } from '../../errors.js';
import { defaultDockerConfigPath, removeDockerLogin } from '../../image/auth/docker-config.js';
import type { RegisterCommand } from '../context.js';

export const registerLogout: RegisterCommand = (program, context) => {
  program
    .command('logout')
    .description('Remove a registry login from the docker config.json')
    .argument('[registry]', 'registry host')
    .option('-a, --all', 'remove every login')
    .option('--authfile <file>', 'the docker config.json (default $DOCKER_CONFIG/config.json or ~/.docker)')
    .action(async (registry: string | undefined, flags: { all?: boolean; authfile?: string }) => {
      if (!registry && !flags.all) throw new UsageError('logout needs a registry, or --all');
      const file = flags.authfile ?? defaultDockerConfigPath();
      const removed = await removeDockerLogin(file, flags.all ? undefined : registry);
      if (removed === 0 && registry) throw new UsageError(`not logged in to ${registry} in ${file}`);
      context.stdout(`Removed ${removed} login(s) from ${file}\n`);
    });
};
