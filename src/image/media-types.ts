/** Media types of the OCI image spec and of Docker's v2 schema 2, the two formats registries serve today. */
export const MediaTypes = {
  ociManifest: 'application/vnd.oci.image.manifest.v1+json',
  ociIndex: 'application/vnd.oci.image.index.v1+json',
  ociConfig: 'application/vnd.oci.image.config.v1+json',
  ociLayer: 'application/vnd.oci.image.layer.v1.tar',
  ociLayerGzip: 'application/vnd.oci.image.layer.v1.tar+gzip',
  ociLayerZstd: 'application/vnd.oci.image.layer.v1.tar+zstd',
  ociLayerNondistributable: 'application/vnd.oci.image.layer.nondistributable.v1.tar',
  ociLayerNondistributableGzip: 'application/vnd.oci.image.layer.nondistributable.v1.tar+gzip',
  ociLayout: 'application/vnd.oci.layout.header.v1+json',
  dockerManifest: 'application/vnd.docker.distribution.manifest.v2+json',
  dockerManifestList: 'application/vnd.docker.distribution.manifest.list.v2+json',
  dockerConfig: 'application/vnd.docker.container.image.v1+json',
  dockerLayerGzip: 'application/vnd.docker.image.rootfs.diff.tar.gzip',
  dockerForeignLayerGzip: 'application/vnd.docker.image.rootfs.foreign.diff.tar.gzip',
} as const;

const manifestMediaTypes: readonly string[] = [MediaTypes.ociManifest, MediaTypes.dockerManifest];
const indexMediaTypes: readonly string[] = [MediaTypes.ociIndex, MediaTypes.dockerManifestList];

/** What a pull asks for: both formats, manifests and indexes (never the deprecated schema 1). */
export const acceptedManifestTypes: readonly string[] = [...indexMediaTypes, ...manifestMediaTypes];

export function isIndexMediaType(mediaType: string): boolean {
  return indexMediaTypes.includes(mediaType);
}

export function isManifestMediaType(mediaType: string): boolean {
  return manifestMediaTypes.includes(mediaType);
}
