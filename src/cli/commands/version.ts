import { Option } from 'commander';
import { stringify } from 'yaml';
import type { RegisterCommand } from '../context.js';
import { cliVersion } from '../version.js';

/** The sealos release whose behaviour this tool follows (docs/sealos-compatibility.md). */
const SEALOS_COMPATIBLE = 'v5.1';

/**
 * `sealos version` (cmd/sealos/cmd/version.go): YAML by default, `-o json`, `--short` for the number alone.
 * sealos adds the Kubernetes and CRI versions of the local cluster through kubectl; `status` reports those here.
 */
export const registerVersion: RegisterCommand = (program, context) => {
  program
    .command('version')
    .description('Print the version, as `sealos version`')
    .option('--short', 'print just the version number')
    .addOption(new Option('-o, --output <format>', 'yaml or json').choices(['yaml', 'json']).default('yaml'))
    .action((flags: { short?: boolean; output: 'yaml' | 'json' }) => {
      if (flags.short) {
        context.stdout(`${cliVersion()}\n`);
        return;
      }
      const info = {
        sealosActionVersion: {
          version: cliVersion(),
          sealosCompatible: SEALOS_COMPATIBLE,
          nodeVersion: process.version,
          platform: `${process.platform}/${process.arch}`,
        },
      };
      context.stdout(flags.output === 'json' ? `${JSON.stringify(info)}\n` : stringify(info));
    });
};
