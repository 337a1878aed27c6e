/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API for split deployments; `/api` on the same origin by default. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** Only the messages of the public pages (public-catalog-plugin.ts). */
declare module '*.po?public' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
