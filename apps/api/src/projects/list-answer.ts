import { BoundedCache } from '@kitsmith/core';
import type { ListProjectsQuery } from '@kitsmith/contract';
import type { Deps } from '../deps.ts';
import { unauthorized } from '../http/errors.ts';
import { presentSummary } from './presenter.ts';
import { findProjectListState, listVisibleProjects } from './queries.ts';

/** Answers kept per API instance: a few kilobytes each (a page of summaries), the recently asked ones. */
const KEPT_ANSWERS = 1_000;

// One cache per app (per database handle), so test apps never share entries.
const caches = new WeakMap<object, BoundedCache<string, string>>();

function answersOf(deps: Pick<Deps, 'db'>): BoundedCache<string, string> {
  let answers = caches.get(deps.db);
  if (!answers) caches.set(deps.db, (answers = new BoundedCache(KEPT_ANSWERS)));
  return answers;
}

/**
 * `GET /projects` as its JSON text (the whole success envelope). The user's list stamp, which the database raises on
 * every change the list could show (db/migrations/110), is read first: an answer already made at that stamp, for the
 * same page, search and link origin, is the answer, so a dashboard asking again costs one read of the user's row,
 * whatever the size of the table; on any instance, since the stamp is in the database. Otherwise the page is read
 * and kept under that stamp (one read later than the stamp at most, never earlier: a write between the two only
 * makes the kept answer newer than its stamp, and the next request, seeing the new stamp, reads again).
 */
export async function projectListAnswer(deps: Pick<Deps, 'db'>, userId: string, query: ListProjectsQuery, linkOrigin: string): Promise<string> {
  const state = await findProjectListState(deps.db, userId);
  if (!state) throw unauthorized('Your session has expired. Sign in again.');
  // The search goes last: it is the one part that may hold any character.
  const key = [userId, state.stamp, linkOrigin, query.sort, query.direction ?? '', query.page, query.page_size, query.search ?? ''].join('\n');
  const answers = answersOf(deps);
  const kept = answers.get(key);
  if (kept !== undefined) return kept;
  const { rows, total } = await listVisibleProjects(deps.db, userId, query, state.onTeams);
  const answer = JSON.stringify({ success: true, data: { projects: rows.map(({ project, role }) => presentSummary(project, role, linkOrigin)), total } });
  answers.set(key, answer);
  return answer;
}
