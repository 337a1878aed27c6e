import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Question, QuestionBody } from '@stagedoor/contracts';
import { api, type Envelope } from '../../../platform/api/client';
import { getAllPages } from '../../../platform/api/all-pages';

export const questionsKey = (eventId: number) => ['events', eventId, 'questions'] as const;

/** The three default questions first (string ids, `is_default`), then the event's own in their order. */
export function questionsQuery(eventId: number) {
  return queryOptions({
    queryKey: questionsKey(eventId),
    queryFn: ({ signal }) => getAllPages<Question>(api, `events/${eventId}/questions`, { signal }),
  });
}

/** One of the event's own questions: its id is a number. */
export type EventQuestion = Question & { id: number };

export function isEventQuestion(question: Question): question is EventQuestion {
  return !question.is_default && typeof question.id === 'number';
}

export function useSaveQuestion(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: QuestionBody }) =>
      (id === undefined
        ? api.post<Envelope<Question>>(`events/${eventId}/questions`, body)
        : api.put<Envelope<Question>>(`events/${eventId}/questions/${id}`, body)
      ).then((response) => response.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey(eventId) }),
  });
}

export function useDeleteQuestion(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`events/${eventId}/questions/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey(eventId) }),
  });
}
