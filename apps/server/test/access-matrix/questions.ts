import type { Row } from './rows.js';

/** An event's questions. */
export const QUESTIONS: Row[] = [
  {
    method: 'GET',
    route: '/api/events/:event_id/questions',
    url: (f) => `/api/events/${f.eventId}/questions`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/questions',
    url: (f) => `/api/events/${f.eventId}/questions`,
    body: () => ({ title: 'Matrix?', type: 'SINGLE_LINE_TEXT', belongs_to: 'ORDER' }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'GET',
    route: '/api/events/:event_id/questions/:id',
    url: (f) => `/api/events/${f.eventId}/questions/${f.questionId}`,
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'PUT',
    route: '/api/events/:event_id/questions/:id',
    url: (f) => `/api/events/${f.eventId}/questions/${f.questionId}`,
    body: () => ({ title: 'Renamed?', type: 'RADIO', options: ['Yes', 'No'], belongs_to: 'ORDER' }),
    access: 'member',
    scope: 'ids',
  },
  {
    method: 'POST',
    route: '/api/events/:event_id/questions/sort',
    url: (f) => `/api/events/${f.eventId}/questions/sort`,
    body: (f) => [{ id: f.questionId, order: 0 }],
    access: 'member',
    scope: 'ids',
  },
];
