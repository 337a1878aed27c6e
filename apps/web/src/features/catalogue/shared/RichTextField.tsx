import '@mantine/tiptap/styles.css';
import { useId } from 'react';
import { Input } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useLingui } from '@lingui/react/macro';

interface RichTextFieldProps {
  label: string;
  description?: string;
  /** HTML; an editor that holds no text gives an empty string (SPEC §5). */
  value?: string;
  onChange: (html: string) => void;
  error?: React.ReactNode;
}

export function RichTextField({ label, description, value = '', onChange, error }: RichTextFieldProps) {
  const { t } = useLingui();
  const labelId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } })],
    content: value,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  const labels: Partial<RichTextEditorLabels> = {
    boldControlLabel: t`Bold`,
    italicControlLabel: t`Italic`,
    underlineControlLabel: t`Underline`,
    h2ControlLabel: t`Heading`,
    h3ControlLabel: t`Subheading`,
    bulletListControlLabel: t`Bulleted list`,
    orderedListControlLabel: t`Numbered list`,
    linkControlLabel: t`Link`,
    unlinkControlLabel: t`Remove link`,
    linkEditorInputLabel: t`Link address`,
    linkEditorInputPlaceholder: 'https://example.com/',
    linkEditorExternalLink: t`Open the link in a new tab`,
    linkEditorInternalLink: t`Open the link in the same tab`,
    linkEditorSave: t`Save`,
  };

  return (
    <Input.Wrapper label={label} description={description} error={error} labelElement="div" labelProps={{ id: labelId }}>
      <RichTextEditor editor={editor} labels={labels} mt={4}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={120} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
