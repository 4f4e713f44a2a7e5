/**
 * A runner in a process of its own, for the test that kills it mid-copy (SIGKILL: no cleanup code runs on
 * the runner). Reads a JSON job on stdin: the lab hosts to reach as `user`, the folder to relay, where to.
 * Run with tsx.
 */
import { copyDirectoryToHosts } from '../../src/hosts/copy.js';
import { SshExecutor } from '../../src/hosts/ssh-executor.js';

interface Job {
  addresses: string[];
  user: string;
  password: string;
  knownHosts: string;
  source: string;
  dest: string;
}

let text = '';
for await (const chunk of process.stdin) text += chunk;
const job = JSON.parse(text) as Job;
const executors = await Promise.all(
  job.addresses.map((address) =>
    SshExecutor.connect(address, {
      credentials: { user: job.user, password: job.password },
      hostKey: { policy: 'strict', knownHosts: job.knownHosts },
    }),
  ),
);
await copyDirectoryToHosts(executors, job.source, job.dest, { relay: { owner: 'lab' } });
await Promise.all(executors.map((executor) => executor.close()));
