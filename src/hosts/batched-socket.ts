import { connect, type Socket } from 'node:net';

/**
 * A TCP connection, Nagle off, whose writes made in one tick go to the kernel as one `writev`. ssh2 writes every
 * SSH packet as three pieces (length, encrypted body, tag); without Nagle each piece would otherwise be its own
 * syscall and its own TCP segment, which the host's sshd then reads one by one (bench/README.md, knobs).
 * The wrapper is put on the connected socket's own `write`: net.Socket.connect resets that property, and on
 * the peer's end it is replaced by one that refuses writes, as it should be.
 */
export function connectBatched(port: number, host: string): Socket {
  const socket = connect({ port, host });
  socket.setNoDelay(true);
  const write = socket.write as (...args: unknown[]) => boolean;
  let batching = false;
  socket.write = ((...args: unknown[]) => {
    if (!batching) {
      batching = true;
      socket.cork();
      process.nextTick(() => {
        batching = false;
        socket.uncork();
      });
    }
    return write.apply(socket, args);
  }) as Socket['write'];
  return socket;
}
