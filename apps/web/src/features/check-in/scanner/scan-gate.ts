import type { PublicCheckInAction } from '@stagedoor/contracts';

/** How long a code this device handled is not sent again for the same action. */
export const HANDLED_CODE_MEMORY_MS = 2 * 60_000;

/**
 * Decides which codes the camera reads are sent. A code stays in front of the camera
 * long after its answer, and the camera reads it several times a second: sending it
 * again would turn "Admitted" into "Already checked in" on this very device and send
 * a refusal every few seconds. So an answer stays until Next, and a code this device
 * handled is not sent again for the same action (check-in or check-out) for a while,
 * online and offline alike. Another code, or the same code for the other action, is
 * sent as soon as the door is ready.
 */
export class ScanGate {
  private showing = false;
  private readonly handled = new Map<string, number>();

  constructor(private readonly memoryMs = HANDLED_CODE_MEMORY_MS) {}

  /** Whether a code read now is sent; if so, the door shows its answer until `next()`. */
  admit(code: string, action: PublicCheckInAction, now = Date.now()): boolean {
    if (this.showing) return false;
    for (const [key, at] of this.handled) if (now - at >= this.memoryMs) this.handled.delete(key);
    const key = `${action}\n${code.trim()}`;
    if (this.handled.has(key)) return false;
    this.handled.set(key, now);
    this.showing = true;
    return true;
  }

  /** The code's answer was no answer (a failure): after Next it may be read again at once. */
  forget(code: string, action: PublicCheckInAction): void {
    this.handled.delete(`${action}\n${code.trim()}`);
  }

  /** An answer reached the door by another way (search, barcode scanner): the camera waits for Next too. */
  hold(): void {
    this.showing = true;
  }

  /** Next: the door takes the next ticket (the code just handled still is not sent again). */
  next(): void {
    this.showing = false;
  }

  get waitingForNext(): boolean {
    return this.showing;
  }
}
