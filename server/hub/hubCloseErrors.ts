/** Why the server closed a hub connection: the `error` of the SignalR close message, for the client's log. */
import { MAX_HUB_MESSAGE_BYTES } from './hubLimits.js';

export const HUB_CLOSE_ERRORS = {
  messageTooBig: `消息超过 ${MAX_HUB_MESSAGE_BYTES / 1024} KB,连接已关闭`,
  invalidMessage: '消息格式无效,连接已关闭',
  binaryFrame: '不支持二进制消息,连接已关闭',
  internalError: '服务器处理消息时出错,连接已关闭',
  clientTimeout: '客户端长时间无响应,连接已关闭',
  sessionEnded: '登录已失效,连接已关闭',
} as const;
