/**
 * The web project's test set-up (vitest.config.ts): a real in-memory IndexedDB for the scanner's
 * offline store, the English source messages, and a clean document after each test.
 */
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../platform/i18n/i18n';

i18n.loadAndActivate({ locale: 'en', messages: {} });

afterEach(() => {
  cleanup();
});
