// Where a file reaches the network or the browser's storage through a global: `fetch(...)`,
// `window.localStorage`, `globalThis['fetch']`, `const { cookie } = document`, `const w = window;
// w.fetch`. Scopes are followed, so a parameter or import named `fetch` is not the global; a
// `declare const fetch` is, since it declares nothing at run time. Type positions are skipped.
import { extend, GLOBAL_OBJECTS, isGuarded, leadsToGuarded, propertyKey, Scope, type Path } from './global-paths'
import { collectVarNames, declareLexical, patternNames } from './scope-declarations'
import { childrenOf, isNode, staticString, type AstNode } from './source-file'

export type GlobalUse = { readonly name: string; readonly line: number }

const SKIPPED_KEYS = new Set(['typeAnnotation', 'typeArguments', 'typeParameters', 'returnType', 'superTypeArguments'])
const TS_EXPRESSIONS = new Set([
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
  'TSInstantiationExpression',
  'TSExportAssignment',
])
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'])
const FOR_LOOPS = new Set(['ForStatement', 'ForInStatement', 'ForOfStatement'])

export function globalUses(program: AstNode, lineOf: (offset: number) => number): GlobalUse[] {
  const uses: GlobalUse[] = []
  const report = (path: Path, at: AstNode) => {
    if (isGuarded(path)) uses.push({ name: path.join('.'), line: lineOf(at.start) })
  }

  /** The global a reference reads, as a path from the global object; undefined for local values. */
  const globalPath = (node: unknown, scope: Scope): Path | undefined => {
    if (!isNode(node)) return undefined
    if (node.type === 'Identifier') {
      const name = String(node.name)
      const binding = scope.lookup(name)
      if (binding !== undefined) return binding.kind === 'alias' ? binding.path : undefined
      return GLOBAL_OBJECTS.includes(name) ? [] : [name]
    }
    if (node.type === 'MemberExpression') {
      const base = globalPath(node.object, scope)
      const key = node.computed ? staticString(node.property) : String((node.property as AstNode).name)
      return base === undefined || key === undefined ? undefined : extend(base, key)
    }
    if (['ChainExpression', 'ParenthesizedExpression'].includes(node.type) || TS_EXPRESSIONS.has(node.type)) {
      return globalPath(node.expression, scope)
    }
    return undefined
  }

  /** Reads through destructuring (`const { fetch } = window`) and remembers aliases of window/document. */
  const destructure = (pattern: unknown, base: Path, scope: Scope, bind: boolean): void => {
    if (!isNode(pattern)) return
    if (pattern.type === 'AssignmentPattern') return destructure(pattern.left, base, scope, bind)
    if (pattern.type === 'Identifier' && bind && leadsToGuarded(base)) {
      scope.alias(String(pattern.name), base)
    }
    if (pattern.type !== 'ObjectPattern') return
    for (const property of pattern.properties as AstNode[]) {
      if (property.type === 'RestElement') destructure(property.argument, base, scope, bind)
      const key = property.type === 'Property' ? propertyKey(property) : undefined
      if (key === undefined) continue
      report(extend(base, key), property)
      destructure(property.value, extend(base, key), scope, bind)
    }
  }

  /** Binding patterns: their names are declarations; defaults and computed keys are expressions. */
  const visitPattern = (pattern: unknown, scope: Scope): void => {
    if (!isNode(pattern)) return
    if (pattern.type === 'AssignmentPattern') {
      visitPattern(pattern.left, scope)
      visit(pattern.right, scope)
      const base = globalPath(pattern.right, scope)
      if (base !== undefined) destructure(pattern.left, base, scope, true)
    } else if (pattern.type === 'ObjectPattern') {
      for (const property of pattern.properties as AstNode[]) {
        if (property.computed === true) visit(property.key, scope)
        visitPattern(property.type === 'RestElement' ? property.argument : property.value, scope)
      }
    } else if (pattern.type === 'ArrayPattern') {
      for (const element of pattern.elements as unknown[]) visitPattern(element, scope)
    } else if (pattern.type === 'RestElement') visitPattern(pattern.argument, scope)
    else if (pattern.type === 'TSParameterProperty') visitPattern(pattern.parameter, scope)
    else if (pattern.type !== 'Identifier') visit(pattern, scope)
  }

  const visitFunction = (node: AstNode, outer: Scope): void => {
    const scope = new Scope(outer)
    if (node.type === 'FunctionExpression' && isNode(node.id)) scope.declare([String(node.id.name)])
    const params = node.params as AstNode[]
    scope.declare(['arguments', ...params.flatMap(patternNames)])
    const body = node.body as AstNode | null
    if (body?.type === 'BlockStatement') {
      scope.declare([...collectVarNames(body), ...declareLexical(body.body as AstNode[])])
    }
    for (const param of params) visitPattern(param, scope)
    if (body?.type === 'BlockStatement') for (const statement of body.body as AstNode[]) visit(statement, scope)
    else visit(body, scope)
  }

  const visitChildren = (node: AstNode, scope: Scope, skip: readonly string[] = []): void => {
    for (const { key, node: child } of childrenOf(node)) {
      if (!SKIPPED_KEYS.has(key) && !skip.includes(key)) visit(child, scope)
    }
  }

  function visit(node: unknown, scope: Scope): void {
    if (!isNode(node)) return
    const type = node.type
    if (FUNCTIONS.has(type)) return visitFunction(node, scope)
    if (type === 'Identifier' || type === 'MemberExpression') {
      const path = globalPath(node, scope)
      if (path !== undefined) report(path, node)
      if (type === 'Identifier') return
      visit(node.object, scope)
      return node.computed === true ? visit(node.property, scope) : undefined
    }
    if (type === 'VariableDeclarator') {
      visitPattern(node.id, scope)
      visit(node.init, scope)
      const base = globalPath(node.init, scope)
      return base === undefined ? undefined : destructure(node.id, base, scope, true)
    }
    if (type === 'AssignmentExpression' && isNode(node.left) && node.left.type.endsWith('Pattern')) {
      visitPattern(node.left, scope)
      visit(node.right, scope)
      const base = globalPath(node.right, scope)
      return base === undefined ? undefined : destructure(node.left, base, scope, false)
    }
    if (type === 'BlockStatement' || type === 'StaticBlock' || type === 'TSModuleBlock') {
      const statements = node.body as AstNode[]
      const inner = new Scope(scope).declare(declareLexical(statements))
      return statements.forEach((statement) => visit(statement, inner))
    }
    if (type === 'Program') {
      const statements = node.body as AstNode[]
      const inner = new Scope(scope).declare([...collectVarNames(node), ...declareLexical(statements)])
      return statements.forEach((statement) => visit(statement, inner))
    }
    if (FOR_LOOPS.has(type)) {
      // `for (;;)` has neither: its init is null and it has no `left`.
      const head = (node.init ?? node.left ?? null) as AstNode | null
      return visitChildren(node, new Scope(scope).declare(head === null ? [] : declareLexical([head])))
    }
    if (type === 'CatchClause') {
      const inner = new Scope(scope).declare(patternNames(node.param))
      visitPattern(node.param, inner)
      return visit(node.body, inner)
    }
    if (type === 'SwitchStatement') {
      visit(node.discriminant, scope)
      const cases = node.cases as AstNode[]
      const inner = new Scope(scope).declare(declareLexical(cases.flatMap((c): AstNode[] => c.consequent as AstNode[])))
      return cases.forEach((c) => visitChildren(c, inner))
    }
    if (type === 'ClassExpression' && isNode(node.id)) {
      return visitChildren(node, new Scope(scope).declare([String(node.id.name)]), ['id'])
    }
    if (['Property', 'MethodDefinition', 'PropertyDefinition', 'AccessorProperty'].includes(type)) {
      return visitChildren(node, scope, node.computed === true ? [] : ['key'])
    }
    if (type === 'TSModuleDeclaration') return visit(node.body, scope)
    if (type === 'TSEnumDeclaration' || type === 'TSEnumBody') return visitChildren(node, scope, ['id'])
    if (type === 'TSEnumMember') return visit(node.initializer, scope)
    if (type.startsWith('TS') && !TS_EXPRESSIONS.has(type)) return
    if (type === 'ImportDeclaration' || type === 'ExportAllDeclaration' || type === 'MetaProperty') return
    if (type === 'ExportNamedDeclaration' && isNode(node.source)) return
    if (type === 'ExportSpecifier') return visit(node.local, scope)
    const skip =
      {
        LabeledStatement: ['label'],
        BreakStatement: ['label'],
        ContinueStatement: ['label'],
        ClassDeclaration: ['id'],
        ExportDefaultDeclaration: [],
      }[type] ?? []
    visitChildren(node, scope, skip)
  }

  visit(program, new Scope())
  return uses
}
