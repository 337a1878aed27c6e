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
import { checkoutRoutes } from './checkout/routes.js';
import { attendeePublicRoutes } from './attendees/public-routes.js';
import { taxAndFeeRoutes } from './taxes-and-fees/routes.js';
import { promoCodeRoutes } from './promo-codes/routes.js';
import { publicPromoCodeRoutes } from './promo-codes/public-routes.js';
import { capacityAssignmentRoutes } from './capacity-assignments/routes.js';
import { questionRoutes } from './questions/routes.js';

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
  await app.register(checkoutRoutes);
  await app.register(attendeePublicRoutes);
  await app.register(taxAndFeeRoutes);
  await app.register(promoCodeRoutes);
  await app.register(publicPromoCodeRoutes);
  await app.register(capacityAssignmentRoutes);
  await app.register(questionRoutes);
};
