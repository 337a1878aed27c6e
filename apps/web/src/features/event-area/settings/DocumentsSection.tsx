import { useState } from 'react';
import { ActionIcon, Alert, Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Event, Image } from '@stagedoor/contracts';
import { notifyError, notifySuccess } from '../../../platform/ui/notify';
import { IconAlert, IconPlus } from '../../../platform/ui/icons';
import { QueryState } from '../../../platform/ui/QueryState';
import { IconTrash } from '../icons';
import { deleteEventImage, eventImagesQuery, uploadEventImage } from '../api';
import { confirmAction } from '../../../platform/ui/confirm';
import { MAX_UPLOAD_BYTES, uploadErrorMessage } from '../upload-error';
import { SettingsSection } from './SettingsSection';

function formatSize(bytes: number, locale: string): string {
  const unit = bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte';
  const value = unit === 'megabyte' ? bytes / (1024 * 1024) : bytes / 1024;
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

function DocumentRow({ event, file }: { event: Event; file: Image }) {
  const { t, i18n } = useLingui();
  const name = file.file_name;
  const remove = useMutation({
    mutationFn: () => deleteEventImage(event.id, file.id),
    onSuccess: () => notifySuccess(t`“${name}” was removed.`),
    onError: notifyError,
  });
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <div style={{ minWidth: 0 }}>
        <Anchor href={file.url} target="_blank" rel="noopener" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {formatSize(file.size, i18n.locale)}
        </Text>
      </div>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t`Delete ${name}`}
        loading={remove.isPending}
        onClick={() =>
          confirmAction({
            title: t`Delete this document?`,
            message: t`“${name}” is removed from the event page.`,
            confirmLabel: t`Delete`,
            danger: true,
            onConfirm: () => remove.mutate(),
          })
        }
      >
        <IconTrash />
      </ActionIcon>
    </Group>
  );
}

/** Public documents (programmes, maps, terms) offered for download on the event page. */
export function DocumentsSection({ event }: { event: Event }) {
  const { t } = useLingui();
  const images = useQuery(eventImagesQuery(event.id));
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadEventImage(event.id, file, 'DOCUMENT'),
    onMutate: () => setError(null),
    onSuccess: (file) => {
      const name = file.file_name;
      notifySuccess(t`“${name}” was added.`);
    },
    onError: (failure) => setError(uploadErrorMessage(failure)),
  });
  const choose = (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) setError(t`The file must be smaller than 5 MB.`);
    else upload.mutate(file);
  };

  return (
    <SettingsSection
      id="documents"
      title={t`Public documents`}
      description={t`PDF files or images that buyers can download from the event page, under 5 MB each.`}
    >
      {error && (
        <Alert color="red" variant="light" icon={<IconAlert />} role="alert">
          {error}
        </Alert>
      )}
      <QueryState query={images} skeletonRows={1}>
        {(data) => {
          const documents = data.filter((image) => image.type === 'DOCUMENT');
          return documents.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>No documents yet.</Trans>
            </Text>
          ) : (
            <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {documents.map((file) => (
                <DocumentRow key={file.id} event={event} file={file} />
              ))}
            </Stack>
          );
        }}
      </QueryState>
      <Group>
        <FileButton onChange={choose} accept="application/pdf,image/png,image/jpeg,image/webp,image/gif">
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPlus />} loading={upload.isPending}>
              <Trans>Add a document</Trans>
            </Button>
          )}
        </FileButton>
      </Group>
    </SettingsSection>
  );
}
