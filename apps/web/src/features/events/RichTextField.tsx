import '@mantine/tiptap/styles.css';
import { useEffect, useId, useMemo, useState } from 'react';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRichTextLabels } from './rich-text-labels';

const EXTENSIONS = [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } })];

interface RichTextFieldProps {
  label: string;
  description?: string;
  value: string;
  onChange: (html: string) => void;
  error?: React.ReactNode;
  required?: boolean;
  minHeight?: number;
}

/** A labelled rich-text input; an editor without text reports an empty string. */
export function RichTextField({ label, description, value, onChange, error, required, minHeight = 140 }: RichTextFieldProps) {
  const id = useId();
  const labels = useRichTextLabels();
  const [initialContent] = useState(value);
  const invalid = Boolean(error);
  const describedBy = [description ? `${id}-description` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ');
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
      },
    }),
    [id, describedBy, invalid, required],
  );
  // The editor picks up new options on every render; handlers are exempt from its comparison.
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialContent,
    editorProps,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A form reset or freshly loaded data replaces what the editor shows.
  useEffect(() => {
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      required={required}
      labelProps={{ id: `${id}-label`, htmlFor: undefined, onClick: () => editor.commands.focus() }}
      descriptionProps={{ id: `${id}-description` }}
      errorProps={{ id: `${id}-error` }}
    >
      <RichTextEditor editor={editor} labels={labels} mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={minHeight} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
