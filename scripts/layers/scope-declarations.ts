// Which names a piece of code declares, for the scope tracking of global-access.ts. Ambient
// declarations (`declare const fetch`) declare nothing at run time, so they bind nothing here.
import { childrenOf, isNode, type AstNode } from './source-file'

export function patternNames(pattern: unknown): string[] {
  if (!isNode(pattern)) return []
  switch (pattern.type) {
    case 'Identifier':
      return [String(pattern.name)]
    case 'AssignmentPattern':
      return patternNames(pattern.left)
    case 'RestElement':
      return patternNames(pattern.argument)
    case 'TSParameterProperty':
      return patternNames(pattern.parameter)
    case 'ArrayPattern':
      return (pattern.elements as unknown[]).flatMap(patternNames)
    case 'ObjectPattern':
      return (pattern.properties as AstNode[]).flatMap((p) => patternNames(p.type === 'RestElement' ? p : p.value))
    default:
      return []
  }
}

const idName = (node: AstNode): string[] =>
  isNode(node.id) && node.id.type === 'Identifier' ? [String(node.id.name)] : []

/** Names that `let`, `const`, classes, functions, imports, enums and namespaces bind in this statement list. */
export function declareLexical(statements: readonly AstNode[]): string[] {
  return statements.flatMap((statement): string[] => {
    if (statement.declare === true) return []
    switch (statement.type) {
      case 'VariableDeclaration':
        return statement.kind === 'var' ? [] : (statement.declarations as AstNode[]).flatMap((d) => patternNames(d.id))
      case 'FunctionDeclaration':
      case 'ClassDeclaration':
      case 'TSEnumDeclaration':
      case 'TSModuleDeclaration':
      case 'TSImportEqualsDeclaration':
        return idName(statement)
      case 'ImportDeclaration':
        return (statement.specifiers as AstNode[]).flatMap((s) => patternNames(s.local))
      case 'ExportNamedDeclaration':
      case 'ExportDefaultDeclaration':
        return isNode(statement.declaration) ? declareLexical([statement.declaration]) : []
      default:
        return []
    }
  })
}

/** `var` names of a function body or program, wherever they sit in its blocks (they hoist). */
export function collectVarNames(node: AstNode): string[] {
  const found: string[] = []
  const walk = (current: AstNode): void => {
    if (current.type === 'VariableDeclaration' && current.kind === 'var' && current.declare !== true) {
      found.push(...(current.declarations as AstNode[]).flatMap((d) => patternNames(d.id)))
    }
    for (const { node: child } of childrenOf(current)) {
      if (!/Function/.test(child.type)) walk(child)
    }
  }
  walk(node)
  return found
}
