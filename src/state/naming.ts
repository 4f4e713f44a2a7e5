import { UsageError } from '../errors.js';

// Characters GitHub refuses in an artifact name.
const ARTIFACT_FORBIDDEN = /["':<>|*?\r\n\\/]/;
const ARTIFACT_UNSAFE = /[^A-Za-z0-9._-]+/g;

/**
 * The artifact a cluster's state is kept in: `sealos-<cluster>`, or the `state-name` input when given (for
 * example `sealos-<cluster>-pr-<number>`, one per pull request). An explicit name is used as written, so it
 * must be a valid artifact name; a derived one is made valid.
 */
export function stateArtifactName(cluster: string, stateName?: string): string {
  if (stateName !== undefined && stateName !== '') {
    if (ARTIFACT_FORBIDDEN.test(stateName) || stateName.trim() !== stateName) {
      throw new UsageError(
        `state-name "${stateName}" is not a valid artifact name: it must not contain spaces at either end or any of " ' : < > | * ? \\ / or a line break`,
        { phase: 'state' },
      );
    }
    return stateName;
  }
  return `sealos-${cluster.replace(ARTIFACT_UNSAFE, '-')}`;
}
