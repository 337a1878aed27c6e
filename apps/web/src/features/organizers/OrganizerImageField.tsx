import { useRef, useState } from 'react';
import { Alert, Box, Button, FileButton, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Organizer, OrganizerImageType } from '@stagedoor/contracts';
import { IconAlert } from '../../platform/ui/icons';
import { errorMessage, notifyError, notifySuccess } from '../../platform/ui/notify';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, deleteOrganizerImage, uploadOrganizerImage } from './organizer-edit-api';

interface OrganizerImageFieldProps {
  organizer: Organizer;
  type: OrganizerImageType;
  title: string;
  /** The size rules, shown before anyone picks a file. */
  rules: string;
  previewAlt: string;
  emptyText: string;
  uploadLabel: string;
  replaceLabel: string;
  removeLabel: string;
  previewHeight: number;
  previewFit: 'cover' | 'contain';
}

/** One image of an organizer: its preview, the rules, and upload, replace or remove right away. */
export function OrganizerImageField(props: OrganizerImageFieldProps) {
  const { organizer, type, title } = props;
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const image = organizer.images.find((candidate) => candidate.type === type);
  const headingId = `organizer-${type.toLowerCase()}-heading`;

  const upload = useMutation({
    mutationFn: (file: File) => uploadOrganizerImage(organizer.id, type, file),
    onMutate: () => setError(null),
    onSuccess: () => notifySuccess(t`The image was uploaded.`),
    onError: (failure) => setError(errorMessage(failure)),
    onSettled: () => resetRef.current?.(),
  });
  const remove = useMutation({
    mutationFn: (imageId: number) => deleteOrganizerImage(organizer.id, imageId),
    onSuccess: () => notifySuccess(t`The image was removed.`),
    onError: notifyError,
  });

  const choose = (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) {
      setError(t`The image must be under 5 MB.`);
      resetRef.current?.();
      return;
    }
    upload.mutate(file);
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={4} size="h5" id={headingId}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {props.rules}
      </Text>
      {image ? (
        <Image src={image.url} alt={props.previewAlt} h={props.previewHeight} fit={props.previewFit} radius="md" bg="gray.1" />
      ) : (
        <Box
          h={props.previewHeight}
          bd="1px dashed var(--mantine-color-default-border)"
          style={{ borderRadius: 'var(--mantine-radius-md)', display: 'grid', placeItems: 'center' }}
        >
          <Text size="sm" c="dimmed">
            {props.emptyText}
          </Text>
        </Box>
      )}
      {error && (
        <Alert color="red" variant="light" icon={<IconAlert />} role="alert">
          {error}
        </Alert>
      )}
      <Group gap="xs">
        <FileButton onChange={choose} accept={ACCEPTED_IMAGE_TYPES.join(',')} resetRef={resetRef}>
          {(buttonProps) => (
            <Button {...buttonProps} variant="light" size="xs" loading={upload.isPending}>
              {image ? props.replaceLabel : props.uploadLabel}
            </Button>
          )}
        </FileButton>
        {image && (
          <Button variant="subtle" color="red" size="xs" loading={remove.isPending} onClick={() => remove.mutate(image.id)}>
            {props.removeLabel}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
