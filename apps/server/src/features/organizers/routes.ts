import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOrganizerBodySchema,
  dataEnvelope,
  idParamsSchema,
  idSchema,
  imageSchema,
  listEnvelope,
  messageResponseSchema,
  organizerSchema,
  updateOrganizerBodySchema,
} from '@stagedoor/contracts';
import { requireAuth } from '../../platform/auth/context.js';
import { authorize } from '../../platform/auth/policies.js';
import { findInAccount } from '../../platform/auth/scope.js';
import { organizers } from '../../platform/db/schema.js';
import { readUpload } from '../../platform/images/read-upload.js';
import { createOrganizer, getOrganizer, listOrganizers, updateOrganizer, ORGANIZER_LIST } from './organizers.js';
import { deleteOrganizerImage, uploadOrganizerImage } from './organizer-images.js';
import { uploadFile } from '../../platform/http/openapi.js';

const tags = ['organizers'];
const security = [{ bearer: [] }];
const organizerEnvelope = dataEnvelope(organizerSchema);

export const organizerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/organizers',
    {
      schema: {
        operationId: 'listOrganizers',
        summary: 'Organizers of the account, paged',
        list: ORGANIZER_LIST,
        tags,
        security,
        response: { 200: listEnvelope(organizerSchema) },
      },
    },
    async (request) => {
      const auth = await requireAuth(request, db);
      authorize(auth, 'manageOrganizers');
      return listOrganizers(app.ctx, auth.accountId, request.query as Record<string, unknown>);
    },
  );

  app.post(
    '/organizers',
    {
      schema: {
        operationId: 'createOrganizer',
        summary: 'Add an organizer',
        tags,
        security,
        body: createOrganizerBodySchema,
        response: { 201: organizerEnvelope },
      },
    },
    async (request, reply) => {
      const auth = await requireAuth(request, db);
      authorize(auth, 'manageOrganizers');
      return reply.status(201).send({ data: await createOrganizer(app.ctx, auth.accountId, request.body) });
    },
  );

  app.get(
    '/organizers/:id',
    {
      schema: {
        operationId: 'getOrganizer',
        summary: 'One organizer with its images',
        tags,
        security,
        params: idParamsSchema,
        response: { 200: organizerEnvelope },
      },
    },
    async (request) => {
      const auth = await requireAuth(request, db);
      authorize(auth, 'manageOrganizers');
      return { data: await getOrganizer(app.ctx, auth.accountId, request.params.id) };
    },
  );

  app.put(
    '/organizers/:id',
    {
      schema: {
        operationId: 'updateOrganizer',
        summary: 'Edit an organizer',
        tags,
        security,
        params: idParamsSchema,
        body: updateOrganizerBodySchema,
        response: { 200: organizerEnvelope },
      },
    },
    async (request) => {
      const auth = await requireAuth(request, db);
      authorize(auth, 'manageOrganizers');
      return { data: await updateOrganizer(app.ctx, auth.accountId, request.params.id, request.body) };
    },
  );

  app.post(
    '/organizers/:id/images',
    {
      schema: {
        operationId: 'uploadOrganizerImage',
        upload: z.object({ image: uploadFile, type: z.enum(['ORGANIZER_LOGO', 'ORGANIZER_COVER']) }),
        errors: ['INVALID_IMAGE'],
        tags,
        security,
        summary: 'Upload a logo or cover (multipart: image, type=ORGANIZER_LOGO|ORGANIZER_COVER)',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 201: dataEnvelope(imageSchema) },
      },
    },
    async (request, reply) => {
      const auth = await requireAuth(request, db);
      authorize(auth, 'manageOrganizers');
      await findInAccount(db, organizers, auth.accountId, request.params.id);
      const upload = await readUpload(request, 'image');
      return reply.status(201).send({ data: await uploadOrganizerImage(app.ctx, auth.accountId, request.params.id, upload) });
    },
  );

  app.delete(
    '/organizers/:id/images/:imageId',
    {
      schema: {
        operationId: 'deleteOrganizerImage',
        summary: 'Remove an image of an organizer',
        tags,
        security,
        params: z.object({ id: idSchema, imageId: idSchema }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const auth = await requireAuth(request, db);
      authorize(auth, 'manageOrganizers');
      await deleteOrganizerImage(app.ctx, auth.accountId, request.params.id, request.params.imageId);
      return { message: 'ok' };
    },
  );
};
