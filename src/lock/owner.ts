import os from 'node:os';

/**
 * Who takes the lock, as the holder is named to a waiting run: the workflow run, attempt and job inside
 * GitHub Actions, else user@hostname and the process id. One line, no `=` confusion (the value is the rest of
 * its line).
 */
export function lockOwner(env: NodeJS.ProcessEnv = process.env): string {
  let owner: string;
  if (env.GITHUB_ACTIONS === 'true' && env.GITHUB_RUN_ID) {
    const repository = env.GITHUB_REPOSITORY ? ` of ${env.GITHUB_REPOSITORY}` : '';
    const url =
      env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY
        ? ` (${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID})`
        : '';
    owner = `workflow run ${env.GITHUB_RUN_ID} attempt ${env.GITHUB_RUN_ATTEMPT ?? '1'} job ${env.GITHUB_JOB ?? '?'}${repository}${url}`;
  } else {
    owner = `${safeUser()}@${os.hostname()} pid ${process.pid}`;
  }
  return owner.replace(/[\r\n]+/g, ' ');
}

function safeUser(): string {
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}
