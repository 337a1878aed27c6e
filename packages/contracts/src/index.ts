export * from './common.js';
export * from './errors.js';
export * from './users.js';
export * from './auth.js';
export * from './organizers.js';
export * from './mailbox.js';
export * from './events.js';
export * from './locale.js';
