// What the picker shows only once the plan is fetched (drawn, listed, and the seats chosen from either), in a chunk
// of its own: on a phone, where best available comes first, it is often never loaded (SeatPicker.tsx).
export { SeatLists } from './SeatLists';
export { SeatMap } from './SeatMap';
export { SelectedSeats } from './SelectedSeats';
