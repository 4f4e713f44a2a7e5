import type { Command } from 'commander';
import { parseEnvList } from '../clusterfile/index.js';
import type { ClusterfileTemplateInputs } from '../render/index.js';
import { collect } from './options.js';

/** `--values`, `--set`, `--env` as commander gives them. */
export interface TemplateFlags {
  values: string[];
  set: string[];
  env: string[];
}

/**
 * sealos apply's template flags (cmd/sealos/cmd/apply.go, pkg/apply/args.go): every Clusterfile is a Go
 * template rendered with `.Values` from these before it is read (docs/clusterfile.md).
 */
export function addTemplateFlags(command: Command): Command {
  return command
    .option(
      '--values <file>',
      'values file for the Clusterfile template (repeatable; later files win)',
      collect,
      [],
    )
    .option(
      '--set <key=value>',
      'a value for the Clusterfile template, helm --set syntax (repeatable)',
      collect,
      [],
    )
    .option(
      '--env <KEY=VALUE>',
      "what the Clusterfile template's env function reads first (repeatable)",
      collect,
      [],
    );
}

export function templateInputsOf(flags: TemplateFlags): ClusterfileTemplateInputs {
  return { valuesFiles: flags.values, sets: flags.set, env: parseEnvList(flags.env), osEnv: process.env };
}
