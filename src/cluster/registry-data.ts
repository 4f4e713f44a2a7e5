import { SealosError } from '../errors.js';
import { shellQuote } from '../hosts/shell.js';

/**
 * The registry's data folder (`data` of the rendered etc/registry.yml) becomes a link to the rootfs `registry/`
 * folder, where the image's saved registry is (sealos lifecycle/pkg/bootstrap/registry.go). A `data` inside the
 * cluster's folder, or holding it, would make the link remove the rootfs: refused.
 */
export function registryDataLinkScript(rootfs: string, data: string): string {
  const registry = `${rootfs}/registry`;
  if (`${rootfs}/`.startsWith(`${data}/`) || data.startsWith(`${rootfs}/`))
    throw new SealosError(`etc/registry.yml: data "${data}" overlaps the cluster's rootfs ${rootfs}`, {
      file: 'etc/registry.yml',
      phase: 'bootstrap',
    });
  const link = shellQuote(data);
  return `mkdir -p ${shellQuote(registry)} "$(dirname ${link})" && rm -rf ${link} && ln -s ${shellQuote(registry)} ${link}`;
}

/** Undoes the link, and only a link: a real folder at `data` is someone else's. */
export function registryDataUnlinkScript(data: string): string {
  const link = shellQuote(data);
  return `if [ -L ${link} ]; then rm -f ${link}; fi`;
}
