import http, { type ClientRequestArgs } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Opens every connection to a registry some other way than a TCP connect from here: e.g. a channel of an SSH
 * connection to the host the registry runs on (hosts/ssh-executor.ts `connectPort`). `host` and `port` are the
 * request URL's.
 */
export type ConnectRoute = (host: string, port: number) => Promise<Duplex>;

/**
 * A keep-alive HTTP agent whose sockets come from `route`. node:http expects a socket's methods on them; a
 * stream has no keep-alive, Nagle or timer of its own to set, so those are no-ops (an SSH channel's liveness
 * is the SSH connection's keep-alive).
 */
export class RoutedAgent extends http.Agent {
  constructor(
    private readonly route: ConnectRoute,
    maxSockets: number,
  ) {
    super({ keepAlive: true, maxSockets });
  }

  override createConnection(
    options: ClientRequestArgs,
    callback?: (error: Error | null, stream: Duplex) => void,
  ): undefined {
    const host = String(options.hostname ?? options.host ?? '').replace(/^\[(.*)\]$/, '$1');
    this.route(host, Number(options.port)).then(
      (stream) => callback?.(null, socketLike(stream)),
      (error: unknown) =>
        callback?.(error instanceof Error ? error : new Error(String(error)), undefined as never),
    );
    return undefined;
  }
}

function socketLike(stream: Duplex): Duplex {
  const noop = () => stream;
  return Object.assign(stream, {
    setKeepAlive: noop,
    setNoDelay: noop,
    setTimeout: noop,
    ref: noop,
    unref: noop,
    destroySoon: () => stream.destroy(),
  });
}
