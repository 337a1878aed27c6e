import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { capacityAssignmentBodySchema, capacityAssignmentSchema } from '@stagedoor/contracts';
import { registerResourceRoutes } from '../../platform/http/resource-routes.js';
import { eventItemParamsSchema, eventParamsSchema, requireEventManager } from '../events/event-access.js';
import { getCapacityAssignment, listCapacityAssignmentsPage, CAPACITY_ASSIGNMENT_LIST } from './list-capacity-assignments.js';
import { createCapacityAssignment, deleteCapacityAssignment, updateCapacityAssignment } from './save-capacity-assignment.js';

export const capacityAssignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  registerResourceRoutes(app, {
    path: '/events/:event_id/capacity-assignments',
    tags: ['capacity-assignments'],
    params: eventParamsSchema,
    itemParams: eventItemParamsSchema,
    body: capacityAssignmentBodySchema,
    item: capacityAssignmentSchema,
    access: (request, params) => requireEventManager(request, ctx.db, params.event_id),
    list: {
      operationId: 'listCapacityAssignments',
      list: CAPACITY_ASSIGNMENT_LIST,
      summary:
        'Capacity assignments of an event with the capacity used, paged; by name unless sort_by is name, capacity, used_capacity or status; search by name; filter by status, stop_sales_at_limit, capacity',
      run: (auth, params, query) => listCapacityAssignmentsPage(ctx, auth.accountId, params.event_id, query),
    },
    create: {
      operationId: 'createCapacityAssignment',
      summary: 'Add a capacity shared by tickets',
      run: async (auth, params, body) => {
        const id = await createCapacityAssignment(ctx, auth.accountId, params.event_id, body);
        return getCapacityAssignment(ctx, auth.accountId, params.event_id, id);
      },
    },
    get: {
      operationId: 'getCapacityAssignment',
      summary: 'One capacity assignment with its usage',
      run: (auth, params) => getCapacityAssignment(ctx, auth.accountId, params.event_id, params.id),
    },
    update: {
      operationId: 'updateCapacityAssignment',
      summary: 'Edit a capacity assignment',
      run: async (auth, params, body) => {
        await updateCapacityAssignment(ctx, auth.accountId, params.event_id, params.id, body);
        return getCapacityAssignment(ctx, auth.accountId, params.event_id, params.id);
      },
    },
    delete: {
      operationId: 'deleteCapacityAssignment',
      summary: 'Delete a capacity assignment',
      run: (auth, params) => deleteCapacityAssignment(ctx, auth.accountId, params.event_id, params.id),
    },
  });
};
