import ts from 'typescript';

// Finds module-level state in a source file: what would exist once per copy of the module.
// Not a test file itself (process-state.test.ts uses it).

/** One module-level binding that holds state: its name and why it counts. */
export interface Store {
  name: string;
  why: string;
}

/** Classes whose instances are values, not stores (schemas are configured once, at load). */
const VALUE_CLASSES = new Set(['Schema', 'Types.ObjectId', 'mongoose.Types.ObjectId', 'RegExp', 'TextEncoder', 'TextDecoder', 'URL']);
const COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'Array']);
const MUTATORS = new Set(['set', 'add', 'delete', 'clear', 'push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'copyWithin']);

const parse = (fileName: string, text: string) => ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node) || ts.isTypeAssertionExpression(node) ? unwrap(node.expression) : node;

const isLetOrVar = (list: ts.VariableDeclarationList) => (list.flags & (ts.NodeFlags.Let | ts.NodeFlags.Const)) !== ts.NodeFlags.Const;

/** The identifier at the root of `a.b[c].d`, if any. */
function rootName(node: ts.Expression): string | undefined {
  const inner = unwrap(node);
  if (ts.isIdentifier(inner)) return inner.text;
  if (ts.isPropertyAccessExpression(inner) || ts.isElementAccessExpression(inner)) return rootName(inner.expression);
  return undefined;
}

const isMemberOf = (node: ts.Expression, name: string) => {
  const inner = unwrap(node);
  return (ts.isPropertyAccessExpression(inner) || ts.isElementAccessExpression(inner)) && rootName(inner) === name;
};

/** Whether `text` changes what `name` holds: a mutating method, an assignment into it, delete, ++. */
export function mutates(fileName: string, text: string, name: string): boolean {
  let found = false;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(node)) {
      const callee = unwrap(node.expression);
      if (ts.isPropertyAccessExpression(callee) && MUTATORS.has(callee.name.text) && rootName(callee.expression) === name) found = true;
      if (callee.getText() === 'Object.assign' && node.arguments[0] && rootName(node.arguments[0]) === name) found = true;
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && node.operatorToken.kind <= ts.SyntaxKind.LastAssignment) {
      if (isMemberOf(node.left, name)) found = true;
    } else if ((ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) && [ts.SyntaxKind.PlusPlusToken, ts.SyntaxKind.MinusMinusToken].includes(node.operator)) {
      if (isMemberOf(node.operand, name)) found = true;
    } else if (ts.isDeleteExpression(node) && isMemberOf(node.expression, name)) found = true;
    ts.forEachChild(node, visit);
  };
  visit(parse(fileName, text));
  return found;
}

/** Whether a function body keeps state of its own (a `let`, a new collection) at its top level. */
function keepsState(body: ts.Block): boolean {
  return body.statements.some(
    (statement) =>
      ts.isVariableStatement(statement) &&
      (isLetOrVar(statement.declarationList) ||
        statement.declarationList.declarations.some((d) => {
          const init = d.initializer && unwrap(d.initializer);
          return !!init && ts.isNewExpression(init) && COLLECTIONS.has(init.expression.getText());
        })),
  );
}

/** Whether a function body hands out something that can close over its state (a function, an object). */
function handsOut(body: ts.Block): boolean {
  return body.statements.some((statement) => {
    const value = ts.isReturnStatement(statement) && statement.expression ? unwrap(statement.expression) : undefined;
    return !!value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value) || ts.isObjectLiteralExpression(value));
  });
}

/**
 * The functions of a file that make state and hand out what closes over it (a batcher, a token
 * bucket ...): called at module level, each call is a store.
 */
export function stateFactoriesOf(fileName: string, text: string): string[] {
  const names: string[] = [];
  for (const statement of parse(fileName, text).statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && statement.body && keepsState(statement.body) && handsOut(statement.body)) names.push(statement.name.text);
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      const init = d.initializer && unwrap(d.initializer);
      if (ts.isIdentifier(d.name) && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) && ts.isBlock(init.body) && keepsState(init.body) && handsOut(init.body)) names.push(d.name.text);
    }
  }
  return names;
}

/**
 * The module-level stores of a file: every `let` or `var`; a new collection, array or object that
 * is changed (here, or in a file of `users`, which import it); an instance of a class that is not
 * a value; what a state factory made. `processSingleton(...)` is the way out: its value is the
 * process's, whichever copy of the module asks.
 */
export function moduleStores(fileName: string, text: string, factories: Set<string>, users: Array<{ fileName: string; text: string }> = []): Store[] {
  const stores: Store[] = [];
  const changed = (name: string) => [{ fileName, text }, ...users].some((file) => mutates(file.fileName, file.text, name));
  for (const statement of parse(fileName, text).statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const reassignable = isLetOrVar(statement.declarationList);
    for (const d of statement.declarationList.declarations) {
      const name = d.name.getText();
      if (reassignable) {
        stores.push({ name, why: 'a module-level let/var' });
        continue;
      }
      const init = d.initializer && unwrap(d.initializer);
      if (!init) continue;
      if (ts.isNewExpression(init)) {
        const made = init.expression.getText();
        if (COLLECTIONS.has(made)) {
          if (changed(name)) stores.push({ name, why: `a ${made} that is changed` });
        } else if (!VALUE_CLASSES.has(made)) stores.push({ name, why: `an instance of ${made}` });
      } else if (ts.isArrayLiteralExpression(init) || ts.isObjectLiteralExpression(init)) {
        if (changed(name)) stores.push({ name, why: 'an array or object that is changed' });
      } else if (ts.isCallExpression(init) && ts.isIdentifier(init.expression) && factories.has(init.expression.text)) {
        stores.push({ name, why: `made by ${init.expression.text}()` });
      }
    }
  }
  return stores;
}
