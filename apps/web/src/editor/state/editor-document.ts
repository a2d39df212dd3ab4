import type { Project } from '@kitsmith/client';
import { sameJson, type NamedDesign } from '@kitsmith/core';

/** What the editor edits and undoes: the project's name and its design (the wire's `config`). */
export type EditorDocument = NamedDesign;

/** What the editor edits of a project as the server answers it. */
export const documentOf = (project: Project): EditorDocument => ({ name: project.name, design: project.config });

/** Whether two documents hold the same name and design, whatever objects hold them. */
export const sameDocument = (a: EditorDocument, b: EditorDocument): boolean => a === b || (a.name === b.name && sameJson(a.design, b.design));
