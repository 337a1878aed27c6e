import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/routes.js';
import { devMailboxRoutes } from './dev-mailbox/routes.js';
import { authRoutes } from './auth/routes.js';
import { userRoutes } from './users/routes.js';
import { accountRoutes } from './accounts/routes.js';
import { organizerRoutes } from './organizers/routes.js';
import { fileRoutes } from './files/routes.js';
import { eventRoutes } from './events/routes.js';
import { publicEventRoutes } from './events/public-routes.js';
import { ticketRoutes } from './tickets/routes.js';

/** Every feature's routes, mounted under /api. */
export const registerFeatures: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(devMailboxRoutes);
  await app.register(fileRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(accountRoutes);
  await app.register(organizerRoutes);
  await app.register(eventRoutes);
  await app.register(publicEventRoutes);
  await app.register(ticketRoutes);
};
