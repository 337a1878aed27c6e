import { useEffect, useMemo, useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Grid, Group, Tabs, Text, TextInput, Tooltip, VisuallyHidden } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { layoutProblems, seatingLayoutSchema, type SeatingLayout, type SeatingPlan } from '@stagedoor/contracts';
import { isApiError } from '../../../platform/api/api-error';
import { notifyError, notifyInfo, notifySuccess } from '../../../platform/ui/notify';
import { useCopySeatingPlan, useSaveSeatingPlan } from '../api';
import { canRedo, canUndo } from '../history';
import { fieldPath, problemMessage, shapeKindLabels } from '../labels';
import { IconCopy, IconDownload, IconRedo, IconUndo } from '../icons';
import { downloadLayout } from '../plan-file';
import { deleteSelection, removedIds, selectionParts } from '../selection';
import { AddPanel } from './AddPanel';
import type { HandleNames } from './CanvasLayers';
import { CategoriesPanel } from './CategoriesPanel';
import { Legend } from './Legend';
import { OutlinePanel } from './OutlinePanel';
import { PlanCanvas, keysOf } from './PlanCanvas';
import { ProblemsList, type PlanProblem } from './ProblemsList';
import { SelectionPanel } from './SelectionPanel';
import { usePlanEditor } from './use-plan-editor';
import { useUnsavedWarning } from './use-unsaved-warning';

type PanelTab = 'add' | 'selection' | 'categories' | 'outline';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Why the layout cannot be saved as it is: the schema's rules and those of layoutProblems. */
function checkLayout(layout: SeatingLayout): PlanProblem[] {
  const result = seatingLayoutSchema.safeParse(layout);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.map((part) => (typeof part === 'number' ? part : String(part))),
    message: problemMessage(issue.message),
  }));
}

/** The editor of one plan: the drawing, the side panel, undo and redo, and saving. */
export function PlanEditor({ accountId, plan }: { accountId: number; plan: SeatingPlan }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const editor = usePlanEditor(plan.layout);
  const { layout, selection, history, select, change, undo, redo } = editor;
  const [name, setName] = useState(plan.name);
  const [saved, setSaved] = useState({ layout: plan.layout, name: plan.name });
  const [tab, setTab] = useState<PanelTab>('add');
  const [problems, setProblems] = useState<{ title: string; list: PlanProblem[] } | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const save = useSaveSeatingPlan(accountId, plan.id);
  const copy = useCopySeatingPlan(accountId);
  const liveProblems = useMemo(() => layoutProblems(layout).length, [layout]);
  const dirty = layout !== saved.layout || name !== saved.name;
  const canRemove = !plan.in_use;
  useUnsavedWarning(dirty && !save.isPending);

  const colors = useMemo(() => new Map(layout.categories.map((category) => [category.id, category.color])), [layout.categories]);
  const names: HandleNames = useMemo(() => {
    const kinds = shapeKindLabels();
    return {
      row: (label, seats) => plural(seats, { one: `Row ${label}, # seat`, other: `Row ${label}, # seats` }),
      table: (label, seats) => plural(seats, { one: `Table ${label}, # seat`, other: `Table ${label}, # seats` }),
      area: (label, capacity) => t`Standing area ${label}, capacity ${capacity}`,
      shape: (shape) => (shape.text ? `${kinds[shape.kind]}: ${shape.text}` : kinds[shape.kind]),
      shapeText: (shape) => shape.text || (shape.kind === 'STAGE' ? kinds.STAGE : shape.kind === 'EXIT' ? kinds.EXIT : ''),
    };
  }, [t]);

  // Say what is selected, for those who cannot see the rings.
  useEffect(() => {
    const parts = selectionParts(selection);
    const items = parts.rows.size + parts.tables.size + parts.areas.size + parts.shapes.size;
    if (selection.size === 0) setAnnouncement(t`Nothing selected`);
    else if (parts.seats.size > 0) setAnnouncement(plural(parts.seats.size, { one: '# seat selected', other: '# seats selected' }));
    else setAnnouncement(plural(items, { one: '# item selected', other: '# items selected' }));
    if (selection.size > 0) setTab((current) => (current === 'outline' ? current : 'selection'));
  }, [selection, t]);

  // Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) anywhere in the editor but in a text field, which undoes its own typing.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        undo();
        setAnnouncement(t`Undone`);
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        redo();
        setAnnouncement(t`Redone`);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo, t]);

  const onDelete = () => {
    if (selection.size === 0) return;
    if (!canRemove) {
      notifyInfo(t`This plan is in use: its seats and standing areas cannot be removed. Make a copy to change them.`);
      return;
    }
    change((current) => deleteSelection(current, selection));
    select([], 'replace');
  };

  const show = (key: string) => {
    select(keysOf(layout, key), 'replace');
    setTab('selection');
  };

  const submit = () => {
    setConflict(null);
    const found = checkLayout(layout);
    if (found.length > 0) {
      setProblems({ title: t`Fix these problems before saving`, list: found });
      return;
    }
    const removed = plan.in_use ? removedIds(saved.layout, layout) : [];
    if (removed.length > 0) {
      setProblems({
        title: t`This plan is in use: its seats cannot be removed`,
        list: [{ path: [], message: t`Put back these seats or standing areas (undo), or make a copy: ${removed.slice(0, 10).join(', ')}` }],
      });
      return;
    }
    setProblems(null);
    const sent = { layout, name: name.trim() };
    save.mutate(sent, {
      onSuccess: () => {
        setSaved(sent);
        setName(sent.name);
        notifySuccess(t`Seating plan saved`);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'PLAN_IN_USE') setConflict(error.message);
        else if (isApiError(error) && error.hasFieldErrors) {
          const list = Object.entries(error.errors).flatMap(([field, messages]) =>
            messages.map((message) => ({ path: fieldPath(field), message })),
          );
          setProblems({ title: t`The server did not accept the plan`, list });
        } else notifyError(error);
      },
    });
  };

  const makeCopy = () =>
    copy.mutate(
      { id: plan.id },
      {
        onSuccess: (created) => {
          notifySuccess(t`Copy “${created.name}” created`);
          void navigate(`/account/seating-plans/${created.id}`);
        },
        onError: notifyError,
      },
    );

  return (
    <>
      {(plan.in_use || conflict) && (
        <Alert color="orange" variant="light" mb="md" title={t`This plan is in use`}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {conflict ?? t`Events with sales use this plan: its seats and standing areas cannot be removed. Make a copy to change them.`}
            </Text>
            <Button size="xs" variant="default" leftSection={<IconCopy size={16} />} onClick={makeCopy} loading={copy.isPending}>
              <Trans>Make a copy</Trans>
            </Button>
          </Group>
        </Alert>
      )}
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <TextInput
          label={t`Plan name`}
          value={name}
          maxLength={255}
          onChange={(event) => setName(event.currentTarget.value)}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <Group gap="xs">
          <Tooltip label={t`Undo (Ctrl+Z)`}>
            <ActionIcon variant="default" size="lg" aria-label={t`Undo`} disabled={!canUndo(history)} onClick={undo}>
              <IconUndo />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t`Redo (Ctrl+Shift+Z)`}>
            <ActionIcon variant="default" size="lg" aria-label={t`Redo`} disabled={!canRedo(history)} onClick={redo}>
              <IconRedo />
            </ActionIcon>
          </Tooltip>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => downloadLayout(name, layout)}>
            <Trans>Export layout</Trans>
          </Button>
          {liveProblems > 0 && (
            <Badge color="red" variant="light">
              {plural(liveProblems, { one: '# problem', other: '# problems' })}
            </Badge>
          )}
          <Button onClick={submit} loading={save.isPending} disabled={!name.trim()}>
            {dirty ? t`Save` : t`Saved`}
          </Button>
        </Group>
      </Group>
      {problems && <ProblemsList title={problems.title} problems={problems.list} layout={layout} onShow={show} />}
      <Grid mt="md" gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <PlanCanvas editor={editor} colors={colors} names={names} onDelete={onDelete} />
          <Legend categories={layout.categories} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Tabs value={tab} onChange={(value) => value && setTab(value as PanelTab)} keepMounted={false}>
            <Tabs.List grow>
              <Tabs.Tab value="add">{t`Add`}</Tabs.Tab>
              <Tabs.Tab value="selection">{t`Selection`}</Tabs.Tab>
              <Tabs.Tab value="categories">{t`Categories`}</Tabs.Tab>
              <Tabs.Tab value="outline">{t`Outline`}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="add" pt="sm">
              <AddPanel editor={editor} onAdded={() => setTab('selection')} />
            </Tabs.Panel>
            <Tabs.Panel value="selection" pt="sm">
              <SelectionPanel editor={editor} canRemove={canRemove} onDelete={onDelete} />
            </Tabs.Panel>
            <Tabs.Panel value="categories" pt="sm">
              <CategoriesPanel editor={editor} />
            </Tabs.Panel>
            <Tabs.Panel value="outline" pt="sm">
              <OutlinePanel editor={editor} canRemove={canRemove} names={names} />
            </Tabs.Panel>
          </Tabs>
        </Grid.Col>
      </Grid>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
