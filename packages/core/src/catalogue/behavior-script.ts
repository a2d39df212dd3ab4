import { componentBehaviorData, componentBehaviorRuns } from '../generated/content.ts';
import { BEHAVIOR_DECLARATION } from './behavior-declaration.ts';
import { pascalCase } from './code-context.ts';

export { BEHAVIOR_DECLARATION };

/**
 * Whether the catalogue component has behaviour in the browser: a `templates/components/<id>/behavior.js`, or
 * another component's that its component.json names (`"behavior": "dialog"`).
 */
export const hasComponentBehavior = (id: string): boolean => Object.hasOwn(componentBehaviorRuns, id);

/** The ids of every catalogue component with behaviour, in id order. */
export const behaviorComponentIds = (): string[] => Object.keys(componentBehaviorRuns);

// The runtime around the behaviours: prettier-formatted as it is, so the exported behavior.js is too.
const RUNTIME = `// The components' behaviour (Kitsmith): each component's behavior(root, block) runs once for every element
// with the class ks-<id> on the page (block is that class, so components can share a behaviour), and for
// those added later; its cleanup runs when one leaves the page.
const ksBehaviors = new Map();
const ksCleanups = new Map();

function ksStartBehaviors(scope) {
  for (const [id, behavior] of ksBehaviors) {
    const roots = [...scope.querySelectorAll(\`.ks-\${id}\`)];
    if (scope.classList?.contains(\`ks-\${id}\`)) roots.unshift(scope);
    for (const root of roots) {
      if (ksCleanups.has(root)) continue;
      ksCleanups.set(root, undefined);
      try {
        ksCleanups.set(root, behavior(root, \`ks-\${id}\`));
      } catch (error) {
        console.error(\`The \${id} behaviour failed:\`, error);
      }
    }
  }
}

function ksStopBehaviors() {
  for (const [root, cleanup] of ksCleanups) {
    if (root.isConnected) continue;
    ksCleanups.delete(root);
    if (typeof cleanup === "function") cleanup();
  }
}

function ksRunBehaviors() {
  ksStartBehaviors(document);
  new MutationObserver((records) => {
    ksStopBehaviors();
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType === Node.ELEMENT_NODE) ksStartBehaviors(node);
      }
    }
  }).observe(document, { childList: true, subtree: true });
}
`;

const START = `
if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", ksRunBehaviors);
} else {
  ksRunBehaviors();
}
`;

/**
 * One classic script (no imports, no build step) that defines the behaviour of each of these components
 * that has one and runs it for every instance on the page (its root carries the class `ks-<id>`), now and
 * for instances added later, cleaning up after removed ones. A behaviour several components run (the
 * dialog's, for the drawer too) is defined once. Ids without behaviour are skipped; with none left it is
 * the empty string. Prettier-formatted; safe to inline in a `<script>`.
 */
export function componentBehaviorScript(ids: Iterable<string>): string {
  const chosen = [...new Set(ids)].filter(hasComponentBehavior).sort();
  if (chosen.length === 0) return '';
  const name = (source: string) => `ks${pascalCase(source)}Behavior`;
  const sources = [...new Set(chosen.map((id) => componentBehaviorRuns[id]!))].sort();
  const definitions = sources.map((source) => `\n${componentBehaviorData[source]!.replace(BEHAVIOR_DECLARATION, `function ${name(source)}(`)}`);
  const registrations = chosen.map((id) => `ksBehaviors.set(${JSON.stringify(id)}, ${name(componentBehaviorRuns[id]!)});\n`);
  return `${RUNTIME}${definitions.join('')}\n${registrations.join('')}${START}`;
}
