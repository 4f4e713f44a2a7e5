import { addClusterFlags, type ClusterFlags, runFromFlags } from '../cluster-run.js';
import type { RegisterCommand } from '../context.js';
import { clusterNameArgument } from '../options.js';
import { sshInputsOf } from '../ssh-flags.js';
import { addTemplateFlags, type TemplateFlags, templateInputsOf } from '../template-flags.js';

interface ApplyFlags extends ClusterFlags, TemplateFlags {
  Clusterfile: string;
  cluster?: string;
}

export const registerApply: RegisterCommand = (program, context) => {
  addClusterFlags(
    addTemplateFlags(program.command('apply'))
      .description(
        'Bring the hosts to the cluster a Clusterfile declares, as `sealos apply -f`; the SSH flags fill the spec.ssh fields it leaves empty',
      )
      // sealos's spelling (`StringVarP(&clusterFile, "Clusterfile", "f", "Clusterfile", …)`), default included.
      .option('-f, --Clusterfile <file>', 'the desired Clusterfile', 'Clusterfile')
      .option(
        '-c, --cluster <name>',
        'expected cluster name (must match the Clusterfile)',
        clusterNameArgument,
      ),
  ).action(async (flags: ApplyFlags) => {
    await runFromFlags(
      {
        kind: 'clusterfile',
        path: flags.Clusterfile,
        ...(flags.cluster ? { cluster: flags.cluster } : {}),
        ssh: sshInputsOf(flags),
        template: templateInputsOf(flags),
        noHostsMeansLocal: true,
      },
      flags,
      context,
    );
  });
};
