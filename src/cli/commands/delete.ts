import type { RegisterCommand } from './index.js';
import { addClusterFlags, type ClusterFlags, runFromFlags, sshInputsOf } from './run.js';

interface DeleteFlags extends ClusterFlags {
  masters?: string;
  nodes?: string;
  cluster: string;
}

export const registerDelete: RegisterCommand = (program, context) => {
  addClusterFlags(
    program
      .command('delete')
      .description(
        'Remove masters and nodes from the saved cluster, as `sealos delete` (master0 cannot be removed)',
      )
      .option('--masters <list>', 'master hosts: a,b, ranges a-b, CIDR, each optionally ip:port')
      .option('--nodes <list>', 'node hosts, same forms')
      .option('-c, --cluster <name>', 'cluster name', 'default'),
  ).action(async (flags: DeleteFlags) => {
    await runFromFlags(
      {
        kind: 'delete',
        cluster: flags.cluster,
        masters: flags.masters ?? '',
        nodes: flags.nodes ?? '',
        ssh: sshInputsOf(flags),
      },
      flags,
      context,
    );
  });
};
