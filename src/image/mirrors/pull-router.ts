import { SealosError } from '../../errors.js';
import type { Logger } from '../../log/logger.js';
import { RegistryError } from '../errors.js';
import { formatReference, type ImageReference, referenceName } from '../reference.js';
import { findRegistry, type PullSource, pullSources } from './pull-sources.js';
import type { RegistriesConf } from './registries-conf.js';

/**
 * Sends pulls where registries.conf says, as containers/image's docker transport does: the manifest is tried
 * at each source in order (mirrors first, then the location) and the first that answers serves the image;
 * its blobs then come from that same source. Pushes never go through here.
 */
export class PullRouter {
  private conf?: Promise<RegistriesConf | undefined>;
  // The logical repository (`docker.io/library/nginx`) → the source that served its last manifest.
  private readonly chosen = new Map<string, ImageReference>();
  private readonly logged = new Set<string>();

  constructor(
    private readonly load: () => Promise<RegistriesConf | undefined>,
    /** Hosts the transport may reach over plain HTTP; the conf's `insecure` endpoints are added to it. */
    private readonly insecureHosts: string[],
    private readonly logger: Logger,
  ) {}

  /** Runs `attempt` on the sources for a manifest of `ref`, in order, until one succeeds. */
  async manifest<T>(ref: ImageReference, attempt: (source: ImageReference) => Promise<T>): Promise<T> {
    const conf = await this.loaded();
    const sources = pullSources(conf, ref);
    const failures: { source: PullSource; error: unknown }[] = [];
    for (const source of sources) {
      try {
        const answer = await attempt(source.reference);
        this.chosen.set(referenceName(ref), source.reference);
        this.report(ref, source, sources.length, conf);
        return answer;
      } catch (error) {
        failures.push({ source, error });
      }
    }
    const last = failures.at(-1) as { error: unknown };
    if (failures.length === 1) throw last.error;
    const mirrors = failures
      .slice(0, -1)
      .map(({ source, error }) => `[${formatReference(source.reference)}: ${(error as Error).message}]`);
    const message = `${formatReference(ref)}: ${(last.error as Error).message} (mirrors also failed: ${mirrors.join(' ')})`;
    const context = { host: ref.registry, cause: last.error };
    // Keeps the location's status, so that "not found" stays "not found" whatever the mirrors said.
    if (last.error instanceof RegistryError)
      throw new RegistryError(message, {
        ...context,
        ...(last.error.status !== undefined && { status: last.error.status }),
        diagnostics: [...last.error.diagnostics],
        temporary: last.error.temporary,
      });
    throw new SealosError(message, {
      ...context,
      temporary: last.error instanceof SealosError && last.error.temporary,
    });
  }

  /** The source a blob of `ref`'s repository comes from: the one that served its manifest. */
  async blob<T>(ref: ImageReference, attempt: (source: ImageReference) => Promise<T>): Promise<T> {
    const chosen = this.chosen.get(referenceName(ref));
    if (chosen) return attempt({ registry: chosen.registry, repository: chosen.repository });
    return this.manifest(ref, attempt);
  }

  private loaded(): Promise<RegistriesConf | undefined> {
    this.conf ??= this.load().then((conf) => {
      for (const entry of conf?.registries ?? [])
        for (const endpoint of [entry, ...entry.mirrors])
          if (endpoint.insecure && endpoint.location)
            this.insecureHosts.push(endpoint.location.split('/')[0] as string);
      if (conf) this.logger.debug(`registries.conf: ${conf.file} (${conf.registries.length} registries)`);
      return conf;
    });
    return this.conf;
  }

  /** Once per repository and source; at info level when registries.conf had a say. */
  private report(
    ref: ImageReference,
    source: PullSource,
    tried: number,
    conf: RegistriesConf | undefined,
  ): void {
    const key = `${referenceName(ref)} ${referenceName(source.reference)}`;
    if (this.logged.has(key)) return;
    this.logged.add(key);
    const physical = formatReference(source.reference);
    if (!conf || (tried === 1 && physical === formatReference(ref))) {
      this.logger.debug(`${formatReference(ref)}: served by ${source.reference.registry}`);
      return;
    }
    this.logger.info(
      `${formatReference(ref)}: served by ${source.mirror ? 'mirror' : 'its location'} ${physical} (registries.conf ${findRegistry(conf, ref)?.file ?? conf.file})`,
    );
  }
}
