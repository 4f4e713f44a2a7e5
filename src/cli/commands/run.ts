import { InvalidArgumentError } from 'commander';
import { DEFAULT_CLUSTER_NAME } from '../../clusterfile/cluster-name.js';
import { UsageError } from '../../errors.js';
import { preloadArchives } from '../../image/archive/archive-images.js';
import { type ArchiveFormat, archiveFormats } from '../../image/archive/save-archive.js';
import { defaultPlatform } from '../../image/platform.js';
import { defaultImageStoreDir } from '../../image/store/image-store.js';
import { LocalImages } from '../../image/store/local-images.js';
import { addClusterFlags, type ClusterFlags, runFromFlags } from '../cluster-run.js';
import type { RegisterCommand } from '../context.js';
import { clusterNameArgument, commaList, hostListFlag } from '../options.js';
import { sshInputsOf } from '../ssh-flags.js';

interface RunFlags extends ClusterFlags {
  masters?: string;
  nodes?: string;
  env: string[];
  cmd: string[];
  force?: boolean;
  cluster: string;
  single?: boolean;
}

export const registerRun: RegisterCommand = (program, context) => {
  addClusterFlags(
    program
      .command('run')
      .description(
        'Run cluster images on hosts, as `sealos run`: create the cluster, or reconcile the saved one (new images installed, hosts joined or removed)',
      )
      .argument(
        '[images...]',
        'cluster images, rootfs first; an archive as FILE.tar (also .gz, .tgz), oci-archive:FILE or docker-archive:FILE',
      )
      .option('--masters <list>', 'master hosts: a,b, ranges a-b, CIDR, each optionally ip:port')
      .option('--nodes <list>', 'node hosts, same forms')
      .option(
        '-e, --env <K=V,...>',
        'environment for templates and commands (comma-separated, repeatable; quote an item holding a comma: \'"K=a,b"\')',
        commaList,
        [],
      )
      .option(
        '--cmd <command,...>',
        'replace the CMD of the first image of this run (spec.command; comma-separated, repeatable)',
        commaList,
        [],
      )
      .option(
        '-f, --force',
        'images of this run the cluster already has are installed again: their files copied, their CMD run again',
      )
      .option('-c, --cluster <name>', 'cluster name', clusterNameArgument, DEFAULT_CLUSTER_NAME)
      .option('--single', 'this machine is the whole cluster')
      .option(
        '-t, --transport <transport>',
        `how arguments ending .tar, .gz or .tgz are read: ${archiveFormats.join(' or ')} (the format is also read from the file)`,
        transportArgument,
        'oci-archive',
      ),
  ).action(async (given: string[], flags: RunFlags & { transport: ArchiveFormat }) => {
    const images = await preloadArchives(
      new LocalImages(defaultImageStoreDir()),
      given,
      defaultPlatform(),
      context.logger,
      { which: 'transport-or-tar-name', source: 'argument' },
    );
    for (const entry of flags.env)
      if (entry.indexOf('=') <= 0) throw new UsageError(`--env: "${entry}" is not KEY=VALUE`);
    const masters = hostListFlag(flags.masters, '--masters');
    const nodes = hostListFlag(flags.nodes, '--nodes');
    const ssh = sshInputsOf(flags);
    await runFromFlags(
      {
        kind: 'inputs',
        inputs: {
          images,
          ...(masters ? { masters } : {}),
          ...(nodes ? { nodes } : {}),
          ...ssh,
          env: flags.env,
          ...(flags.cmd.length > 0 ? { command: flags.cmd } : {}),
          clusterName: flags.cluster,
          single: flags.single === true,
        },
      },
      flags,
      context,
      flags.force === true ? images : [],
    );
  });
};

function transportArgument(value: string): ArchiveFormat {
  if (!(archiveFormats as readonly string[]).includes(value))
    throw new InvalidArgumentError(`use ${archiveFormats.join(' or ')}`);
  return value as ArchiveFormat;
}
