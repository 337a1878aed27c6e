import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconDownload } from '../seating-plans/icons';

interface ReportFiltersProps<Kind extends string> {
  kinds: readonly Kind[];
  kindLabels: Record<Kind, string>;
  kind: Kind;
  onKind: (kind: Kind) => void;
  from: string;
  to: string;
  onRange: (range: { from: string; to: string }) => void;
  onDownload: () => void;
  downloading: boolean;
  /** The date filter, on an event's reports. */
  children?: React.ReactNode;
}

/** Which report, over which days of sale, and its CSV: native controls, so the keyboard and screen readers know them. */
export function ReportFilters<Kind extends string>(props: ReportFiltersProps<Kind>) {
  const { t } = useLingui();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label={t`Report`}
        w={260}
        value={props.kind}
        onChange={(event) => props.onKind(event.currentTarget.value as Kind)}
        data={props.kinds.map((kind) => ({ value: kind, label: props.kindLabels[kind] }))}
      />
      <TextInput
        type="date"
        label={t`From`}
        value={props.from}
        max={props.to || undefined}
        onChange={(event) => props.onRange({ from: event.currentTarget.value, to: props.to })}
      />
      <TextInput
        type="date"
        label={t`To`}
        value={props.to}
        min={props.from || undefined}
        onChange={(event) => props.onRange({ from: props.from, to: event.currentTarget.value })}
      />
      {props.children}
      <Button variant="default" leftSection={<IconDownload />} onClick={props.onDownload} loading={props.downloading}>
        {t`Download CSV`}
      </Button>
    </Group>
  );
}
