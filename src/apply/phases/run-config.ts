import type { Phase } from '../../cluster/phase.js';
import { type ApplyContext, resultOf } from '../context.js';
import { prepareHostTrees } from '../host-trees.js';

/** Configs applied to pristine copies of the images; host trees rendered on demand from the result. */
export const runConfig: Phase<ApplyContext> = {
  title: 'Run config',
  readOnly: true,
  async run(context) {
    context.results.trees = await prepareHostTrees({
      workRoot: context.workRoot,
      images: resultOf(context, 'images'),
      clusterfile: context.desired,
      topology: context.topology,
    });
    const configs = context.desired.configs.length;
    context.logger.info(configs ? `${configs} Config(s) applied` : 'no Configs');
  },
};
