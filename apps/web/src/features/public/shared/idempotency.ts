import { useRef } from 'react';

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain-HTTP installations still get a random v4 UUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * An Idempotency-Key per submit: sending the same request again (after a network
 * failure or a busy server) reuses the key, so the server never acts twice; a
 * changed request, or one sent after a definite answer, gets a fresh key.
 */
export function useIdempotencyKey() {
  const last = useRef<{ signature: string; key: string } | null>(null);
  return {
    keyFor(request: unknown): string {
      const signature = JSON.stringify(request);
      if (last.current?.signature !== signature) last.current = { signature, key: randomKey() };
      return last.current.key;
    },
    /** The server has answered for good (success, decline, refusal): the next submit is a new attempt. */
    settle(): void {
      last.current = null;
    },
  };
}
