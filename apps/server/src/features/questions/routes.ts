import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idSchema, questionBodySchema, questionSchema } from '@stagedoor/contracts';
import { requestLocale } from '../../platform/http/locale.js';
import { registerResourceRoutes } from '../../platform/http/resource-routes.js';
import { eventParamsSchema, requireEventManager } from '../events/event-access.js';
import { assertEditable, questionRefOf } from './default-questions.js';
import { getQuestion, listQuestions, QUESTION_LIST } from './list-questions.js';
import { createQuestion, deleteQuestion, sortQuestions, updateQuestion } from './save-question.js';

/** A question's id, or the key of a default question (first_name, last_name, email). */
const questionParams = z.object({ event_id: idSchema, id: z.string() });

export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  registerResourceRoutes(app, {
    path: '/events/:event_id/questions',
    tags: ['questions'],
    params: eventParamsSchema,
    itemParams: questionParams,
    body: questionBodySchema,
    item: questionSchema,
    access: (request, params) => requireEventManager(request, ctx.db, params.event_id),
    list: {
      operationId: 'listQuestions',
      list: QUESTION_LIST,
      summary:
        'The default questions (first name, last name, email), then the event’s questions in their sort order, paged; sort_by order, title, type or belongs_to; search by title; filter by type, belongs_to, required, is_hidden, is_default',
      run: (auth, params, query, request) => listQuestions(ctx, auth.accountId, params.event_id, requestLocale(request), query),
    },
    create: {
      operationId: 'createQuestion',
      summary: 'Add a question for buyers or attendees',
      run: async (auth, params, body, request) => {
        const id = await createQuestion(ctx, auth.accountId, params.event_id, body);
        return getQuestion(ctx, auth.accountId, params.event_id, { kind: 'event', id }, requestLocale(request));
      },
    },
    get: {
      operationId: 'getQuestion',
      summary: 'One question',
      run: (auth, params, request) => getQuestion(ctx, auth.accountId, params.event_id, questionRefOf(params.id), requestLocale(request)),
    },
    update: {
      operationId: 'updateQuestion',
      errors: ['DEFAULT_QUESTION_IMMUTABLE'],
      summary: 'Edit a question; default questions answer 409',
      run: async (auth, params, body, request) => {
        const ref = questionRefOf(params.id);
        assertEditable(ref);
        await updateQuestion(ctx, auth.accountId, params.event_id, ref.id, body);
        return getQuestion(ctx, auth.accountId, params.event_id, ref, requestLocale(request));
      },
    },
    delete: {
      operationId: 'deleteQuestion',
      errors: ['DEFAULT_QUESTION_IMMUTABLE'],
      summary: 'Delete a question; default questions answer 409',
      run: async (auth, params) => {
        const ref = questionRefOf(params.id);
        assertEditable(ref);
        await deleteQuestion(ctx, auth.accountId, params.event_id, ref.id);
      },
    },
    sort: {
      operationId: 'sortQuestions',
      summary: 'Drag-to-sort: the new position of each of the event’s questions',
      run: (auth, params, body) => sortQuestions(ctx, auth.accountId, params.event_id, body),
    },
  });
};
