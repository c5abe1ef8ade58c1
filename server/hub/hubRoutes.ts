/**
 * /hub/message: negotiate (POST /hub/message/negotiate) and the WebSocket transport (GET /hub/message?id=).
 * Only logged-in users (session cookie, as for every API call) may negotiate or connect; others get 401.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Hub } from './hub.js';
import { serveHubSocket } from './hubSocket.js';
import { NegotiationStore } from './negotiation.js';
import { MESSAGES } from '../../contract/index.js';

export const HUB_PATH = '/hub/message';

async function refuseAnonymous(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.auth) await reply.code(401).send({ Message: MESSAGES.notLoggedIn });
}

export function hubRoutes(hub: Hub): FastifyPluginAsync {
  return async (app) => {
    const negotiations = new NegotiationStore(app.appContext.keys.secretFor('hub-negotiation'));

    app.post<{ Querystring: { negotiateVersion?: string } }>(`${HUB_PATH}/negotiate`, { preValidation: refuseAnonymous }, async (request) => {
      const version = Number(request.query.negotiateVersion ?? 0);
      return negotiations.negotiate(request.auth?.user.Id ?? '', Number.isFinite(version) ? version : 0);
    });

    // ASP.NET answers an unknown connection token with 404 before upgrading; so does this.
    const refuseUnknownToken = async (request: FastifyRequest<{ Querystring: { id?: string | string[] } }>, reply: FastifyReply): Promise<void> => {
      await refuseAnonymous(request, reply);
      if (reply.sent) return;
      const token = request.query.id;
      // A repeated ?id= arrives as a list: no token of ours.
      if (token !== undefined && (typeof token !== 'string' || !negotiations.isPending(token, request.auth?.user.Id ?? ''))) {
        await reply.code(404).send({ Message: 'No Connection with that ID' });
      }
    };

    app.get<{ Querystring: { id?: string | string[] } }>(HUB_PATH, { websocket: true, preValidation: refuseUnknownToken }, (socket, request) => {
      const auth = request.auth;
      if (!auth) {
        socket.close(1008);
        return;
      }
      // Without negotiation (skipNegotiation) the socket gets a fresh id; with it, the token must be this user's.
      const token = request.query.id;
      const connectionId =
        token === undefined ? NegotiationStore.newConnectionId() : typeof token === 'string' ? negotiations.claim(token, auth.user.Id) : null;
      if (connectionId === null) {
        socket.close(1008, 'No Connection with that ID');
        return;
      }
      serveHubSocket(
        socket,
        {
          connectionId,
          sessionId: auth.sessionId,
          userId: auth.user.Id,
          roleIds: auth.scopeRoleIds,
          isAdmin: auth.user.IsAdmin,
          user: { Name: auth.user.Name, Account: auth.user.Account },
        },
        hub,
      );
    });

    app.addHook('onClose', async () => hub.close());
  };
}
