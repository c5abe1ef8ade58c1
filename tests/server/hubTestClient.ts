/**
 * The real @microsoft/signalr client against a test server's /hub/message, a wait for one event, and a raw WebSocket
 * for what no well-behaved client sends.
 */
import { createRequire } from 'node:module';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';

/** Connections made through it are stopped together at the end of a test file. */
export function createHubClients() {
  const open: HubConnection[] = [];
  return {
    connect(base: string, cookie: string | null, serverTimeoutMs?: number): HubConnection {
      return this.connectTo(`${base}/hub/message`, cookie, serverTimeoutMs);
    },
    connectTo(url: string, cookie: string | null, serverTimeoutMs?: number): HubConnection {
      const connection = new HubConnectionBuilder()
        .withUrl(url, { headers: cookie ? { Cookie: cookie } : {}, transport: HttpTransportType.WebSockets })
        .configureLogging(LogLevel.None)
        .build();
      if (serverTimeoutMs) connection.serverTimeoutInMilliseconds = serverTimeoutMs;
      open.push(connection);
      return connection;
    },
    stopAll: async (): Promise<void> => {
      await Promise.all(open.map((c) => c.stop()));
    },
  };
}

/** Resolves with the arguments of the next `event` that satisfies `accept`. */
export function nextEvent<T extends unknown[]>(connection: HubConnection, event: string, accept: (...args: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5000);
    const handler = (...args: unknown[]): void => {
      if (!accept(...(args as T))) return;
      clearTimeout(timer);
      connection.off(event, handler);
      resolve(args as T);
    };
    connection.on(event, handler);
  });
}

/** The part of a `ws` client socket the raw tests use (the package ships no types here). */
interface WsClient {
  readonly readyState: number;
  send(data: string | Buffer, options?: { binary?: boolean }): void;
  close(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  once(event: 'open', listener: () => void): void;
}

type WsClientConstructor = new (url: string, options: { headers: Record<string, string> }) => WsClient;

const WsClientClass = createRequire(import.meta.url)('ws') as WsClientConstructor;

/** A hub connection without the SignalR client: a test sends whatever bytes it likes and sees exactly what comes back. */
export interface RawHubSocket {
  /** Every text frame received after the handshake answer, in order. */
  readonly frames: string[];
  readonly isOpen: () => boolean;
  send(data: string | Buffer): void;
  /** The close code once the connection has closed (rejects when it stays open for `withinMs`). */
  closed(withinMs?: number): Promise<number>;
  close(): void;
}

/** Connects to `${base}/hub/message` with the session cookie and completes the JSON protocol handshake. */
export async function openRawHubSocket(base: string, cookie: string): Promise<RawHubSocket> {
  const socket = new WsClientClass(`${base.replace(/^http/, 'ws')}/hub/message`, { headers: { Cookie: cookie } });
  const frames: string[] = [];
  let handshakeAnswer: ((text: string) => void) | undefined;
  let closeCode: number | undefined;
  const closeWaiters: Array<(code: number) => void> = [];
  socket.on('error', () => undefined);
  socket.on('message', (data) => {
    const text = data.toString();
    if (handshakeAnswer) {
      handshakeAnswer(text);
      handshakeAnswer = undefined;
    } else frames.push(text);
  });
  socket.on('close', (code) => {
    closeCode = code;
    for (const waiter of closeWaiters.splice(0)) waiter(code);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', resolve);
    socket.on('close', (code) => reject(new Error(`closed before opening: ${code}`)));
  });
  const answer = await new Promise<string>((resolve) => {
    handshakeAnswer = resolve;
    socket.send('{"protocol":"json","version":1}\u001e');
  });
  if (answer !== '{}\u001e') throw new Error(`handshake refused: ${answer}`);
  return {
    frames,
    isOpen: () => socket.readyState === 1,
    send: (data) => socket.send(data, { binary: typeof data !== 'string' }),
    closed: (withinMs = 5000) =>
      new Promise<number>((resolve, reject) => {
        if (closeCode !== undefined) {
          resolve(closeCode);
          return;
        }
        const timer = setTimeout(() => reject(new Error(`still open after ${withinMs} ms`)), withinMs);
        closeWaiters.push((code) => {
          clearTimeout(timer);
          resolve(code);
        });
      }),
    close: () => socket.close(),
  };
}
