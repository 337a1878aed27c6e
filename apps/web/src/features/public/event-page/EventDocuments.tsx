import { Anchor, Group, List, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { IconFile } from '../../../platform/ui/icons';
import { useFormat } from '../shared/format';
import { eventFilesQuery } from '../api';

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

/** The event's public documents (SPEC §7: GET events/{id}/files); nothing while there are none. */
export function EventDocuments({ eventId }: { eventId: number }) {
  const files = useQuery(eventFilesQuery(String(eventId)));
  const { tag } = useFormat();
  if (!files.data || files.data.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="documents-heading" gap="xs">
      <Title order={2} id="documents-heading" fz="xl">
        <Trans>Documents</Trans>
      </Title>
      <List listStyleType="none" spacing={6}>
        {files.data.map((file) => (
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
