import { UsageError } from '../../errors.js';
import { defaultDockerConfigPath, saveDockerLogin } from '../../image/auth/docker-config.js';
import type { RegisterCommand } from '../context.js';

export const registerLogin: RegisterCommand = (program, context) => {
  program
    .command('login')
    .description('Store a registry login in the docker config.json that pulls and pushes read')
    .argument('<registry>', 'registry host (docker.io for Docker Hub)')
    .option('-u, --username <name>', 'user name')
    .option('-p, --password <password>', 'password (prefer --password-stdin)')
    .option('--password-stdin', 'read the password from standard input')
    .option('--authfile <file>', 'the docker config.json (default $DOCKER_CONFIG/config.json or ~/.docker)')
    .action(
      async (
        registry: string,
        flags: { username?: string; password?: string; passwordStdin?: boolean; authfile?: string },
      ) => {
        const password = flags.passwordStdin ? (await readStdin()).replace(/\r?\n$/, '') : flags.password;
        if (!flags.username || !password) throw new UsageError('login needs --username and a password');
        context.logger.addSecret(password);
        const file = flags.authfile ?? defaultDockerConfigPath();
        await saveDockerLogin(file, registry, { username: flags.username, password });
        context.stdout(`Login stored for ${registry} in ${file}\n`);
      },
    );
};

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
