import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataEnvelope, messageResponseSchema, questionSchema, type Question, type QuestionBody } from '@stagedoor/contracts';
import { api } from '../../../platform/api/client';
import { getAllPages } from '../../../platform/api/all-pages';

const itemAnswer = dataEnvelope(questionSchema);

export const questionsKey = (eventId: number) => ['events', eventId, 'questions'] as const;

/** The three default questions first (string ids, `is_default`), then the event's own in their order. */
export function questionsQuery(eventId: number) {
  return queryOptions({
    queryKey: questionsKey(eventId),
    queryFn: ({ signal }) => getAllPages(api, `events/${eventId}/questions`, questionSchema, { signal }),
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
        ? api.post(`events/${eventId}/questions`, body, { schema: itemAnswer })
        : api.put(`events/${eventId}/questions/${id}`, body, { schema: itemAnswer })
      ).then((response) => response.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey(eventId) }),
  });
}

export function useDeleteQuestion(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`events/${eventId}/questions/${id}`, { schema: messageResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey(eventId) }),
  });
}
