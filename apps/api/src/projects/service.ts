import { randomUUID } from 'node:crypto';
import { newProjectDefaults } from '@kitsmith/contract';
import { applyTemplate, builtInTemplates, findTemplate, type DesignSystem } from '@kitsmith/core';
import type { Deps } from '../deps.ts';
import { ApiError, badRequest, conflict, invalid } from '../http/errors.ts';
import { keepProjectDesign, keptProjectDesign, newDesign, readDesignInput, readProjectDesign, summaryColumns } from './design.ts';
import { checkpointBeforeWrite, mayCheckpoint } from '../versions/checkpoints.ts';
import { assertCanCreateProject } from './plan-limits.ts';
import { canChangeVisibility, denyRole, type ProjectAccess } from './policy.ts';
import { presentForCaller } from './presenter.ts';
import { invalidatePublicProject } from './public-cache.ts';
import {
  deleteProject as deleteProjectRow,
  findProject,
  insertProject,
  updateProjectIfRevision,
  type ProjectRecord,
  type ProjectWrite,
} from './queries.ts';
import type { CreateProjectBody, UpdateProjectBody } from '@kitsmith/contract';

function designFor(input: Pick<CreateProjectBody, 'template_id' | 'config'>, appliedAt: string): DesignSystem {
  const design = input.config === undefined ? newDesign() : readDesignInput(input.config);
  if (input.template_id === undefined) return design;
  const template = findTemplate(input.template_id);
  if (!template) {
    const known = builtInTemplates.map((entry) => entry.id).join(', ');
    throw invalid(`Unknown template "${input.template_id}". Choose one of: ${known}.`, [
      { field: 'template_id', message: `must be one of ${known}` },
    ]);
  }
  return applyTemplate(design, template, {}, appliedAt);
}

/**
 * Creates a project owned by `userId` with the defaults of spec sections 5 and
 * 7: the chosen template applied to the default design (or to `config`), else
 * the default design with no components. Counts against the owner's plan.
 */
export async function createProject(deps: Deps, userId: string, input: CreateProjectBody): Promise<ProjectRecord> {
  const now = deps.config.now().toISOString();
  const design = designFor(input, now);
  const project: ProjectRecord = {
    id: randomUUID(),
    user_id: userId,
    name: input.name ?? newProjectDefaults.name,
    description: input.description ?? newProjectDefaults.description,
    design,
    version: input.version ?? newProjectDefaults.version,
    revision: 1,
    is_public: input.is_public ?? false, // newProjectDefaults.visibility: private
    is_template: input.is_template ?? newProjectDefaults.is_template,
    tags: input.tags ?? [...newProjectDefaults.tags],
    framework: input.framework ?? newProjectDefaults.framework,
    ...summaryColumns(design),
    created_at: now,
    updated_at: now,
    last_edited_at: now,
  };
  return insertWithinPlan(deps, userId, project);
}

/**
 * The revision a change was based on: the body's `revision` or `If-Match: "<revision>"`.
 * Neither: undefined, and the change applies to whatever revision is current (spec section 7).
 * `If-Match: *` asks only that the project exists (RFC 9110), which it does by now: no revision.
 */
export function expectedRevision(bodyRevision: number | undefined, ifMatch: string | undefined): number | undefined {
  let fromHeader: number | undefined;
  if (ifMatch && ifMatch.trim() !== '*') {
    const match = /^\s*(?:W\/)?"?(\d{1,12})"?\s*$/.exec(ifMatch);
    if (!match?.[1]) throw badRequest('If-Match must be the project revision you edited, such as "3".');
    fromHeader = Number(match[1]);
  }
  if (bodyRevision !== undefined && fromHeader !== undefined && bodyRevision !== fromHeader) {
    throw badRequest(`The body's revision (${bodyRevision}) and If-Match (${fromHeader}) disagree; send one.`);
  }
  return bodyRevision ?? fromHeader;
}

/** A 409 carrying the project as it is now (as its caller sees it, links on `origin`), so the editor can merge or choose. */
export const staleRevision = (deps: Deps, current: ProjectRecord, role: ProjectAccess['role'], sent: number, origin: string) =>
  conflict(
    `This project was changed by someone else (you edited revision ${sent}; it is now at ${current.revision}). Merge your changes into the current version and save again.`,
    { current: presentForCaller(deps, current, role, origin) },
    'REVISION_CONFLICT',
  );

/** How often a change sent without a revision is retried when other saves keep landing between its read and its write. */
const UNCONDITIONAL_ATTEMPTS = 5;

/**
 * Applies the changed fields among name, description, config, is_public and
 * version. With a revision (body or If-Match), only if the project is still at
 * it (else 409 with the current project); without one, over whatever revision
 * is current: the fields sent win, the others stay as they are.
 * Success bumps the revision, updated_at and last_edited_at. A change of the
 * design may keep the design as it was as an automatic checkpoint (by
 * `authorId`), in the same transaction (versions/checkpoints.ts). `origin`: the request's link origin, for the
 * project a 409 carries.
 */
export async function updateProject(
  deps: Deps,
  { project: loaded, role }: ProjectAccess,
  body: UpdateProjectBody,
  { ifMatch, authorId = null, origin }: { ifMatch: string | undefined; authorId?: string | null; origin: string },
): Promise<ProjectRecord> {
  const expected = expectedRevision(body.revision, ifMatch);
  if (body.is_public !== undefined && !canChangeVisibility(role)) {
    throw denyRole('admin', 'Only the project owner or an admin can change who can see this project.');
  }
  let project = loaded;
  for (let attempt = 1; ; attempt += 1) {
    const write = writeFor(deps, project, body);
    if (expected !== undefined && expected !== project.revision) throw staleRevision(deps, project, role, expected, origin);
    const clock = deps.config.now();
    const now = clock.toISOString();
    const stamped: ProjectWrite = { ...write, updated_at: now, last_edited_at: now };
    const before = project;
    const design = write.design;
    // A change of the design that may keep the one before it as a checkpoint does so in the write's transaction;
    // any other change is the one conditional UPDATE, atomic on its own, so it needs no transaction (two
    // statements fewer, and SQLite's one connection held for one statement).
    const checkpointing = design !== undefined && (await mayCheckpoint(deps.db, { project: before, after: design, now: clock, logger: deps.logger }));
    const applied =
      design === undefined || !checkpointing
        ? await updateProjectIfRevision(deps.db, before.id, before.revision, stamped)
        : await deps.db.transaction(async (trx) => {
            if (!(await updateProjectIfRevision(trx, before.id, before.revision, stamped))) return false;
            // The row is ours until the transaction ends: the design it held is the one a checkpoint keeps.
            await checkpointBeforeWrite(trx, { project: before, after: design, authorId, now: clock, logger: deps.logger });
            return true;
          });
    invalidatePublicProject(deps, project.id);
    if (applied) {
      // The design at the new revision is the one written, or (a change of other fields) the one before.
      const kept = design ?? keptProjectDesign(deps.db, project.id, project.revision);
      if (kept) keepProjectDesign(deps.db, project.id, project.revision + 1, kept);
      // Exactly what was written, so no second read.
      return { ...project, ...stamped, revision: project.revision + 1 };
    }
    // Someone saved between our read and our write: answer with what is stored now, or (no revision sent) write over it.
    const current = await findProject(deps.db, project.id);
    if (!current) throw new ApiError(404, 'NOT_FOUND', 'Project not found.');
    if (expected !== undefined || attempt === UNCONDITIONAL_ATTEMPTS) throw staleRevision(deps, current, role, project.revision, origin);
    project = current;
  }
}

/** A write whose design, when there is one, has been read. */
type DesignWrite = Omit<ProjectWrite, 'design'> & { design?: DesignSystem };

/** The columns a change sets, read against the stored project (a bare component list keeps the rest of its design). */
function writeFor(deps: Deps, project: ProjectRecord, body: UpdateProjectBody): DesignWrite {
  const write: DesignWrite = {};
  if (body.name !== undefined) write.name = body.name;
  if (body.description !== undefined) write.description = body.description;
  if (body.version !== undefined) write.version = body.version;
  if (body.is_public !== undefined) write.is_public = body.is_public;
  if (body.config !== undefined) {
    const design = readDesignInput(body.config, () => readProjectDesign(deps, project));
    Object.assign(write, { design, ...summaryColumns(design) });
  }
  if (Object.keys(write).length === 0) {
    throw invalid('Nothing to change: send at least one of name, description, config, is_public, version.');
  }
  return write;
}

export async function deleteProject(deps: Deps, { project }: ProjectAccess): Promise<void> {
  await deleteProjectRow(deps.db, project.id);
  invalidatePublicProject(deps, project.id);
}

const copyName = (name: string): string => {
  const suffix = ' (copy)';
  return name.length + suffix.length <= 120 ? `${name}${suffix}` : `${name.slice(0, 120 - suffix.length).trimEnd()}${suffix}`;
};

/** A private copy of the project owned by `userId`, counted against their plan. */
export async function duplicateProject(
  deps: Deps,
  { project: source }: ProjectAccess,
  userId: string,
  name: string | undefined,
): Promise<ProjectRecord> {
  const now = deps.config.now().toISOString();
  const design = readProjectDesign(deps, source);
  const copy: ProjectRecord = {
    ...source,
    id: randomUUID(),
    user_id: userId,
    name: name ?? copyName(source.name),
    design,
    revision: 1,
    is_public: false,
    is_template: false,
    tags: [...source.tags],
    ...summaryColumns(design),
    created_at: now,
    updated_at: now,
    last_edited_at: now,
  };
  return insertWithinPlan(deps, userId, copy);
}

/** Stores a new project for the user, in the same transaction as the check of their plan's project limit. */
async function insertWithinPlan(deps: Deps, userId: string, project: ProjectRecord): Promise<ProjectRecord> {
  await deps.db.transaction(async (trx) => {
    await assertCanCreateProject(trx, userId, deps.config.now());
    await insertProject(trx, project);
  });
  return project;
}
