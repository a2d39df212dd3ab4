// The setup of the editor's browser suites: the real stack, designers made through the API, and the editor open on their projects.
import type { PurchasablePlan } from '@kitsmith/client';
import { defaultDesignSystem } from '@kitsmith/core';
import type { Browser } from 'playwright-core';
import { apiFactories, type Account } from './api-factories.ts';
import { editorDriver, type EditorDriver } from './editor-driver.ts';
import { useRealStack, type VisitOptions } from './real-stack.ts';
import type { StackDatabase } from './stack.ts';

export type DesignComponents = typeof defaultDesignSystem.components;

/** Call inside a `describeInBrowser` body, as `useRealStack` (on SQLite unless told another database). */
export function useEditorStack(browser: () => Browser, database: StackDatabase = 'sqlite') {
  const realStack = useRealStack(browser, {}, database);
  const factories = apiFactories(realStack);

  const designer = (plan?: PurchasablePlan) => factories.account('Dana Designer', plan ? { plan } : {});

  /** A fresh browser signed in as `account`, on a wide screen unless told otherwise; the test opens the editor itself. */
  async function signIn(account: Pick<Account, 'session'>, options: VisitOptions = {}): Promise<EditorDriver> {
    return editorDriver(await realStack.signedInPage(account.session, '/v1/health', { viewport: { width: 1400, height: 900 }, ...options }));
  }

  /** A new designer's project (made through the API, holding `components`), open in the editor. */
  async function editorOn(name: string, components: DesignComponents = [], options: { template_id?: string } = {}) {
    const account = await designer();
    const project = await account.client.projects.create({ name, ...options, ...(components.length ? { config: { ...defaultDesignSystem, components } } : {}) });
    const editor = await signIn(account);
    await editor.open(project.id);
    return { account, client: account.client, project, editor };
  }

  return { ...realStack, factories, designer, signIn, editorOn };
}
