import { openSession } from '../api/session.ts';
import type { Environment } from '../environment.ts';
import type { Progress } from '../ui/progress.ts';

export interface ProjectSummary {
  id: string;
  name: string;
  role: string;
  components: number;
  revision: number;
  updatedAt: string;
}

export interface ProjectsResult {
  apiUrl: string;
  projects: ProjectSummary[];
}

const PAGE_SIZE = 100;

/** Every project the user can open, most recently updated first (all pages). */
export async function projects(
  environment: Environment,
  input: { apiUrl?: string | undefined; search?: string | undefined },
  progress: Progress,
): Promise<ProjectsResult> {
  const session = openSession(environment, input.apiUrl);
  const found = await progress.step(`Listing projects on ${session.apiUrl}`, async () => {
    const all: ProjectSummary[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await session.call((client) =>
        client.projects.list({ sort: 'updated', page, page_size: PAGE_SIZE, ...(input.search ? { search: input.search } : {}) }),
      );
      all.push(
        ...answer.projects.map((project) => ({
          id: project.id,
          name: project.name,
          role: project.role,
          components: project.component_count,
          revision: project.revision,
          updatedAt: project.updated_at,
        })),
      );
      if (answer.projects.length < PAGE_SIZE || all.length >= answer.total) return all;
    }
  });
  return { apiUrl: session.apiUrl, projects: found };
}
