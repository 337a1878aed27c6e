/**
 * The rows of the access matrix: every authenticated route with a request its administrator may make, one table a
 * feature area. Ordered so that the control run can make every request in turn on one account: the tables are
 * joined in the order below, and each keeps its rows in order.
 */
import { USERS } from './users.js';
import { ACCOUNTS } from './accounts.js';
import { ORGANIZERS } from './organizers.js';
import { EVENTS } from './events.js';
import { CATALOGUE } from './catalogue.js';
import { WAITING_LIST } from './waiting-list.js';
import { AFFILIATES } from './affiliates.js';
import { ORDERS } from './orders.js';
import { CAPACITY_ASSIGNMENTS } from './capacity-assignments.js';
import { DATES } from './dates.js';
import { SEATING } from './seating.js';
import { QUESTIONS } from './questions.js';
import { ATTENDEES } from './attendees.js';
import { MESSAGES } from './messages.js';
import { CHECK_IN } from './check-in.js';
import { REMOVALS } from './removals.js';
import { INTEGRATIONS } from './integrations.js';
import { WAITING_ROOM } from './waiting-room.js';
import { LAST } from './last.js';
import type { Row } from './rows.js';

export { EVENT_DATES, PUBLIC_PREFIXES, type Fixture, type Row } from './rows.js';

export const MATRIX: Row[] = [
  ...USERS,
  ...ACCOUNTS,
  ...ORGANIZERS,
  ...EVENTS,
  ...CATALOGUE,
  ...WAITING_LIST,
  ...AFFILIATES,
  ...ORDERS,
  ...CAPACITY_ASSIGNMENTS,
  ...DATES,
  ...SEATING,
  ...QUESTIONS,
  ...ATTENDEES,
  ...MESSAGES,
  ...CHECK_IN,
  ...REMOVALS,
  ...INTEGRATIONS,
  ...WAITING_ROOM,
  ...LAST,
];
