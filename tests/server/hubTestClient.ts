/** The real @microsoft/signalr client against a test server's /hub/message, and a wait for one event. */
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
