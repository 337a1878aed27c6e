import { createContext, useContext } from 'react';

/** What the event page's sold-out prices need to offer their waiting list: the event and the date shown. */
export interface WaitingListPlace {
  eventId: number;
  dateId: number | null;
}

export const WaitingListContext = createContext<WaitingListPlace | null>(null);

export const useWaitingListPlace = () => useContext(WaitingListContext);
