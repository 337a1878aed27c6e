import { useLingui } from '@lingui/react/macro';
import type { RichTextEditorLabels } from '@mantine/tiptap';

/** The names of the editor's toolbar buttons, in the user's language. */
export function useRichTextLabels(): Partial<RichTextEditorLabels> {
  const { t } = useLingui();
  return {
    boldControlLabel: t`Bold`,
    italicControlLabel: t`Italic`,
    underlineControlLabel: t`Underline`,
    strikeControlLabel: t`Strikethrough`,
    clearFormattingControlLabel: t`Clear formatting`,
    h2ControlLabel: t`Heading`,
    h3ControlLabel: t`Subheading`,
    bulletListControlLabel: t`Bulleted list`,
    orderedListControlLabel: t`Numbered list`,
    blockquoteControlLabel: t`Quote`,
    linkControlLabel: t`Link`,
    unlinkControlLabel: t`Remove link`,
    linkEditorInputLabel: t`Link address`,
    linkEditorInputPlaceholder: 'https://example.com',
    linkEditorExternalLink: t`Open the link in a new tab`,
    linkEditorInternalLink: t`Open the link in the same tab`,
    linkEditorSave: t`Save`,
  };
}
