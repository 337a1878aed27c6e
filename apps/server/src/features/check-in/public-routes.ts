import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkInBatchBodySchema,
  checkInBatchResultSchema,
  checkInErrorSchema,
  checkInShortIdParamsSchema,
  dataEnvelope,
  listEnvelope,
  offlineCheckInDataSchema,
  publicCheckInAttendeeSchema,
  publicCheckInAttendeesQuerySchema,
  publicCheckInBodySchema,
  publicCheckInListSchema,
  publicCheckInResultSchema,
} from '@stagedoor/contracts';
import { enforceRateLimit } from '../../platform/rate-limit.js';
import { checkInAtDoor } from './check-in-at-door.js';
import { doorId, doorIdKey } from './door-ids.js';
import { offlineDataJson } from './offline-data.js';
import { searchDoorAttendees } from './public-attendees.js';
import { loadActiveList, presentPublicList, requireScanTimes } from './public-list.js';
import { uploadScans } from './upload-scans.js';

const gzipAsync = promisify(gzip);
const tags = ['check-in'];
const params = checkInShortIdParamsSchema;
const errors = (...statuses: number[]) => Object.fromEntries([404, 409, 429, ...statuses].map((status) => [status, checkInErrorSchema]));

/** The scanner's API (API.md "Public check-in"): no token, the list's short id is the credential. */
export const checkInPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const limit = (request: FastifyRequest, kind: string, max: number, cost = 1) =>
    enforceRateLimit(ctx.db, `${kind}:${request.ip}`, { max, windowSeconds: 60 }, cost);
  const calls = (request: FastifyRequest, cost = 1) => limit(request, 'check-in', ctx.config.rateLimitCheckIn, cost);

  app.get(
    '/public/check-in-lists/:short_id',
    {
      schema: {
        tags,
        operationId: 'getPublicCheckInList',
        summary: 'The list, its event and its live counts; 409 CHECK_IN_LIST_NOT_ACTIVE (with activates_at) or CHECK_IN_LIST_EXPIRED',
        params,
        response: { 200: dataEnvelope(publicCheckInListSchema), ...errors() },
      },
    },
    async (request) => {
      await calls(request);
      return { data: await presentPublicList(ctx.db, await loadActiveList(ctx.db, request.params.short_id)) };
    },
  );

  app.get(
    '/public/check-in-lists/:short_id/attendees',
    {
      schema: {
        tags,
        operationId: 'searchCheckInAttendees',
        summary: 'Attendees of the list’s tickets matching `query` (required): start of a name or the exact ticket short id; no emails',
        params,
        querystring: publicCheckInAttendeesQuerySchema,
        response: { 200: listEnvelope(publicCheckInAttendeeSchema), ...errors(422) },
      },
    },
    async (request) => {
      await calls(request);
      const open = await loadActiveList(ctx.db, request.params.short_id);
      const doorKey = doorIdKey(ctx.config.appSecret);
      return searchDoorAttendees(ctx.db, open, (attendeeId) => doorId(doorKey, open.list.id, attendeeId), request.query);
    },
  );

  app.post(
    '/public/check-in-lists/:short_id/check-ins',
    {
      schema: {
        tags,
        operationId: 'checkInAtDoor',
        summary:
          'Check an attendee in or out by short id or QR code; 409 ALREADY_CHECKED_IN (with when and which device), ATTENDEE_CANCELLED, TICKET_NOT_ON_LIST, NOT_CHECKED_IN; 404 for an unknown or forged code',
        params,
        body: publicCheckInBodySchema,
        response: { 200: dataEnvelope(publicCheckInResultSchema), ...errors(422) },
      },
    },
    async (request) => {
      await calls(request);
      const open = await loadActiveList(ctx.db, request.params.short_id);
      const { body } = request;
      if (body.scanned_at) requireScanTimes(open.list, [{ field: 'scanned_at', at: new Date(body.scanned_at) }]);
      return {
        data: await checkInAtDoor(ctx, {
          open,
          attendeeShortId: body.attendee_short_id,
          qr: body.qr,
          action: body.action,
          deviceId: body.device_id ?? null,
          scannedAt: body.scanned_at ? new Date(body.scanned_at) : null,
        }),
      };
    },
  );

  app.get(
    '/public/check-in-lists/:short_id/offline',
    {
      schema: {
        tags,
        operationId: 'downloadCheckInList',
        summary:
          'Everything a scanner needs offline: list, event, attendees as compact rows, and the public keys that verify ticket QR codes (gzip when accepted)',
        params,
        // Sent as a ready-made (gzipped) buffer, which Fastify never runs through the serializer.
        response: { 200: dataEnvelope(offlineCheckInDataSchema), ...errors() },
      },
    },
    async (request, reply) => {
      await limit(
        request,
        'check-in-offline',
        ctx.config.rateLimitCheckIn > 0 ? Math.max(1, Math.floor(ctx.config.rateLimitCheckIn / 20)) : 0,
      );
      const json = await offlineDataJson(ctx, await loadActiveList(ctx.db, request.params.short_id));
      reply.header('cache-control', 'no-store').header('vary', 'accept-encoding').type('application/json; charset=utf-8');
      // The body is the schema's JSON already, as bytes: typed as the schema for the route, sent as is.
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        return reply.header('content-encoding', 'gzip').send((await gzipAsync(json, { level: 6 })) as never);
      }
      return reply.send(Buffer.from(json) as never);
    },
  );

  app.post(
    '/public/check-in-lists/:short_id/check-ins/batch',
    {
      schema: {
        tags,
        operationId: 'uploadOfflineCheckIns',
        summary:
          'Upload scans made offline (at most CHECK_IN_BATCH_MAX, each counted against the check-in rate limit): each answers on its own (APPLIED, ALREADY_CHECKED_IN with conflict, ATTENDEE_CANCELLED, …); a repeated upload changes nothing; 409 CHECK_IN_LIST_NOT_ACTIVE / CHECK_IN_LIST_EXPIRED',
        params,
        body: checkInBatchBodySchema,
        response: { 200: dataEnvelope(checkInBatchResultSchema), ...errors(422) },
      },
    },
    async (request) => {
      // Each scan of a batch counts against the limit, as it would online.
      await calls(request, request.body.check_ins.length);
      // Like every way of checking in, an upload respects the list's activation and expiry (API.md).
      const open = await loadActiveList(ctx.db, request.params.short_id);
      requireScanTimes(
        open.list,
        request.body.check_ins.map((scan, index) => ({ field: `check_ins.${index}.scanned_at`, at: new Date(scan.scanned_at) })),
      );
      return { data: { results: await uploadScans(ctx, open, request.body.device_id, request.body.check_ins) } };
    },
  );
};
