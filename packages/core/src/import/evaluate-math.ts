interface Quantity {
  n: number;
  unit: string;
}

const TOKEN = /\s*(?:(\d*\.?\d+(?:e[+-]?\d+)?)([a-z%]*)|([-+*/()]))/gy;

function tokenize(text: string): (Quantity | string)[] | undefined {
  const items: (Quantity | string)[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const match = TOKEN.exec(text);
    if (!match) return undefined;
    const [, number, unit, operator] = match;
    items.push(number !== undefined ? { n: Number(number), unit: unit ?? '' } : (operator ?? ''));
  }
  return items;
}

function combine(a: Quantity, operator: string, b: Quantity): Quantity | undefined {
  const unit = a.unit || b.unit;
  if (operator === '+' || operator === '-') {
    if (a.unit && b.unit && a.unit !== b.unit) return undefined;
    return { n: operator === '+' ? a.n + b.n : a.n - b.n, unit };
  }
  if (operator === '*') return a.unit && b.unit ? undefined : { n: a.n * b.n, unit };
  if (b.n === 0) return undefined;
  if (a.unit && b.unit) return a.unit === b.unit ? { n: a.n / b.n, unit: '' } : undefined;
  return b.unit ? undefined : { n: a.n / b.n, unit: a.unit };
}

/**
 * The value of a Tokens Studio math expression once its aliases are replaced,
 * such as `4px * 2` or `(8px + 4px) / 2`: `+ - * /` and parentheses over numbers that
 * share one unit. Undefined for anything else.
 */
export function evaluateMath(text: string): number | string | undefined {
  const items = tokenize(text.trim());
  if (!items || items.length === 0) return undefined;
  let index = 0;
  const peek = () => items[index];
  const expression = (): Quantity | undefined => {
    let left = term();
    while (left && (peek() === '+' || peek() === '-')) {
      const operator = String(items[index++]);
      const right = term();
      left = right && combine(left, operator, right);
    }
    return left;
  };
  const term = (): Quantity | undefined => {
    let left = factor();
    while (left && (peek() === '*' || peek() === '/')) {
      const operator = String(items[index++]);
      const right = factor();
      left = right && combine(left, operator, right);
    }
    return left;
  };
  const factor = (): Quantity | undefined => {
    const item = items[index++];
    if (item === '-') {
      const inner = factor();
      return inner && { n: -inner.n, unit: inner.unit };
    }
    if (item === '(') {
      const inner = expression();
      return items[index++] === ')' ? inner : undefined;
    }
    return typeof item === 'object' ? item : undefined;
  };
  const result = expression();
  if (!result || index !== items.length || !Number.isFinite(result.n)) return undefined;
  const n = Math.round(result.n * 10000) / 10000 + 0;
  return result.unit ? `${n}${result.unit}` : n;
}
