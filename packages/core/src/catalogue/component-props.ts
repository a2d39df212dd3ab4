import type { ComponentDefinition, ConfigurableProp, PropValue, PropValues } from '../model/component.ts';
import { isSafeUrl, UNSAFE_URL_MESSAGE } from '../model/safe-url.ts';
import { parseIsoDate } from './calendar-month.ts';

const DATE_MESSAGE = 'must be a date written YYYY-MM-DD (such as 2025-03-14), or empty';

/** Whether `offset` is a whole number of steps, allowing for float noise (0.1 + 0.2). */
function onStep(offset: number, step: number): boolean {
  const steps = offset / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

/** Whether a prop's control accepts a value (an option of a select, a number on its steps within its limits, ...). */
export function acceptsPropValue(prop: ConfigurableProp, value: PropValue): boolean {
  switch (prop.control) {
    case 'select':
      return prop.options.some((option) => option.value === value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'number':
      return (
        typeof value === 'number' &&
        Number.isFinite(value) &&
        value >= prop.min &&
        value <= prop.max &&
        onStep(value - prop.min, prop.step)
      );
    case 'color':
      return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);
    case 'text':
      return (
        typeof value === 'string' &&
        (prop.maxLength === undefined || value.length <= prop.maxLength) &&
        (prop.format !== 'url' || isSafeUrl(value)) &&
        (prop.format !== 'date' || value === '' || parseIsoDate(value) !== undefined)
      );
  }
}

/**
 * Why a value does not suit a prop, if it does not: a link that is not safe to
 * export (which the model refuses), or text that is not a date where a date
 * belongs (which the editor says, and rendering ignores). Other values a
 * control does not accept are only ignored (see `resolveComponentProps`), as
 * they always were.
 */
export function propValueProblem(prop: ConfigurableProp, value: PropValue): string | undefined {
  if (isLinkProp(prop) && typeof value === 'string' && !isSafeUrl(value)) return UNSAFE_URL_MESSAGE;
  if (prop.control === 'text' && prop.format === 'date' && value !== '' && parseIsoDate(value) === undefined) return DATE_MESSAGE;
  return undefined;
}

const isLinkProp = (prop: ConfigurableProp): boolean => prop.control === 'text' && prop.format === 'url';
const refusable = new WeakMap<ComponentDefinition, readonly ConfigurableProp[]>();

/** A definition's props whose values `propValueProblem` may refuse (its links): what the model checks, on every parse. */
export function refusableProps(definition: ComponentDefinition): readonly ConfigurableProp[] {
  let props = refusable.get(definition);
  if (!props) {
    props = definition.configurableProps.filter(isLinkProp);
    refusable.set(definition, props);
  }
  return props;
}

/**
 * An instance's props: the definition's defaults, overridden by each value the
 * prop's control accepts. Unknown props and unacceptable values are ignored,
 * so a stale or hand-edited document still renders.
 */
export function resolveComponentProps(definition: ComponentDefinition, overrides: PropValues = {}): PropValues {
  const props: PropValues = { ...definition.defaultProps };
  for (const prop of definition.configurableProps) {
    const value = overrides[prop.name];
    if (value !== undefined && acceptsPropValue(prop, value)) props[prop.name] = value;
  }
  return props;
}
