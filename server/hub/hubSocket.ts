/**
 * One hub connection over a WebSocket: the handshake, then invocations to the client, pings both ways,
 * completions for client invocations (this hub has no callable methods) and close. Text frames only.
 *
 * Whatever a client sends, the worst outcome is that its own connection closes (D-SEC-7): every record is bounded
 * (MAX_HUB_MESSAGE_BYTES, and `ws` refuses frames above MAX_HUB_FRAME_BYTES), every handler of socket data and
 * socket errors is caught, and a closed connection ignores whatever still arrives.
 */
import type { OnlineUser } from '../../contract/hub.js';
import type { Hub } from './hub.js';
import { HUB_CLOSE_ERRORS } from './hubCloseErrors.js';
import { MAX_HUB_MESSAGE_BYTES } from './hubLimits.js';
import { answerHandshake, closeRecord, CloseCode, MessageType, parseClientMessage, PING_RECORD, splitRecords, unknownMethodCompletion } from './hubProtocol.js';

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
  /** The login session the socket was opened in: ending that session closes the socket. */
  sessionId: string;
  userId: string;
  roleIds: readonly string[];
  isAdmin: boolean;
  user: OnlineUser;
}

const utf8Bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

export function serveHubSocket(socket: HubWebSocket, identity: HubSocketIdentity, hub: Hub): void {
  let buffer = '';
  let handshaken = false;
  /** Set once the server closes: records still in flight are not acted on. */
  let closing = false;
  let lastHeard = Date.now();
  let pingTimer: NodeJS.Timeout | undefined;

  const send = (text: string): void => {
    if (socket.readyState === socket.OPEN) socket.send(text);
  };
  /** Tells the client why (a SignalR close message, no reconnect) and closes with `code`. */
  const shutdown = (error: string | undefined, code: number = CloseCode.Normal): void => {
    if (closing) return;
    closing = true;
    buffer = '';
    send(closeRecord(error, false));
    socket.close(code);
  };

  const handshakeTimer = setTimeout(() => {
    if (!handshaken) socket.close(CloseCode.ProtocolError, 'Handshake timed out');
  }, hub.handshakeTimeoutMs);

  const onHandshake = (record: string): void => {
    const answer = answerHandshake(record);
    send(answer.reply);
    clearTimeout(handshakeTimer);
    if (!answer.ok) {
      closing = true;
      socket.close(CloseCode.ProtocolError);
      return;
    }
    handshaken = true;
    pingTimer = setInterval(() => {
      if (Date.now() - lastHeard > hub.clientTimeoutMs) {
        shutdown(HUB_CLOSE_ERRORS.clientTimeout);
        return;
      }
      send(PING_RECORD);
    }, hub.pingIntervalMs);
    hub.connected({ ...identity, send, close: (error) => shutdown(error, CloseCode.PolicyViolation) });
  };

  const onMessage = (record: string): void => {
    const message = parseClientMessage(record);
    if (!message) {
      shutdown(HUB_CLOSE_ERRORS.invalidMessage, CloseCode.PolicyViolation);
      return;
    }
    switch (message.type) {
      case MessageType.Invocation:
      case MessageType.StreamInvocation:
        // A non-blocking invocation (no id) expects no answer.
        if (message.invocationId) send(unknownMethodCompletion(message.invocationId, message.target));
        break;
      case MessageType.Close:
        closing = true;
        socket.close(CloseCode.Normal);
        break;
      default:
        // Ping, CancelInvocation and unknown types: nothing to answer (the SignalR hub protocol ignores unknown types).
        break;
    }
  };

  const receive = (data: { toString(): string }, isBinary: boolean): void => {
    lastHeard = Date.now();
    if (isBinary) {
      shutdown(HUB_CLOSE_ERRORS.binaryFrame, CloseCode.UnsupportedData);
      return;
    }
    // Bounded: the buffer holds at most one record's worth, and `ws` bounds the frame.
    const split = splitRecords(buffer + data.toString());
    if (utf8Bytes(split.rest) > MAX_HUB_MESSAGE_BYTES || split.records.some((record) => utf8Bytes(record) > MAX_HUB_MESSAGE_BYTES)) {
      shutdown(HUB_CLOSE_ERRORS.messageTooBig, CloseCode.MessageTooBig);
      return;
    }
    buffer = split.rest;
    for (const record of split.records) {
      if (closing || socket.readyState !== socket.OPEN) return;
      if (!handshaken) onHandshake(record);
      else onMessage(record);
    }
  };

  socket.on('message', (data: { toString(): string }, isBinary: boolean) => {
    if (closing) return;
    try {
      receive(data, isBinary);
    } catch {
      // A fault in this connection's handling ends this connection, never the process.
      shutdown(HUB_CLOSE_ERRORS.internalError, CloseCode.InternalError);
    }
  });

  socket.on('close', () => {
    closing = true;
    buffer = '';
    clearTimeout(handshakeTimer);
    if (pingTimer) clearInterval(pingTimer);
    if (handshaken) hub.disconnected(identity.connectionId);
  });
  // `ws` has already begun closing after a protocol fault (e.g. 1009 for a frame above maxPayload); a transport
  // error leaves an open socket to close. Either way the 'close' event follows and cleans up.
  socket.on('error', () => {
    closing = true;
    if (socket.readyState === socket.OPEN) socket.terminate();
  });
}
