import { DefaultArtifactClient } from '@actions/artifact';
import { checkClusterName } from '../clusterfile/index.js';
import type { Logger } from '../log/logger.js';

function diagnosticsArtifactName(cluster: string): string {
  return `sealos-diagnostics-${checkClusterName(cluster)}`;
}

/**
 * Uploads the collected files as the workflow artifact `sealos-diagnostics-<cluster>`. A name can be
 * uploaded once per run, so one this run uploaded before (a re-run of the job) is replaced. Returns its id.
 */
export async function uploadDiagnostics(
  cluster: string,
  files: string[],
  rootDir: string,
  logger: Logger,
): Promise<number | undefined> {
  const name = diagnosticsArtifactName(cluster);
  const client = new DefaultArtifactClient();
  const { artifacts } = await client.listArtifacts();
  if (artifacts.some((artifact) => artifact.name === name)) await client.deleteArtifact(name);
  const uploaded = await client.uploadArtifact(name, files, rootDir, { retentionDays: 14 });
  logger.info(`Diagnostics uploaded as artifact "${name}" (id ${uploaded.id ?? '?'}, ${files.length} files)`);
  return uploaded.id;
}
