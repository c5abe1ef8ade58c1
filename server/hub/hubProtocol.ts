/**
 * The SignalR JSON hub protocol (dotnet/aspnetcore HubProtocol.md): records are JSON texts each ended by the
 * record separator 0x1E. Pure functions, so framing and parsing are tested without sockets.
 */

export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

/** WebSocket close codes (RFC 6455 §7.4.1) the hub closes a misbehaving connection with. */
export const CloseCode = {
  Normal: 1000,
  ProtocolError: 1002,
  UnsupportedData: 1003,
  PolicyViolation: 1008,
  MessageTooBig: 1009,
  InternalError: 1011,
} as const;

/** A message a client sends: only the fields the server reads. */
export interface ClientMessage {
  type: number;
  invocationId?: string;
  target?: string;
}

export interface HandshakeRequest {
  protocol: string;
  version: number;
}

/** One record, terminated. */
export function frame(message: object): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

/** Splits buffered text into complete records; the unterminated tail stays buffered for the next frame. */
export function splitRecords(buffer: string): { records: string[]; rest: string } {
  const parts = buffer.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { records: parts.filter((p) => p.length > 0), rest };
}

/** The handshake answer: `{}` when the client asks for JSON version 1, else an error record. */
export function answerHandshake(record: string): { ok: boolean; reply: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(record);
  } catch {
    return { ok: false, reply: frame({ error: 'Handshake request is not valid JSON.' }) };
  }
  const request = parsed as Partial<HandshakeRequest>;
  if (request?.protocol !== 'json') return { ok: false, reply: frame({ error: `The protocol '${String(request?.protocol)}' is not supported.` }) };
  if (request.version !== 1)
    return { ok: false, reply: frame({ error: `The server does not support version ${String(request.version)} of the 'json' protocol.` }) };
  return { ok: true, reply: frame({}) };
}

/**
 * Parses one hub message record; null when it is not a JSON object with a numeric type, or when the fields the
 * server reads have the wrong type (an id or target that is not a string), so nothing downstream meets them.
 */
export function parseClientMessage(record: string): ClientMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(record);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { type, invocationId, target } = parsed as Record<string, unknown>;
  if (typeof type !== 'number') return null;
  if (invocationId !== undefined && typeof invocationId !== 'string') return null;
  if (target !== undefined && typeof target !== 'string') return null;
  return { type, ...(invocationId !== undefined ? { invocationId } : {}), ...(target !== undefined ? { target } : {}) };
}

export function invocation(target: string, args: readonly unknown[]): string {
  return frame({ type: MessageType.Invocation, target, arguments: args });
}

export const PING_RECORD = frame({ type: MessageType.Ping });

export function closeRecord(error?: string, allowReconnect?: boolean): string {
  return frame({ type: MessageType.Close, ...(error ? { error } : {}), ...(allowReconnect !== undefined ? { allowReconnect } : {}) });
}

/** The completion answering a client invocation: this hub exposes no methods to call. */
export function unknownMethodCompletion(invocationId: string, target: string | undefined): string {
  return frame({ type: MessageType.Completion, invocationId, error: `Unknown hub method '${target ?? ''}'` });
}
