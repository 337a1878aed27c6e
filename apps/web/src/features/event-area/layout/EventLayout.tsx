import { Outlet } from 'react-router';
import { useEvent } from '../use-event';
import { EventHeader } from './EventHeader';
import classes from './EventLayout.module.css';
import { EventNav } from './EventNav';

/** `/manage/event/:eventId`: the event's header and menu around its pages. */
export function EventLayout() {
  const event = useEvent();
  return (
    <>
      <EventHeader event={event} />
      <div className={classes.body}>
        <EventNav event={event} />
        <div className={classes.content}>
          {/* Keyed by event, so that moving to another event starts its pages' forms afresh. */}
          <Outlet key={event.id} />
        </div>
      </div>
    </>
  );
}
