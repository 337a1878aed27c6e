import type { FastifyRequest } from 'fastify';
import { eventItemParamsSchema, eventParamsSchema, requireEventManager } from '../events/event-access.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  capacityAssignmentBodySchema,
  capacityAssignmentSchema,
  dataEnvelope,
  listEnvelope,
  messageResponseSchema,
} from '@stagedoor/contracts';
import { getCapacityAssignment, listCapacityAssignmentsPage, CAPACITY_ASSIGNMENT_LIST } from './list-capacity-assignments.js';
import { createCapacityAssignment, deleteCapacityAssignment, updateCapacityAssignment } from './save-capacity-assignment.js';

const tags = ['capacity-assignments'];
const security = [{ bearer: [] }];
const eventParams = eventParamsSchema;
const itemParams = eventItemParamsSchema;
const envelope = dataEnvelope(capacityAssignmentSchema);

export const capacityAssignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const caller = (request: FastifyRequest, eventId: number) => requireEventManager(request, db, eventId);

  app.get(
    '/events/:event_id/capacity-assignments',
    {
      schema: {
        operationId: 'listCapacityAssignments',
        list: CAPACITY_ASSIGNMENT_LIST,
        tags,
        security,
        summary:
          'Capacity assignments of an event with the capacity used, paged; by name unless sort_by is name, capacity, used_capacity or status; search by name; filter by status, stop_sales_at_limit, capacity',
        params: eventParams,
        response: { 200: listEnvelope(capacityAssignmentSchema) },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      return listCapacityAssignmentsPage(app.ctx, auth.accountId, request.params.event_id, request.query as Record<string, unknown>);
    },
  );

  app.post(
    '/events/:event_id/capacity-assignments',
    {
      schema: {
        operationId: 'createCapacityAssignment',
        summary: 'Add a capacity shared by tickets',
        tags,
        security,
        params: eventParams,
        body: capacityAssignmentBodySchema,
        response: { 201: envelope },
      },
    },
    async (request, reply) => {
      const auth = await caller(request, request.params.event_id);
      const id = await createCapacityAssignment(app.ctx, auth.accountId, request.params.event_id, request.body);
      return reply.status(201).send({ data: await getCapacityAssignment(app.ctx, auth.accountId, request.params.event_id, id) });
    },
  );

  app.get(
    '/events/:event_id/capacity-assignments/:id',
    {
      schema: {
        operationId: 'getCapacityAssignment',
        summary: 'One capacity assignment with its usage',
        tags,
        security,
        params: itemParams,
        response: { 200: envelope },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      return { data: await getCapacityAssignment(app.ctx, auth.accountId, request.params.event_id, request.params.id) };
    },
  );

  app.put(
    '/events/:event_id/capacity-assignments/:id',
    {
      schema: {
        operationId: 'updateCapacityAssignment',
        summary: 'Edit a capacity assignment',
        tags,
        security,
        params: itemParams,
        body: capacityAssignmentBodySchema,
        response: { 200: envelope },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      await updateCapacityAssignment(app.ctx, auth.accountId, request.params.event_id, request.params.id, request.body);
      return { data: await getCapacityAssignment(app.ctx, auth.accountId, request.params.event_id, request.params.id) };
    },
  );

  app.delete(
    '/events/:event_id/capacity-assignments/:id',
    {
      schema: {
        operationId: 'deleteCapacityAssignment',
        summary: 'Delete a capacity assignment',
        tags,
        security,
        params: itemParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      await deleteCapacityAssignment(app.ctx, auth.accountId, request.params.event_id, request.params.id);
      return { message: 'ok' };
    },
  );
};
