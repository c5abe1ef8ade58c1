/** A HubConnection stand-in for tests: records calls, and lets a test deliver server events or fail a start. */
import type { HubConnectionLike } from './hubClient';

export class FakeHubConnection implements HubConnectionLike {
  state = 'Disconnected';
  starts = 0;
  stops = 0;
  failNextStart = false;
  private readonly handlers = new Map<string, Array<(...args: unknown[]) => void>>();
  private readonly closeHandlers: Array<(error?: Error) => void> = [];

  async start(): Promise<void> {
    this.starts += 1;
    if (this.failNextStart) {
      this.failNextStart = false;
      throw new Error('Failed to complete negotiation with the server');
    }
    this.state = 'Connected';
  }

  async stop(): Promise<void> {
    this.stops += 1;
    this.state = 'Disconnected';
    for (const handler of this.closeHandlers) handler();
  }

  onclose(handler: (error?: Error) => void): void {
    this.closeHandlers.push(handler);
  }

  /** The server closes the connection with a close message carrying `error` (as it does for an ended session). */
  closeFromServer(error: string): void {
    this.state = 'Disconnected';
    for (const handler of this.closeHandlers) handler(new Error(`Server returned an error on close: ${error}`));
  }

  on(event: string, handler: (...args: never[]) => void): void {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler as (...args: unknown[]) => void]);
  }

  /** The server sends `event`. */
  deliver(event: string, ...args: unknown[]): void {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}
