import type { LiveEvent } from '@potluck/contract';
import { errorResponses } from '@potluck/contract';
import type { FastifyInstance } from 'fastify';
import type { SessionSignal } from '../events.ts';
import { findSessionMember } from '../sessions.ts';

// Server-Sent Events for the logged-in member: new notifications, messages and friend changes arrive as they
// happen. The SPA's polling stays as the fallback, so a dropped stream loses nothing. A guest without an account
// (decision 035) listens too: only their potluck's events are ever addressed to them (no notification, message or
// friend change is), so they hear that potluck and nothing else.
//
// A stream lives no longer than the session it was opened with: it ends when that session ends or its member
// changes (logout, password change, rename, deletion), told by a signal from whichever instance made the change,
// and, in case that signal was lost (an outage of the LISTEN connection), at the next heartbeat's check.

export default async function eventRoutes(app: FastifyInstance) {
  app.get(
    '/api/events',
    {
      config: { access: 'member', guests: 'too' },
      schema: {
        tags: ['events'],
        summary: 'Server-Sent Events stream (text/event-stream)',
        response: errorResponses(401),
      },
    },
    async (request, reply) => {
      const me = request.member;
      const secret = request.sessionSecret ?? '';
      reply.hijack();
      const response = reply.raw;
      // Keep the security headers set by the hooks that ran before the reply was taken over.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) response.setHeader(name, value);
      }
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Tell nginx-style proxies not to buffer the stream.
        'x-accel-buffering': 'no',
      });
      const send = (event: LiveEvent) => {
        response.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      };
      let ended = false;
      let unsubscribe = () => {};
      let stopOnClose = () => {};
      /**
       * Ends the stream unless its session still names the same member, unchanged (a guest who kept an account is
       * a member now: a new stream hears them as one); also when it cannot tell.
       */
      const checkSession = async () => {
        const now = await findSessionMember(app.db, secret, { fresh: true }).catch(() => undefined);
        const same =
          now?.id === me.id &&
          now.username === me.username &&
          now.isAdmin === me.isAdmin &&
          now.guestOf === me.guestOf;
        if (!same) end();
      };
      const onSignal = (signal: LiveEvent | SessionSignal) => {
        if (signal.type === 'session') void checkSession();
        else send(signal);
      };
      const heartbeat = setInterval(() => {
        response.write(': ping\n\n');
        void checkSession();
      }, app.config.eventsHeartbeatSeconds * 1000);
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        stopOnClose();
        if (!response.writableEnded) response.end();
      };
      // Registered before the (asynchronous) subscription, so a shutdown meanwhile still ends this stream.
      stopOnClose = app.events.onClose(end);
      request.raw.on('close', end);
      let stop: () => void;
      try {
        stop = await app.events.subscribe(me.id, onSignal);
      } catch (error) {
        // The reply is already taken over: log, and end the stream so the browser falls back to polling.
        request.log.error({ err: error }, 'event subscription failed');
        return end();
      }
      if (ended) return stop();
      unsubscribe = stop;
      response.write('retry: 5000\n: connected\n\n');
    },
  );
}
