import type { Command } from 'commander';
import { z } from 'zod';
import type { ProjectsResult, ProjectSummary } from '../services/projects.ts';
import { line, table, type Block } from '../ui/blocks.ts';
import type { CommandContext } from './command-context.ts';
import { examples, parseOptions } from './parse-options.ts';

const projectsOptions = z.object({
  search: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters').optional(),
  apiUrl: z.string().optional(),
});

export function projectsBlocks(result: ProjectsResult): Block[] {
  if (result.projects.length === 0) return [line(`No projects on ${result.apiUrl} yet. Create one in the Kitsmith editor.`)];
  return [
    table<ProjectSummary>(
      [
        { header: 'ID', value: (project) => project.id },
        { header: 'NAME', value: (project) => project.name },
        { header: 'ROLE', value: (project) => project.role },
        { header: 'COMPONENTS', value: (project) => String(project.components) },
        { header: 'UPDATED', value: (project) => project.updatedAt.slice(0, 16).replace('T', ' ') },
      ],
      result.projects,
    ),
  ];
}

export function registerProjectsCommand(program: Command, context: CommandContext): void {
  program
    .command('projects')
    .description('List the projects you can open')
    .option('--search <text>', 'only projects whose name or description has this text')
    .addHelpText(
      'after',
      examples([
        ['kitsmith projects', 'every project, most recently updated first'],
        ['kitsmith projects --search acme --json', 'matching projects as JSON'],
      ]),
    )
    .action(async (_options: unknown, command: Command) => {
      const options = parseOptions(projectsOptions, command.optsWithGlobals(), 'projects');
      const ui = await context.ui();
      const { projects } = await import('../services/projects.ts');
      const result = await projects(context.environment, options, ui);
      ui.result(result, () => projectsBlocks(result));
    });
}
