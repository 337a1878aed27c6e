import type { FastifyPluginAsync } from 'fastify';
import { dateRoutes } from './routes.js';
import { publicDateRoutes } from './public-routes.js';
import { cancelDateRoutes } from './cancel-date-routes.js';

/** Every route of the dates feature: each file registers its own plugin here. */
export const datesFeature: FastifyPluginAsync = async (app) => {
  await app.register(dateRoutes);
  await app.register(publicDateRoutes);
  await app.register(cancelDateRoutes);
};
