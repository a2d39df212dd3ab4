import { randomBytes, randomUUID } from 'node:crypto';
import {
  applyTemplate,
  defaultDesignSystem,
  findComponent,
  findTemplate,
  parseDesignSystem,
  type DesignSystem,
} from '@kitsmith/core';
import type { Deps } from '../../deps.ts';
import { summaryColumns } from '../../projects/design.ts';
import type { UserRow } from '../../users/presenter.ts';
import { findUserById, insertProjects, insertUser, type NewProjectRow } from '../queries.ts';
import { purgeExpiredDemoAccounts } from './demo-purge.ts';
import { issueSession, type SessionTokens } from './sessions.ts';

export const DEMO_ACCOUNT_MS = 24 * 60 * 60 * 1000;
export const DEMO_EMAIL_DOMAIN = 'demo.kitsmith.dev';
/** Demo accounts have every feature unlocked and no project limit. */
export const DEMO_PLAN = 'lifetime';

interface DemoProjectSeed {
  name: string;
  description: string;
  version: string;
  templateId: string;
  framework: string;
  tags: string[];
  componentIds: string[];
}

/** The spec's two seeded projects (section 6): 12 components at 1.2.0, and 8 at 1.1.0. */
export const demoProjectSeeds: readonly DemoProjectSeed[] = [
  {
    name: 'Marketing Site',
    description: 'Landing pages and campaign sections for the company website.',
    version: '1.2.0',
    templateId: 'modern-glassmorphism',
    framework: 'react',
    tags: ['marketing', 'website'],
    componentIds: [
      'navbar',
      'hero',
      'feature-grid',
      'media-card',
      'stat',
      'blockquote',
      'pricing-table',
      'accordion',
      'button',
      'badge',
      'input',
      'footer',
    ],
  },
  {
    name: 'Mobile App UI',
    description: 'Screens and controls for the companion mobile app.',
    version: '1.1.0',
    templateId: 'bold-creative',
    framework: 'react',
    tags: ['mobile', 'app'],
    componentIds: ['tabs', 'card', 'avatar', 'list', 'switch', 'button', 'input', 'toast'],
  },
];

/** A seed's design: catalogue components on the default design, dressed in a built-in template, validated by core. */
export function buildDemoDesign(seed: DemoProjectSeed, appliedAt: string): DesignSystem {
  const template = findTemplate(seed.templateId);
  if (!template) throw new Error(`demo seed names unknown template ${seed.templateId}`);
  const components = seed.componentIds.map((componentId, index) => {
    if (!findComponent(componentId)) throw new Error(`demo seed names unknown component ${componentId}`);
    return { id: `${componentId}-${index + 1}`, componentId, props: {} };
  });
  return parseDesignSystem(applyTemplate({ ...defaultDesignSystem, components }, template, {}, appliedAt));
}

/**
 * A fresh demo account for this visitor, with its own copies of the seeded
 * projects, so no visitor ever sees another's edits. Expired ones are purged
 * first.
 */
export async function createDemoAccount(deps: Deps): Promise<{ user: UserRow; tokens: SessionTokens }> {
  const purged = await purgeExpiredDemoAccounts(deps);
  if (purged > 0) deps.logger.info({ purged }, 'purged expired demo accounts');
  const now = deps.config.now();
  const nowIso = now.toISOString();
  const userId = randomUUID();
  const projects: NewProjectRow[] = demoProjectSeeds.map((seed) => {
    const design = buildDemoDesign(seed, nowIso);
    return {
      id: randomUUID(),
      user_id: userId,
      name: seed.name,
      description: seed.description,
      config: JSON.stringify(design),
      version: seed.version,
      tags: JSON.stringify(seed.tags),
      framework: seed.framework,
      ...summaryColumns(design),
      created_at: nowIso,
      updated_at: nowIso,
      last_edited_at: nowIso,
    };
  });
  await deps.db.transaction(async (trx) => {
    await insertUser(trx, {
      id: userId,
      email: `demo+${randomBytes(6).toString('hex')}@${DEMO_EMAIL_DOMAIN}`,
      password_hash: null,
      full_name: 'Demo User',
      is_email_verified: true,
      subscription_plan: DEMO_PLAN,
      subscription_status: 'active',
      is_demo: true,
      demo_expires_at: new Date(now.getTime() + DEMO_ACCOUNT_MS).toISOString(),
      created_at: nowIso,
      updated_at: nowIso,
      last_login_at: nowIso,
    });
    await insertProjects(trx, projects);
  });
  const user = await findUserById(deps.db, userId);
  if (!user) throw new Error(`demo user ${userId} vanished`);
  return { user, tokens: await issueSession(deps, userId) };
}
