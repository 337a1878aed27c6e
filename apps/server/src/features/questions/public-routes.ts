import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, idSchema, questionSchema } from '@stagedoor/contracts';
import { listPublicQuestions } from './list-public-questions.js';

/** The checkout's details form asks these; no token needed. */
export const publicQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/events/:event_id/questions',
    {
      schema: {
        operationId: 'listPublicQuestions',
        tags: ['public'],
        summary: 'The questions buyers answer at checkout: the live event’s visible questions, without the default ones',
        params: z.object({ event_id: idSchema }),
        response: { 200: dataEnvelope(z.array(questionSchema)) },
      },
    },
    async (request) => ({ data: await listPublicQuestions(app.ctx.db, request.params.event_id) }),
  );
};
