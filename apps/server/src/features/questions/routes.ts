import type { FastifyRequest } from 'fastify';
import { eventParamsSchema, requireEventManager } from '../events/event-access.js';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  idSchema,
  listEnvelope,
  messageResponseSchema,
  questionBodySchema,
  questionSchema,
  sortBodySchema,
} from '@stagedoor/contracts';
import { requestLocale } from '../../platform/http/locale.js';
import { assertEditable, questionRefOf } from './default-questions.js';
import { getQuestion, listQuestions, QUESTION_LIST } from './list-questions.js';
import { createQuestion, deleteQuestion, sortQuestions, updateQuestion } from './save-question.js';

const tags = ['questions'];
const security = [{ bearer: [] }];
const eventParams = eventParamsSchema;
/** A question's id, or the key of a default question (first_name, last_name, email). */
const questionParams = z.object({ event_id: idSchema, id: z.string() });
const envelope = dataEnvelope(questionSchema);

export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const caller = (request: FastifyRequest, eventId: number) => requireEventManager(request, db, eventId);

  app.get(
    '/events/:event_id/questions',
    {
      schema: {
        operationId: 'listQuestions',
        list: QUESTION_LIST,
        tags,
        security,
        summary:
          'The default questions (first name, last name, email), then the event’s questions in their sort order, paged; sort_by order, title, type or belongs_to; search by title; filter by type, belongs_to, required, is_hidden, is_default',
        params: eventParams,
        response: { 200: listEnvelope(questionSchema) },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      return listQuestions(
        app.ctx,
        auth.accountId,
        request.params.event_id,
        requestLocale(request),
        request.query as Record<string, unknown>,
      );
    },
  );

  app.post(
    '/events/:event_id/questions',
    {
      schema: {
        operationId: 'createQuestion',
        summary: 'Add a question for buyers or attendees',
        tags,
        security,
        params: eventParams,
        body: questionBodySchema,
        response: { 201: envelope },
      },
    },
    async (request, reply) => {
      const auth = await caller(request, request.params.event_id);
      const id = await createQuestion(app.ctx, auth.accountId, request.params.event_id, request.body);
      const question = await getQuestion(app.ctx, auth.accountId, request.params.event_id, { kind: 'event', id }, requestLocale(request));
      return reply.status(201).send({ data: question });
    },
  );

  app.get(
    '/events/:event_id/questions/:id',
    {
      schema: { operationId: 'getQuestion', summary: 'One question', tags, security, params: questionParams, response: { 200: envelope } },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      const ref = questionRefOf(request.params.id);
      return { data: await getQuestion(app.ctx, auth.accountId, request.params.event_id, ref, requestLocale(request)) };
    },
  );

  app.put(
    '/events/:event_id/questions/:id',
    {
      schema: {
        operationId: 'updateQuestion',
        errors: ['DEFAULT_QUESTION_IMMUTABLE'],
        tags,
        security,
        summary: 'Edit a question; default questions answer 409',
        params: questionParams,
        body: questionBodySchema,
        response: { 200: envelope },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      const ref = questionRefOf(request.params.id);
      assertEditable(ref);
      await updateQuestion(app.ctx, auth.accountId, request.params.event_id, ref.id, request.body);
      return { data: await getQuestion(app.ctx, auth.accountId, request.params.event_id, ref, requestLocale(request)) };
    },
  );

  app.delete(
    '/events/:event_id/questions/:id',
    {
      schema: {
        operationId: 'deleteQuestion',
        errors: ['DEFAULT_QUESTION_IMMUTABLE'],
        tags,
        security,
        summary: 'Delete a question; default questions answer 409',
        params: questionParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      const ref = questionRefOf(request.params.id);
      assertEditable(ref);
      await deleteQuestion(app.ctx, auth.accountId, request.params.event_id, ref.id);
      return { message: 'ok' };
    },
  );

  app.post(
    '/events/:event_id/questions/sort',
    {
      schema: {
        operationId: 'sortQuestions',
        tags,
        security,
        summary: 'Drag-to-sort: the new position of each of the event’s questions',
        params: eventParams,
        body: sortBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      await sortQuestions(app.ctx, auth.accountId, request.params.event_id, request.body);
      return { message: 'ok' };
    },
  );
};
