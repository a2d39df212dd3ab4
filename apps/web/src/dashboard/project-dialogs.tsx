import type { Project, ProjectSummary, Template } from '@kitsmith/client';
// The API's limits, checked here first so the message sits beside the field.
import { newProjectDefaults, PROJECT_DESCRIPTION_MAX, PROJECT_NAME_MAX } from '@kitsmith/contract';
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../app/api.ts';
import { errorCode, errorMessage } from '../ui/error-message.ts';
import { InputField } from '../ui/form-field.tsx';
import { useForm } from '../ui/use-form.ts';
import { useModalDialog } from '../ui/use-modal-dialog.ts';
import '../ui/overlays.css';
import { ErrorBanner } from '../ui/error-banner.tsx';
import type { ShownCandidate } from '../generate/run-generator.ts';
import type { ImportResult } from '@kitsmith/core';
import { TemplateThumbnail } from '../editor/templates/template-thumbnail.tsx';

// Core's generator, its importer and the previews load when Generate or Import is chosen, not with the dashboard.
const Generator = lazy(() => import('../generate/generator.tsx'));
const ImportPanel = lazy(() => import('../import/import-panel.tsx'));

/** The "Start from" choices that open the generator and the importer (template ids never take them: they are slugs of names). */
const GENERATE = 'generate:';
const IMPORT = 'import:';

function validateName(name: string): string | undefined {
  if (!name.trim()) return 'Name is required';
  if (name.trim().length > PROJECT_NAME_MAX) return `Name must be at most ${PROJECT_NAME_MAX} characters`;
  return undefined;
}

/** A modal form in a native <dialog>: focus stays inside, Escape cancels, focus returns to the opener. */
function FormDialog({ title, onClose, busy, wide, children }: { title: string; onClose: () => void; busy: boolean; wide?: boolean; children: ReactNode }) {
  const { titleId, dialogProps } = useModalDialog({ onClose, busy });
  return (
    <dialog {...dialogProps} className={wide ? 'confirm-dialog project-dialog project-dialog-wide' : 'confirm-dialog project-dialog'}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}

/** Why a create was refused: over the plan's project limit gets the upgrade path. */
function CreateFailure({ message, planLimit }: { message: string; planLimit: boolean }) {
  return (
    <div className="error-banner" role="alert">
      {message}
      {planLimit ? (
        <>
          {' '}
          <Link to="/billing">See plans and upgrade</Link>
        </>
      ) : null}
    </div>
  );
}

const categoryLabel = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

/** One template as a choice of the "Start from" radio group: its live thumbnail, name, category and description. */
function TemplateCard({ template, checked, onCheck }: { template: Template; checked: boolean; onCheck: () => void }) {
  const id = useId();
  const count = template.components?.length ?? 0;
  return (
    <label className="template-card" data-template={template.id}>
      <TemplateThumbnail template={template} />
      <span className="template-card-heading">
        <input type="radio" name="template" value={template.id} checked={checked} onChange={onCheck} aria-labelledby={`${id}-name`} aria-describedby={`${id}-about`} />
        <strong id={`${id}-name`}>{template.name}</strong>
        <span className="template-card-category">{categoryLabel(template.category)}</span>
      </span>
      <span id={`${id}-about`} className="template-card-about muted">
        {template.description}
        {count > 0 ? ` Starts with ${count} components.` : ''}
      </span>
    </label>
  );
}

type Templates = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; templates: Template[] };

/** New Project: a name, a description, and blank, one of the templates, or a generated design (spec section 7's defaults otherwise). */
export function NewProjectDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (project: Project) => void }) {
  const [templates, setTemplates] = useState<Templates>({ status: 'loading' });
  const [templateId, setTemplateId] = useState('');
  const [candidate, setCandidate] = useState<ShownCandidate | null>(null);
  const generating = templateId === GENERATE;
  const [imported, setImported] = useState<ImportResult | null>(null);
  const importing = templateId === IMPORT;
  const [refusal, setRefusal] = useState<{ message: string; planLimit: boolean } | null>(null);
  const groupId = useId();

  useEffect(() => {
    let current = true;
    api.catalogue
      .templates()
      .then(({ templates: list }) => current && setTemplates({ status: 'loaded', templates: list }))
      .catch((error: unknown) => current && setTemplates({ status: 'error', message: errorMessage(error, 'Failed to load templates') }));
    return () => {
      current = false;
    };
  }, []);

  const form = useForm({
    initial: { name: newProjectDefaults.name, description: '' },
    validate: ({ name, description }) => {
      const errors: { name?: string; description?: string } = {};
      const nameError = validateName(name);
      if (nameError) errors.name = nameError;
      if (description.length > PROJECT_DESCRIPTION_MAX) errors.description = `Description must be at most ${PROJECT_DESCRIPTION_MAX} characters`;
      return errors;
    },
    submit: async ({ name, description }) => {
      setRefusal(null);
      if (generating && !candidate) {
        setRefusal({ message: 'Pick one of the generated candidates first (its Pick button), or start blank.', planLimit: false });
        return;
      }
      if (importing && !imported) {
        setRefusal({ message: 'Paste or choose a file Kitsmith can read first (the preview shows what it becomes), or start blank.', planLimit: false });
        return;
      }
      const project = await api.projects.create({
        name: name.trim(),
        ...(description.trim() ? { description: description.trim() } : {}),
        ...(generating && candidate
          ? { config: candidate.design }
          : importing && imported
            ? { config: imported.system }
            : templateId
              ? { template_id: templateId }
              : {}),
      });
      onCreated(project);
    },
    failure: (error) => {
      setRefusal({ message: errorMessage(error, 'Failed to create project'), planLimit: errorCode(error) === 'PLAN_LIMIT' });
      return null;
    },
  });

  return (
    <FormDialog title="New project" onClose={onClose} busy={form.submitting} wide>
      <form noValidate onSubmit={(event) => void form.handleSubmit(event)}>
        <InputField label="Name" name="name" value={form.values.name} onChange={form.change} error={form.errors.name} maxLength={PROJECT_NAME_MAX + 20} autoFocus />
        <InputField label="Description" name="description" value={form.values.description} onChange={form.change} error={form.errors.description} placeholder={newProjectDefaults.description} />
        <fieldset className="template-choice" aria-describedby={`${groupId}-state`}>
          <legend>Start from</legend>
          <label className="template-option">
            <input type="radio" name="template" value="" checked={templateId === ''} onChange={() => setTemplateId('')} />
            <span className="template-option-text">
              <strong>Blank</strong>
              <span className="muted">The default theme and no components yet.</span>
            </span>
          </label>
          {templates.status === 'loaded' ? (
            <div className="template-gallery">
              {templates.templates.map((template) => (
                <TemplateCard key={template.id} template={template} checked={templateId === template.id} onCheck={() => setTemplateId(template.id)} />
              ))}
            </div>
          ) : null}
          <label className="template-option">
            <input type="radio" name="template" value={GENERATE} checked={generating} onChange={() => setTemplateId(GENERATE)} />
            <span className="template-option-text">
              <strong>Generate</strong>
              <span className="muted">Candidates from your brand colours, a logo or preferences, each checked for contrast in light and dark.</span>
            </span>
          </label>
          <label className="template-option">
            <input type="radio" name="template" value={IMPORT} checked={importing} onChange={() => setTemplateId(IMPORT)} />
            <span className="template-option-text">
              <strong>Import</strong>
              <span className="muted">Your theme from shadcn/tweakcn CSS, a Tailwind config, design tokens (Figma, Style Dictionary, Tokens Studio) or Material Theme Builder.</span>
            </span>
          </label>
          <p id={`${groupId}-state`} className="muted">
            {templates.status === 'loading' ? 'Loading templates...' : templates.status === 'error' ? `${templates.message} You can still start blank.` : ''}
          </p>
        </fieldset>
        {generating ? (
          <Suspense fallback={<p role="status">Loading the generator...</p>}>
            <Generator pickLabel="Pick" picked={candidate} onPick={setCandidate} disabled={form.submitting} />
          </Suspense>
        ) : null}
        {generating && candidate ? <p className="muted">Creating with: {candidate.rationale}.</p> : null}
        {importing ? (
          <Suspense fallback={<p role="status">Loading the importer...</p>}>
            <ImportPanel onChange={setImported} disabled={form.submitting} />
          </Suspense>
        ) : null}
        {refusal ? <CreateFailure {...refusal} /> : null}
        <div className="confirm-dialog-actions">
          <button type="button" className="button button-outline" onClick={onClose} disabled={form.submitting}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={form.submitting}>
            {form.submitting ? 'Creating...' : 'Create project'}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}

/** Rename: the name only, saved with the project's revision (a stale one says someone else changed it). */
export function RenameProjectDialog({
  project,
  onClose,
  onRenamed,
  onConflict,
}: {
  project: ProjectSummary;
  onClose: () => void;
  onRenamed: (project: Project) => void;
  /** The project changed elsewhere: the list reloads so the next attempt starts from it. */
  onConflict: () => void;
}) {
  const form = useForm({
    initial: { name: project.name },
    validate: ({ name }) => {
      const error = validateName(name);
      return error ? { name: error } : {};
    },
    submit: async ({ name }) => onRenamed(await api.projects.update(project.id, { name: name.trim(), revision: project.revision })),
    failure: (error) => {
      if (errorCode(error) !== 'REVISION_CONFLICT') return errorMessage(error, 'Failed to rename project');
      onConflict();
      return 'Someone changed this project a moment ago and the list has been refreshed. Close this and rename it again.';
    },
  });
  return (
    <FormDialog title={`Rename ${project.name}`} onClose={onClose} busy={form.submitting}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(event)}>
        <InputField label="Name" name="name" value={form.values.name} onChange={form.change} error={form.errors.name} autoFocus />
        <ErrorBanner message={form.failure} />
        <div className="confirm-dialog-actions">
          <button type="button" className="button button-outline" onClick={onClose} disabled={form.submitting}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={form.submitting}>
            {form.submitting ? 'Saving...' : 'Rename'}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
