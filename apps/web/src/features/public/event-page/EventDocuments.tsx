import { useEffect, useState } from 'react';
import { Anchor, Group, List, Stack, Title } from '@mantine/core';
import type { Image } from '@stagedoor/contracts';
import { Trans } from '@lingui/react/macro';
import { IconFile } from '../../../platform/ui/icons';
import { useFormat } from '../shared/format';
import { fetchEventFiles } from '../event-api';

function fileSize(bytes: number, tag: string): string {
  const units = ['byte', 'kilobyte', 'megabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(tag, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/** The event's documents, asked for once the page is shown: they are below the tickets and the page need not wait for them. */
function useEventFiles(eventId: number): Image[] {
  const [files, setFiles] = useState<Image[]>([]);
  useEffect(() => {
    const abort = new AbortController();
    fetchEventFiles(String(eventId), abort.signal).then(setFiles, () => {
      // Without its documents the page still sells; a failure leaves the section out.
    });
    return () => abort.abort();
  }, [eventId]);
  return files;
}

/** The event's public documents (SPEC §7: GET events/{id}/files); nothing while there are none. */
export function EventDocuments({ eventId }: { eventId: number }) {
  const files = useEventFiles(eventId);
  const { tag } = useFormat();
  if (files.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="documents-heading" gap="xs">
      <Title order={2} id="documents-heading" fz="xl">
        <Trans>Documents</Trans>
      </Title>
      <List listStyleType="none" spacing={6}>
        {files.map((file) => (
          <List.Item key={file.id}>
            <Group gap={6} wrap="nowrap">
              <IconFile />
              <Anchor href={file.url} target="_blank" rel="noopener noreferrer">
                {file.file_name}
              </Anchor>
              <span>({fileSize(file.size, tag)})</span>
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
