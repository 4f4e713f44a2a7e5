import {
  ClusterfileError,
  clusterName,
  type LoadedClusterfile,
  logClusterfileProblems,
  masters,
  nodes,
  runnerAddress,
} from '../../clusterfile/index.js';
import { ReportedFailure } from '../../errors.js';
import { readClusterfileTemplate } from '../../render/index.js';
import type { RegisterCommand } from '../context.js';
import { addTemplateFlags, type TemplateFlags, templateInputsOf } from '../template-flags.js';

export const registerValidate: RegisterCommand = (program, context) => {
  addTemplateFlags(program.command('validate'))
    .description(
      'Check a Clusterfile (schema, addresses, roles, documents) and print every problem with its line',
    )
    .requiredOption('-f, --file <path>', 'the Clusterfile to check')
    .action(async (options: { file: string } & TemplateFlags) => {
      let loaded: LoadedClusterfile;
      try {
        loaded = await readClusterfileTemplate(options.file, templateInputsOf(options), {
          localHost: runnerAddress,
        });
      } catch (error) {
        if (!(error instanceof ClusterfileError)) throw error;
        logClusterfileProblems(context.logger, error.problems, 'error');
        throw new ReportedFailure(`${options.file}: ${error.problems.length} problem(s)`);
      }
      logClusterfileProblems(context.logger, loaded.warnings, 'warn');
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
