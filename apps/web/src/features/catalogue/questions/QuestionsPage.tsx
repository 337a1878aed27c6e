import { Button, EmptyState, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Question } from '@stagedoor/contracts';
import { IconLock, IconPlus } from '../../../platform/ui/icons';
import { notifyError, notifyFailure, notifySuccess } from '../../../platform/ui/notify';
import { PageHeader } from '../../../platform/ui/PageHeader';
import { QueryState } from '../../../platform/ui/QueryState';
import { confirmDeletion } from '../../../platform/ui/confirm';
import { useEventId } from '../../event-area/use-event';
import { FormModal, useEditorState } from '../shared/FormModal';
import { IconHelp } from '../shared/icons';
import { SortableList } from '../shared/SortableList';
import { useSortMutation } from '../shared/use-sort-mutation';
import { ticketsQuery } from '../tickets/api';
import { isEventQuestion, questionsKey, questionsQuery, useDeleteQuestion, type EventQuestion } from './api';
import { QuestionForm } from './QuestionForm';
import { noLongerAsked } from './labels';
import { QuestionRow } from './QuestionRow';

/** `/manage/event/:eventId/questions` */
export function QuestionsPage() {
  const { t } = useLingui();
  const eventId = useEventId();
  const questions = useQuery(questionsQuery(eventId));
  const tickets = useQuery(ticketsQuery(eventId));
  const editor = useEditorState<EventQuestion>();
  const remove = useDeleteQuestion(eventId);
  const sort = useSortMutation<Question[], EventQuestion>({
    queryKey: questionsKey(eventId),
    path: `events/${eventId}/questions/sort`,
    apply: (previous, items) => [
      ...previous.filter((question) => question.is_default),
      ...items.map((item, order) => ({ ...item, order })),
    ],
    failureMessage: () => t`Error sorting questions`,
  });
  const ticketList = tickets.data ?? [];

  const askDelete = (question: EventQuestion) =>
    confirmDeletion({
      title: t`Delete this question?`,
      message: noLongerAsked(question.title),
      onConfirm: () => remove.mutate(question.id, { onSuccess: () => notifySuccess(t`Question deleted`), onError: notifyError }),
    });

  const lock = (
    <ThemeIcon variant="light" color="gray" size="lg" aria-hidden="true">
      <IconLock />
    </ThemeIcon>
  );

  return (
    <>
      <PageHeader
        title={t`Questions`}
        description={t`What buyers and attendees are asked at checkout.`}
        actions={
          <Button leftSection={<IconPlus />} onClick={editor.openNew} disabled={!tickets.data}>
            <Trans>Add question</Trans>
          </Button>
        }
      />
      <QueryState query={questions}>
        {(data) => {
          const defaults = data.filter((question) => question.is_default);
          const own = data.filter(isEventQuestion);
          return (
            <Stack gap="xl">
              <Stack gap="sm" component="section" aria-labelledby="default-questions-heading">
                <Title order={2} size="h4" id="default-questions-heading">
                  {t`Default questions`}
                </Title>
                <Text size="sm" c="dimmed">
                  {t`Every order asks for these. They cannot be edited.`}
                </Text>
                {defaults.map((question) => (
                  <QuestionRow
                    key={String(question.id)}
                    question={question}
                    tickets={ticketList}
                    leading={lock}
                    onEdit={() => notifyFailure(t`Default questions cannot be edited`)}
                  />
                ))}
              </Stack>
              <Stack gap="sm" component="section" aria-labelledby="event-questions-heading">
                <Title order={2} size="h4" id="event-questions-heading">
                  {t`Your questions`}
                </Title>
                {own.length === 0 ? (
                  <EmptyState variant="light" icon={<IconHelp size={28} />} py={32}>
                    <EmptyState.Title order={3}>{t`No questions of your own yet`}</EmptyState.Title>
                    <EmptyState.Description>
                      {t`Ask for dietary needs, T-shirt sizes or anything else you need to know.`}
                    </EmptyState.Description>
                  </EmptyState>
                ) : (
                  <>
                    <Text size="sm" c="dimmed">
                      {t`Drag the questions into the order they are asked.`}
                    </Text>
                    <SortableList
                      items={own}
                      getId={(question) => question.id}
                      getLabel={(question) => question.title}
                      onReorder={(items) => sort.mutate(items)}
                      disabled={sort.isPending}
                      renderItem={(question, drag) => (
                        <QuestionRow
                          question={question}
                          tickets={ticketList}
                          leading={drag.handle}
                          onEdit={() => editor.openEdit(question)}
                          onDelete={() => askDelete(question)}
                        />
                      )}
                    />
                  </>
                )}
              </Stack>
            </Stack>
          );
        }}
      </QueryState>
      <FormModal opened={editor.opened} onClose={editor.close} title={editor.target ? t`Edit question` : t`Add question`}>
        <QuestionForm key={editor.formKey} eventId={eventId} tickets={ticketList} question={editor.target} onDone={editor.close} />
      </FormModal>
    </>
  );
}
