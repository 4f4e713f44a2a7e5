import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/errors.js';
import {
  chooseNewest,
  parseRepository,
  type RepositoryArtifact,
} from '../../../src/state/github-artifacts.js';

const NOW = new Date('2026-11-22T12:00:00Z');

function artifact(
  id: number,
  created: string,
  overrides: Partial<RepositoryArtifact> = {},
): RepositoryArtifact {
  return {
    id,
    name: 'sealos-default',
    runId: id * 10,
    createdAt: new Date(created),
    expired: false,
    sameRepository: true,
    ...overrides,
  };
}

describe('chooseNewest', () => {
  it('takes the latest creation time, the higher id on a tie', () => {
    const choice = chooseNewest(
      [
        artifact(1, '2026-11-20T00:00:00Z'),
        artifact(3, '2026-11-21T00:00:00Z'),
        artifact(2, '2026-11-21T00:00:00Z'),
      ],
      NOW,
    );
    expect(choice).toEqual({
      newest: artifact(3, '2026-11-21T00:00:00Z'),
      ignoredFromForks: 0,
      ignoredExpired: 0,
    });
  });

  it('skips artifacts marked expired or past their expiry, and forks or runs GitHub does not name', () => {
    const choice = chooseNewest(
      [
        artifact(1, '2026-11-01T00:00:00Z'),
        artifact(2, '2026-11-02T00:00:00Z', { expired: true }),
        artifact(3, '2026-11-03T00:00:00Z', { expiresAt: new Date('2026-11-22T11:59:59Z') }),
        artifact(4, '2026-11-04T00:00:00Z', { sameRepository: false }),
        artifact(5, '2026-11-05T00:00:00Z', { runId: undefined }),
      ],
      NOW,
    );
    expect(choice.newest?.id).toBe(1);
    expect(choice.ignoredExpired).toBe(2);
    expect(choice.ignoredFromForks).toBe(2);
  });

  it('chooses nothing from nothing', () => {
    expect(chooseNewest([], NOW).newest).toBeUndefined();
  });
});

describe('parseRepository', () => {
  it('splits owner/name and refuses anything else', () => {
    expect(parseRepository('labring/sealos')).toEqual({ owner: 'labring', repo: 'sealos' });
    for (const bad of [undefined, '', 'labring', 'a/b/c', '/x'])
      expect(() => parseRepository(bad)).toThrow(UsageError);
  });
});
