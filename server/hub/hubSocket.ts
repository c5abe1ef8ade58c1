/**
 * One hub connection over a WebSocket: the handshake, then invocations to the client, pings both ways,
 * completions for client invocations (this hub has no callable methods) and close. Text frames only.
 */
import type { OnlineUser } from '../../contract/hub.js';
import type { Hub } from './hub.js';
import {
  answerHandshake, closeRecord, MessageType, parseClientMessage, PING_RECORD, splitRecords, unknownMethodCompletion,
} from './hubProtocol.js';

/** The part of a `ws` WebSocket this uses (the package ships no types here). */
export interface HubWebSocket {
  readonly readyState: number;
  readonly OPEN: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'message', listener: (data: { toString(): string }, isBinary: boolean) => void): void;
  on(event: 'close', listener: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
}

export interface HubSocketIdentity {
  connectionId: string;
  userId: string;
  roleIds: readonly string[];
  isAdmin: boolean;
  user: OnlineUser;
}

export function serveHubSocket(socket: HubWebSocket, identity: HubSocketIdentity, hub: Hub): void {
  let buffer = '';
  let handshaken = false;
  let lastHeard = Date.now();
  let pingTimer: NodeJS.Timeout | undefined;

  const send = (text: string): void => {
    if (socket.readyState === socket.OPEN) socket.send(text);
  };
  const shutdown = (error?: string): void => {
    send(closeRecord(error, false));
    socket.close(1000);
  };

  const handshakeTimer = setTimeout(() => {
    if (!handshaken) socket.close(1002, 'Handshake timed out');
  }, hub.handshakeTimeoutMs);

  const onHandshake = (record: string): void => {
    const answer = answerHandshake(record);
    send(answer.reply);
    clearTimeout(handshakeTimer);
    if (!answer.ok) {
      socket.close(1002);
      return;
    }
    handshaken = true;
    pingTimer = setInterval(() => {
      if (Date.now() - lastHeard > hub.clientTimeoutMs) {
        shutdown('Connection closed with an error. Client timeout elapsed.');
        return;
      }
      send(PING_RECORD);
    }, hub.pingIntervalMs);
    hub.connected({ ...identity, send });
  };

  const onMessage = (record: string): void => {
    const message = parseClientMessage(record);
    if (!message) {
      shutdown('Connection closed with an error. InvalidDataException: invalid hub message.');
      return;
    }
    switch (message.type) {
      case MessageType.Invocation:
      case MessageType.StreamInvocation:
        // A non-blocking invocation (no id) expects no answer.
        if (message.invocationId) send(unknownMethodCompletion(message.invocationId, message.target));
        break;
      case MessageType.Close:
        socket.close(1000);
        break;
      default:
        // Ping, CancelInvocation and unknown types: nothing to answer (the SignalR hub protocol ignores unknown types).
        break;
    }
  };

  socket.on('message', (data: { toString(): string }, isBinary: boolean) => {
    lastHeard = Date.now();
    if (isBinary) {
      shutdown('Connection closed with an error. Binary frames are not supported.');
      return;
    }
    const split = splitRecords(buffer + data.toString());
    buffer = split.rest;
    for (const record of split.records) {
      if (socket.readyState !== socket.OPEN) return;
      if (!handshaken) onHandshake(record);
      else onMessage(record);
    }
  });

  socket.on('close', () => {
    clearTimeout(handshakeTimer);
    if (pingTimer) clearInterval(pingTimer);
    if (handshaken) hub.disconnected(identity.connectionId);
  });
  socket.on('error', () => socket.terminate());
}
