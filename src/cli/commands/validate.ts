import { clusterName, masters, nodes, runnerAddress } from '../../clusterfile/index.js';
import { readClusterfileTemplate } from '../../render/index.js';
import { loadOrReport } from '../clusterfile-report.js';
import type { RegisterCommand } from '../context.js';
import { addTemplateFlags, type TemplateFlags, templateInputsOf } from '../template-flags.js';

export const registerValidate: RegisterCommand = (program, context) => {
  addTemplateFlags(program.command('validate'))
    .description(
      'Check a Clusterfile (schema, addresses, roles, documents) and print every problem with its line',
    )
    .requiredOption('-f, --file <path>', 'the Clusterfile to check')
    .action(async (options: { file: string } & TemplateFlags) => {
      const loaded = await loadOrReport(
        readClusterfileTemplate(options.file, templateInputsOf(options), { localHost: runnerAddress }),
        options.file,
        context.logger,
      );
      const { cluster, configs, kubeadm } = loaded.clusterfile;
      const counts = [
        `${masters(cluster).length} master(s)`,
        `${nodes(cluster).length} node(s)`,
        `${cluster.spec?.image?.length ?? 0} image(s)`,
        `${configs.length} Config(s)`,
        `${kubeadm.length} kubeadm document(s)`,
      ];
      const warnings = loaded.warnings.length > 0 ? `, ${loaded.warnings.length} warning(s)` : '';
      context.stdout(
        `OK ${options.file}: cluster "${clusterName(cluster)}", ${counts.join(', ')}${warnings}\n`,
      );
    });
};
