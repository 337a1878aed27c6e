import { useState } from 'react';
import { Alert, Box, Button, FileButton, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Event } from '@stagedoor/contracts';
import { IconAlert } from '../../../platform/ui/icons';
import { notifyError, notifySuccess } from '../../../platform/ui/notify';
import { deleteEventImage, uploadEventImage } from '../api';
import { IconTrash, IconUpload } from '../icons';
import { MAX_UPLOAD_BYTES, uploadErrorMessage } from '../upload-error';

/** SPEC §5: covers at least 900 × 450 pixels. */
const MIN_WIDTH = 900;
const MIN_HEIGHT = 450;

async function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** Uploads or removes the event's cover straight away; the server replaces any previous one. */
export function CoverUpload({ event }: { event: Event }) {
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const cover = event.images.find((image) => image.type === 'EVENT_COVER');

  const upload = useMutation({
    mutationFn: (file: File) => uploadEventImage(event.id, file, 'EVENT_COVER'),
    onMutate: () => setError(null),
    onSuccess: () => notifySuccess(t`The cover image was uploaded.`),
    onError: (failure) => setError(uploadErrorMessage(failure)),
  });
  const remove = useMutation({
    mutationFn: (imageId: number) => deleteEventImage(event.id, imageId),
    onSuccess: () => notifySuccess(t`The cover image was removed.`),
    onError: notifyError,
  });

  async function choose(file: File | null) {
    if (!file) return;
    setError(null);
    if (file.size > MAX_UPLOAD_BYTES) {
      setError(t`The image must be smaller than 5 MB.`);
      return;
    }
    const size = await imageSize(file);
    if (size && (size.width < MIN_WIDTH || size.height < MIN_HEIGHT)) {
      setError(t`The image must be at least 900 × 450 pixels.`);
      return;
    }
    upload.mutate(file);
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="cover-heading">
      <Title order={2} size="h4" id="cover-heading">
        <Trans>Cover image</Trans>
      </Title>
      <Text size="sm" c="dimmed" id="cover-hint">
        <Trans>Recommended 2160 × 1080 px, at least 900 × 450, under 5 MB. JPEG, PNG or WebP.</Trans>
      </Text>
      {/* Dropping a file is a shortcut; the upload button below does the same from the keyboard. */}
      <Box
        onDragOver={(dragEvent) => {
          dragEvent.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(dropEvent) => {
          dropEvent.preventDefault();
          setDragging(false);
          void choose(dropEvent.dataTransfer.files[0] ?? null);
        }}
        p={cover ? 0 : 'xl'}
        ta="center"
        style={{
          border: `2px dashed var(--mantine-color-${dragging ? 'teal-6' : 'default-border'})`,
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        {cover ? (
          <Image src={cover.url} alt={t`Current cover image`} radius="md" style={{ aspectRatio: '2 / 1' }} fit="cover" />
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>No cover image yet. Drop an image here or use the button below.</Trans>
          </Text>
        )}
      </Box>
      {error && (
        <Alert color="red" variant="light" icon={<IconAlert />} role="alert">
          {error}
        </Alert>
      )}
      <Group gap="sm">
        <FileButton onChange={(file) => void choose(file)} accept="image/png,image/jpeg,image/webp">
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload />} loading={upload.isPending} aria-describedby="cover-hint">
              {cover ? t`Replace cover image` : t`Upload cover image`}
            </Button>
          )}
        </FileButton>
        {cover && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash />}
            loading={remove.isPending}
            onClick={() => remove.mutate(cover.id)}
          >
            <Trans>Remove cover image</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  );
}
