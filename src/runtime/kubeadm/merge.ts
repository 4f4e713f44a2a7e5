import { deepMerge, MergeClash } from '../../yaml/deep-merge.js';
import { KubeadmConfigError } from '../errors.js';
import type { YamlMap } from './documents.js';

/**
 * A user's kubeadm document merged over a default one (maps key by key, lists and scalars replaced). A clash
 * of kinds is an error naming the field, because kubeadm would reject the result anyway, later and less clearly.
 */
export function mergeKubeadmDocument(base: YamlMap, override: YamlMap, path: string): YamlMap {
  try {
    return deepMerge(base, override, path);
  } catch (error) {
    if (!(error instanceof MergeClash)) throw error;
    throw new KubeadmConfigError(
      `cannot merge ${error.incoming} over the default ${error.existing}; write a ${error.existing}`,
      { field: error.keyPath },
    );
  }
}
