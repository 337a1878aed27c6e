export * from './router';
export * from './react';
