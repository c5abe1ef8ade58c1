/**
 * Requests over a real socket to a listening test server, for what inject cannot do: a body cut off half-way, a
 * client that disconnects, a server that never answers.
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Listens on a free local port (once) and returns it. */
export async function listeningPort(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no TCP address');
  return address.port;
}

export interface RawAnswer {
  /** null when the server closed the connection without answering, or did not answer within the wait. */
  status: number | null;
  body: string;
  elapsedMs: number;
}

function headerBlock(port: number, path: string, headers: Record<string, string | number>): Buffer {
  // Host with the port, as a browser sends it: the server compares it with the Origin of state-changing calls.
  const lines = [`POST ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
}

/**
 * Sends the headers and `body`, keeps the connection open and waits for an answer up to `waitMs`. Content-Length
 * is whatever the caller says, so a body shorter than announced stays pending until the server gives up on it.
 */
export function postRaw(port: number, path: string, headers: Record<string, string | number>, body: Buffer, waitMs: number): Promise<RawAnswer> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    const finish = (): void => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(received).toString('utf8');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
      const separator = text.indexOf('\r\n\r\n');
      resolve({ status: match ? Number(match[1]) : null, body: separator >= 0 ? text.slice(separator + 4) : '', elapsedMs: Date.now() - started });
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('end', finish);
    socket.on('error', finish);
    socket.write(Buffer.concat([headerBlock(port, path, headers), body]));
  });
}

/** Sends the headers and part of a body, then disconnects without waiting for anything: a client that gave up. */
export function abortAfter(port: number, path: string, headers: Record<string, string | number>, partialBody: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', reject);
    socket.write(Buffer.concat([headerBlock(port, path, headers), partialBody]), () => {
      // Give the server a moment to start writing the file, then drop the connection.
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 200);
    });
  });
}
