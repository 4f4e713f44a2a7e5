/** A connection `SharedConnections` holds. */
interface Closable {
  close(): Promise<void>;
}

/**
 * Connections opened once per key and shared by every caller of that key, until `closeAll`: a pool's
 * executors (one per host), and the connections to jump hosts that those executors share (one per jump host
 * and login, see SshOptions.jumpConnections). The first `get` of a key opens it; later ones, concurrent or not,
 * get that same connection. A failed open is not kept, so the next `get` tries again.
 */
export class SharedConnections<T extends Closable> {
  private readonly opened = new Map<string, Promise<T>>();

  get(key: string, open: () => Promise<T>): Promise<T> {
    let connection = this.opened.get(key);
    if (!connection) {
      connection = open();
      this.opened.set(key, connection);
      connection.catch(() => {
        if (this.opened.get(key) === connection) this.opened.delete(key);
      });
    }
    return connection;
  }

  /** Closes every connection opened so far and forgets it; a later `get` opens a new one. */
  async closeAll(): Promise<void> {
    const opened = [...this.opened.values()];
    this.opened.clear();
    const settled = await Promise.allSettled(opened);
    await Promise.all(
      settled.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)),
    );
  }
}
