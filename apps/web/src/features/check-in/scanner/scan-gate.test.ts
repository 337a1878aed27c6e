import { describe, expect, it } from 'vitest';
import { ScanGate } from './scan-gate';

/** The camera keeps reading a code that stays in view: the door must not send it again (event-day defect). */
describe('ScanGate', () => {
  it('sends a code once while it stays in view, before and after Next', () => {
    const gate = new ScanGate(120_000);
    const code = 'SD2.k1.7.3.a_abcdefghijklmnop.sig';
    expect(gate.admit(code, 'check_in', 0)).toBe(true);
    // Read eight times a second for a minute while the answer shows: nothing is sent.
    for (let at = 125; at < 60_000; at += 125) expect(gate.admit(code, 'check_in', at)).toBe(false);
    gate.next();
    // Still in view after Next: this device handled it already.
    expect(gate.admit(code, 'check_in', 61_000)).toBe(false);
    expect(gate.admit(` ${code} `, 'check_in', 62_000)).toBe(false);
  });

  it('holds every code until Next, then takes another code, or the same code for the other action', () => {
    const gate = new ScanGate(120_000);
    expect(gate.admit('A', 'check_in', 0)).toBe(true);
    expect(gate.admit('B', 'check_in', 10)).toBe(false);
    expect(gate.waitingForNext).toBe(true);
    gate.next();
    expect(gate.admit('B', 'check_in', 20)).toBe(true);
    gate.next();
    expect(gate.admit('A', 'check_out', 30)).toBe(true);
  });

  it('sends a code again once its memory has passed, and waits for Next after an answer from elsewhere', () => {
    const gate = new ScanGate(1_000);
    expect(gate.admit('A', 'check_in', 0)).toBe(true);
    gate.next();
    expect(gate.admit('A', 'check_in', 999)).toBe(false);
    expect(gate.admit('A', 'check_in', 1_000)).toBe(true);
    gate.next();
    gate.hold();
    expect(gate.admit('C', 'check_in', 1_100)).toBe(false);
  });
});
