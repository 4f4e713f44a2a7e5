import { describe, expect, it } from 'vitest';
import { checkClusterName } from '../../../src/clusterfile/index.js';
import { UsageError } from '../../../src/errors.js';
import { stateArtifactName } from '../../../src/state/naming.js';

describe('state naming', () => {
  it('derives the artifact name from the cluster, made valid', () => {
    expect(stateArtifactName('default')).toBe('sealos-default');
    expect(stateArtifactName('lab.east_1')).toBe('sealos-lab.east_1');
  });

  it('uses state-name as written, and refuses an invalid one', () => {
    expect(stateArtifactName('preview', 'sealos-preview-pr-42')).toBe('sealos-preview-pr-42');
    expect(stateArtifactName('preview', '')).toBe('sealos-preview');
    for (const bad of ['a/b', 'pr:1', 'x*', ' lead', 'line\nbreak', 'back\\slash']) {
      expect(() => stateArtifactName('preview', bad)).toThrow(UsageError);
    }
  });

  it('accepts cluster names that are DNS-1123 names (one safe folder name)', () => {
    expect(checkClusterName('default')).toBe('default');
    expect(checkClusterName('lab.east-1')).toBe('lab.east-1');
    for (const bad of [
      '',
      '..',
      '.hidden',
      'a/b',
      'a b',
      '-dash',
      '../../escape',
      'Upper',
      'under_score',
      'x'.repeat(254),
    ]) {
      expect(() => checkClusterName(bad), bad).toThrow(/cluster name/);
    }
  });
});
