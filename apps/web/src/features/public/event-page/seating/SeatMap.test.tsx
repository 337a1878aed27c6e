import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { hallSeating, seatedEvent } from '../../../../test/seating';
import { readSeatPlan } from './seat-plan';
import { SeatMap } from './SeatMap';

const seating = hallSeating();
const plan = readSeatPlan(seating, seatedEvent());

/** The plan drawn 800 × 600 pixels on the screen: two pixels to a unit of the 400 × 300 plan. */
function drawMap() {
  const onToggle = vi.fn();
  const { container } = renderWithProviders(<SeatMap layout={seating.layout} plan={plan} chosen={new Set()} onToggle={onToggle} />);
  const svg = screen.getByRole('img', { name: 'Seating plan' });
  svg.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 800, height: 600 });
  const view = () => container.querySelector('svg > g')!.getAttribute('transform');
  return { svg, view, onToggle, container };
}

const finger = (pointerId: number, x: number, y: number) => ({ pointerId, pointerType: 'touch', clientX: x, clientY: y });

describe('SeatMap', () => {
  it('zooms with two fingers about the point between them, and pans with one', () => {
    const { svg, view, onToggle } = drawMap();
    fireEvent.pointerDown(svg, finger(1, 200, 200));
    fireEvent.pointerDown(svg, finger(2, 400, 200));
    fireEvent.pointerMove(svg, finger(2, 600, 200));
    // Fingers twice as far apart: twice the scale, the plan point (150, 100) between them now under (200, 100).
    expect(view()).toBe('translate(-100 -100) scale(2)');
    fireEvent.pointerUp(svg, finger(2, 600, 200));
    // The finger left on the plan drags it on from there.
    fireEvent.pointerMove(svg, finger(1, 100, 160));
    expect(view()).toBe('translate(-150 -120) scale(2)');
    fireEvent.pointerUp(svg, finger(1, 100, 160));
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('taps a seat that the finger did not move from, and not one a drag started on', () => {
    const { svg, onToggle } = drawMap();
    // Seats are drawn a fill at a time: the seat is the one under the finger, a3 at (140, 100) of the plan.
    fireEvent.pointerDown(svg, finger(1, 280, 200));
    fireEvent.pointerMove(svg, finger(1, 283, 202));
    fireEvent.pointerUp(svg, finger(1, 283, 202));
    expect(onToggle).toHaveBeenCalledWith('a3');
    onToggle.mockClear();
    fireEvent.pointerDown(svg, finger(1, 280, 200));
    fireEvent.pointerMove(svg, finger(1, 330, 200));
    fireEvent.pointerUp(svg, finger(1, 330, 200));
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('zooms with the wheel about the pointer and with the buttons about the middle, and shows the whole plan again', () => {
    const { svg, view } = drawMap();
    const wheel = new WheelEvent('wheel', { deltaY: -100, deltaMode: 0, cancelable: true });
    // happy-dom leaves a wheel's position out: the top left corner, as a browser would say it.
    Object.defineProperties(wheel, { clientX: { value: 0 }, clientY: { value: 0 } });
    act(() => void svg.dispatchEvent(wheel));
    // The page does not scroll under the plan.
    expect(wheel.defaultPrevented).toBe(true);
    expect(view()).toBe('translate(0 0) scale(1.5)');
    fireEvent.click(screen.getByRole('button', { name: 'Show the whole plan' }));
    expect(view()).toBe('translate(0 0) scale(1)');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(view()).toBe('translate(-100 -75) scale(1.5)');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(view()).toBe('translate(0 0) scale(1)');
  });
});
