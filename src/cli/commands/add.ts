import type { RegisterCommand } from './index.js';
import { addClusterFlags, type ClusterFlags, runFromFlags, sshInputsOf } from './run.js';

interface AddFlags extends ClusterFlags {
  masters?: string;
  nodes?: string;
  cluster: string;
}

export const registerAdd: RegisterCommand = (program, context) => {
  addClusterFlags(
    program
      .command('add')
      .description('Add masters and nodes to the saved cluster, as `sealos add`')
      .option('--masters <list>', 'master hosts: a,b, ranges a-b, CIDR, each optionally ip:port')
      .option('--nodes <list>', 'node hosts, same forms')
      .option('-c, --cluster <name>', 'cluster name', 'default'),
  ).action(async (flags: AddFlags) => {
    await runFromFlags(
      {
        kind: 'add',
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
