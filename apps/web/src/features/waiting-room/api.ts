import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataEnvelope, waitingRoomSchema, type WaitingRoomBody } from '@stagedoor/contracts';
import { api } from '../../platform/api/client';

const roomAnswer = dataEnvelope(waitingRoomSchema);

/** How often the panel asks for the live figures: the server keeps them from the room row and small index ranges. */
export const FIGURES_REFRESH_MS = 3_000;

export const waitingRoomKey = (eventId: number) => ['events', eventId, 'waiting-room'] as const;

/** The event's waiting room with its live figures, asked again every few seconds while the page is open. */
export function waitingRoomQuery(eventId: number) {
  return queryOptions({
    queryKey: waitingRoomKey(eventId),
    queryFn: ({ signal }) => api.get(`events/${eventId}/waiting-room`, { signal, schema: roomAnswer }).then((r) => r.data),
    refetchInterval: FIGURES_REFRESH_MS,
  });
}

/** PUT /events/{event_id}/waiting-room: settings, pause and resume all go through it. */
export function useSaveWaitingRoom(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WaitingRoomBody) => api.put(`events/${eventId}/waiting-room`, body, { schema: roomAnswer }).then((r) => r.data),
    onSuccess: (room) => queryClient.setQueryData(waitingRoomKey(eventId), room),
  });
}
