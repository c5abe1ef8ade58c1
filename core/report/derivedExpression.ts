/**
 * A derived report measure's Expression (contract ReportDerivedMeasure): measure Keys, numbers, + - * / and
 * parentheses, parsed into a tree the server compiles to SQL over the aggregates. Parsing is bounded by the text's
 * length; expanding other derived measures into it is bounded by a term count and refuses cycles, so a descriptor
 * cannot make the server build an unbounded query.
 */

export type DerivedExpression =
  | { kind: 'number'; value: number }
  | { kind: 'measure'; key: string }
  | { kind: 'negate'; operand: DerivedExpression }
  | { kind: 'binary'; operator: '+' | '-' | '*' | '/'; left: DerivedExpression; right: DerivedExpression };

type Token = { kind: 'number'; value: number } | { kind: 'key'; key: string } | { kind: 'symbol'; symbol: string };

const TOKEN = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z][A-Za-z0-9_]*)|([-+*/()]))/y;

function tokenize(text: string): Token[] | string {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (text.slice(TOKEN.lastIndex).trim() === '') break;
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) return `第 ${at + 1} 个字符无法识别: ${text.slice(at).trimStart().charAt(0)}`;
    if (match[1] !== undefined) tokens.push({ kind: 'number', value: Number(match[1]) });
    else if (match[2] !== undefined) tokens.push({ kind: 'key', key: match[2] });
    else tokens.push({ kind: 'symbol', symbol: match[3] });
  }
  return tokens;
}

/** The tree of `text`, or a Chinese problem. */
export function parseDerivedExpression(text: string): DerivedExpression | string {
  const tokens = tokenize(text);
  if (typeof tokens === 'string') return tokens;
  if (tokens.length === 0) return '表达式为空';
  let position = 0;
  const peek = (): Token | undefined => tokens[position];
  const isSymbol = (token: Token | undefined, ...symbols: string[]): boolean => token?.kind === 'symbol' && symbols.includes(token.symbol);

  // expression := term (('+' | '-') term)*; term := factor (('*' | '/') factor)*; factor := '-' factor | number | key | '(' expression ')'
  const expression = (): DerivedExpression => {
    let left = term();
    while (isSymbol(peek(), '+', '-')) {
      const operator = (tokens[position++] as { symbol: '+' | '-' }).symbol;
      left = { kind: 'binary', operator, left, right: term() };
    }
    return left;
  };
  const term = (): DerivedExpression => {
    let left = factor();
    while (isSymbol(peek(), '*', '/')) {
      const operator = (tokens[position++] as { symbol: '*' | '/' }).symbol;
      left = { kind: 'binary', operator, left, right: factor() };
    }
    return left;
  };
  const factor = (): DerivedExpression => {
    const token = tokens[position++];
    if (token === undefined) throw new SyntaxError('表达式不完整');
    if (token.kind === 'number') return { kind: 'number', value: token.value };
    if (token.kind === 'key') return { kind: 'measure', key: token.key };
    if (token.symbol === '-') return { kind: 'negate', operand: factor() };
    if (token.symbol === '(') {
      const inner = expression();
      if (!isSymbol(tokens[position++], ')')) throw new SyntaxError('缺少右括号');
      return inner;
    }
    throw new SyntaxError(`此处不应有 ${token.symbol}`);
  };

  try {
    const tree = expression();
    if (position < tokens.length) return '表达式在末尾多出内容';
    return tree;
  } catch (error) {
    if (error instanceof SyntaxError) return error.message;
    throw error;
  }
}

/** The measure Keys an expression names. */
export function measureKeysOf(expression: DerivedExpression): string[] {
  switch (expression.kind) {
    case 'number':
      return [];
    case 'measure':
      return [expression.key];
    case 'negate':
      return measureKeysOf(expression.operand);
    case 'binary':
      return [...measureKeysOf(expression.left), ...measureKeysOf(expression.right)];
  }
}

export function termCount(expression: DerivedExpression): number {
  switch (expression.kind) {
    case 'number':
    case 'measure':
      return 1;
    case 'negate':
      return 1 + termCount(expression.operand);
    case 'binary':
      return 1 + termCount(expression.left) + termCount(expression.right);
  }
}

/**
 * The expression with every derived measure it names replaced by that measure's own (expanded) expression, so it
 * names base measures only; or a Chinese problem: a cycle, or more than `maxTerms` terms.
 */
export function expandDerived(
  expression: DerivedExpression,
  derived: ReadonlyMap<string, DerivedExpression>,
  maxTerms: number,
  visiting: readonly string[] = [],
): DerivedExpression | string {
  // Each node is measured as it is built, so a chain of measures doubling each other stops at the bound, not in memory.
  const bounded = (node: DerivedExpression): DerivedExpression => {
    if (termCount(node) > maxTerms) throw new RangeError(`表达式展开后超过 ${maxTerms} 项`);
    return node;
  };
  const expand = (node: DerivedExpression): DerivedExpression => {
    switch (node.kind) {
      case 'number':
        return node;
      case 'measure': {
        const inner = derived.get(node.key);
        if (!inner) return node;
        if (visiting.includes(node.key)) throw new RangeError(`派生指标循环引用: ${[...visiting, node.key].join(' → ')}`);
        const expanded = expandDerived(inner, derived, maxTerms, [...visiting, node.key]);
        if (typeof expanded === 'string') throw new RangeError(expanded);
        return expanded;
      }
      case 'negate':
        return bounded({ kind: 'negate', operand: expand(node.operand) });
      case 'binary':
        return bounded({ ...node, left: expand(node.left), right: expand(node.right) });
    }
  };
  try {
    return bounded(expand(expression));
  } catch (error) {
    if (error instanceof RangeError) return error.message;
    throw error;
  }
}
