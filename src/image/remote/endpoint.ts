/** Hosts where plain HTTP is acceptable without being told: the machine itself. */
function isLoopbackHost(host: string): boolean {
  const name = hostName(host);
  return name === 'localhost' || name === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

/** `host:port` → `host`; `[::1]:5000` → `::1`. */
function hostName(host: string): string {
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  const colon = host.lastIndexOf(':');
  return colon > 0 && host.indexOf(':') === colon ? host.slice(0, colon) : host;
}

/**
 * The base URL of a registry's API. Docker Hub's API lives on registry-1.docker.io. Plain HTTP only for
 * loopback or a registry listed insecure (by `host:port`, or by host for any port); HTTPS otherwise.
 */
export function registryBaseUrl(registry: string, insecureRegistries: readonly string[]): URL {
  const apiHost = registry === 'docker.io' ? 'registry-1.docker.io' : registry;
  return new URL(`${allowsPlainHttp(registry, insecureRegistries) ? 'http' : 'https'}://${apiHost}`);
}

export function allowsPlainHttp(host: string, insecureRegistries: readonly string[]): boolean {
  return (
    isLoopbackHost(host) || insecureRegistries.some((entry) => entry === host || entry === hostName(host))
  );
}
