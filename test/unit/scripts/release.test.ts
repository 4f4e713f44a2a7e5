import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '../../../scripts/release.sh');
const dirs: string[] = [];

/**
 * A repository laid out as ours, whose build writes dist/index.js deterministically: the release logic is
 * what is under test, not the bundler (the test command already checks dist/ against a real build).
 */
function repository(version: string, changelog = `## [${version}]\n`, dist = 'built\n'): string {
  const root = mkdtempSync(join(tmpdir(), 'release-'));
  dirs.push(root);
  mkdirSync(join(root, 'scripts'));
  mkdirSync(join(root, 'dist'));
  copyFileSync(script, join(root, 'scripts', 'release.sh'));
  writeFileSync(
    join(root, 'scripts', 'build.mjs'),
    "import { writeFileSync } from 'node:fs';\nwriteFileSync('dist/index.js', 'built\\n');\n",
  );
  writeFileSync(join(root, 'package.json'), JSON.stringify({ version }));
  writeFileSync(join(root, 'CHANGELOG.md'), `# Changelog\n\n${changelog}`);
  writeFileSync(join(root, 'dist', 'index.js'), dist);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root });
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'test@example.invalid');
  git('config', 'user.name', 'test');
  git('add', '.');
  git('commit', '-q', '-m', 'release candidate');
  return root;
}

const release = (root: string) => spawnSync('bash', ['scripts/release.sh'], { cwd: root, encoding: 'utf8' });
const tagged = (root: string, tag: string) =>
  execFileSync('git', ['rev-parse', `${tag}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
const head = (root: string) =>
  execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('scripts/release.sh', () => {
  it('tags vX.Y.Z and moves the major tag to HEAD from a clean tree; running it again is harmless', () => {
    const root = repository('1.2.3');
    const first = release(root);
    expect(first.status, first.stderr).toBe(0);
    expect(tagged(root, 'v1.2.3')).toBe(head(root));
    expect(tagged(root, 'v1')).toBe(head(root));
    expect(release(root).status).toBe(0);

    writeFileSync(join(root, 'package.json'), JSON.stringify({ version: '1.3.0' }));
    writeFileSync(join(root, 'CHANGELOG.md'), '## [1.3.0]\n## [1.2.3]\n');
    execFileSync('git', ['commit', '-qam', 'next'], { cwd: root });
    expect(release(root).status).toBe(0);
    expect(tagged(root, 'v1')).toBe(head(root));
    expect(tagged(root, 'v1.2.3')).not.toBe(head(root));
  });

  it('2.x moves v2 and leaves v1 where the last 1.x release put it', () => {
    const root = repository('1.4.0', '## [2.0.0]\n## [1.4.0]\n');
    expect(release(root).status).toBe(0);
    const last1 = head(root);
    writeFileSync(join(root, 'package.json'), JSON.stringify({ version: '2.0.0' }));
    execFileSync('git', ['commit', '-qam', 'breaking'], { cwd: root });
    const second = release(root);
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toBe(`release: v2.0.0 and v2 at ${head(root)}\n`);
    expect(tagged(root, 'v2')).toBe(head(root));
    expect(tagged(root, 'v2.0.0')).toBe(head(root));
    expect(tagged(root, 'v1')).toBe(last1);
    expect(tagged(root, 'v1.4.0')).toBe(last1);
  });

  it("--notes prints the version's CHANGELOG section, the release notes, and tags nothing", () => {
    const root = repository(
      '1.0.0',
      '## [Unreleased]\n\n- next\n\n## [1.0.0]\n\nThe first stable release.\n\n- a\n- b\n\n## [0.1.0]\n\n- old\n',
    );
    const notes = spawnSync('bash', ['scripts/release.sh', '--notes'], { cwd: root, encoding: 'utf8' });
    expect(notes.status, notes.stderr).toBe(0);
    expect(notes.stdout).toBe('The first stable release.\n\n- a\n- b\n');
    expect(spawnSync('git', ['tag'], { cwd: root, encoding: 'utf8' }).stdout).toBe('');
  });

  it('refuses a dirty tree, a stale dist/, a missing changelog section and a tag on another commit', () => {
    const dirty = repository('1.0.0');
    writeFileSync(join(dirty, 'stray.txt'), 'x');
    expect(release(dirty).stderr).toContain('the tree has changes');

    const stale = repository('1.0.0', undefined, 'old build\n');
    const refused = release(stale);
    expect(refused.stderr).toContain('dist/ is not a fresh build of this commit');
    expect(spawnSync('git', ['status', '--porcelain'], { cwd: stale, encoding: 'utf8' }).stdout).toBe('');

    expect(release(repository('1.0.0', '## [0.9.0]\n')).stderr).toContain(
      'CHANGELOG.md has no "## [1.0.0]" section',
    );

    const moved = repository('2.0.0');
    execFileSync('git', ['tag', 'v2.0.0'], { cwd: moved });
    execFileSync('git', ['commit', '-q', '--allow-empty', '-m', 'later'], { cwd: moved });
    expect(release(moved).stderr).toMatch(/v2\.0\.0 already tags [0-9a-f]+, not HEAD/);
    for (const root of [dirty, stale, moved])
      expect(
        spawnSync('git', ['rev-parse', '-q', '--verify', 'refs/tags/v1'], { cwd: root }).status,
      ).not.toBe(0);
  });
});
