import type { FastifyPluginAsync } from 'fastify';
import { eventSeatingRoutes } from './routes.js';
import { moveSeatRoutes } from './move-seat-routes.js';

/** Every route of an event's seating: each file registers its own plugin here. */
export const seatingFeature: FastifyPluginAsync = async (app) => {
  await app.register(eventSeatingRoutes);
  await app.register(moveSeatRoutes);
};
