import type { Phase } from '../../cluster/phase.js';
import { undoBootstrap } from '../../cluster/undo-bootstrap.js';
import { clusterDataDir, DATA_ROOT, rootfsDir } from '../../host-layout/cluster-folders.js';
import { settleEachHost } from '../../hosts/fan-out.js';
import { shellQuote } from '../../hosts/shell.js';
import { noteProblem, type ResetContext, reachedTargets } from '../context.js';
import { registryOnHost } from '../registry-on-host.js';

/**
 * On every target: Bootstrap undone (the `clean` script, the /etc/hosts names, clean-cri, clean-registry and
 * the registry link, at the `data` of the host's own etc/registry.yml), then the cluster's data folder removed.
 */
export const undoHosts: Phase<ResetContext> = {
  title: 'Undo bootstrap',
  async run(context) {
    const { facts } = context;
    const rootfs = rootfsDir(facts.name);
    await settleEachHost(
      reachedTargets(context).map(([host]) => host),
      async (host) => {
        const executor = context.executors.get(host);
        if (!executor) return;
        try {
          const registry = await registryOnHost(executor, rootfs);
          await undoBootstrap(executor, {
            rootfs,
            labels: facts.labels,
            env: facts.env(host),
            registryDomain: registry.domain,
            registryData: registry.data,
            isRegistry: facts.registries.includes(host),
            logger: context.logger,
          });
        } catch (error) {
          noteProblem(context, host, 'undo bootstrap', error);
        }
        try {
          await executor.run(`rm -rf -- ${shellQuote(clusterDataDir(facts.name))}`);
        } catch (error) {
          noteProblem(context, host, `remove ${clusterDataDir(facts.name)}`, error);
        }
      },
      { concurrency: context.concurrency },
    );
  },
};

/** The folders the first run made, on clean targets, when no other cluster keeps anything there. */
export const removeEmptyFolders: Phase<ResetContext> = {
  title: 'Remove empty folders',
  async run(context) {
    const clean = reachedTargets(context).filter(([host]) => context.problems.get(host)?.length === 0);
    // rmdir removes only empty folders: another cluster's data stays.
    const parent = DATA_ROOT.replace(/\/data$/, '');
    await settleEachHost(
      clean.map(([host]) => host),
      async (host) => {
        await context.executors
          .get(host)
          ?.run(`rmdir ${shellQuote(DATA_ROOT)} 2>/dev/null; rmdir ${shellQuote(parent)} 2>/dev/null; true`);
      },
      { concurrency: context.concurrency },
    );
  },
};
