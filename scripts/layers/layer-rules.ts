// The layer rule of the architecture guide (docs/decisions/002-layers-and-ports.md) as allow-lists:
// each layer names the folders and the packages it may import; anything else is a violation, so a
// new dependency of a layer is a conscious edit of this file.
import type { Target } from './resolve-target'

export type Layer = {
  readonly name: string
  /** The folder whose files belong to the layer; the first layer that matches a file wins. */
  readonly folder: string
  readonly mayImportFolders: readonly string[]
  /** Exact package names; `declared` means any package of package.json `dependencies`. */
  readonly mayImportPackages: readonly string[] | 'declared'
  readonly mayImportBuiltins: boolean
}

// What the UI uses today; CSS modules and assets are files of src/ui, so they need no entry.
const UI_PACKAGES = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  '@tanstack/react-router',
  'radix-ui',
  'react-toastify',
  // The head office's stock chart only, on its lazy route (docs/decisions/077-brand-stock.md).
  'recharts',
  'effect',
  'valibot',
]
const UI_FOLDERS = ['src/ui', 'src/application', 'src/domain', 'src/contract']

export const LAYERS: readonly Layer[] = [
  {
    name: 'domain',
    folder: 'src/domain',
    mayImportFolders: ['src/domain'],
    mayImportPackages: [],
    mayImportBuiltins: false,
  },
  {
    name: 'contract',
    folder: 'src/contract',
    mayImportFolders: ['src/contract', 'src/domain'],
    mayImportPackages: ['valibot'],
    mayImportBuiltins: false,
  },
  {
    name: 'application',
    folder: 'src/application',
    mayImportFolders: ['src/application', 'src/domain', 'src/contract'],
    mayImportPackages: ['effect'],
    mayImportBuiltins: false,
  },
  {
    name: 'infrastructure',
    folder: 'src/infrastructure',
    mayImportFolders: ['src/infrastructure', 'src/application', 'src/domain', 'src/contract'],
    // No browser-side package beyond these today.
    mayImportPackages: ['effect', 'valibot'],
    mayImportBuiltins: false,
  },
  {
    // The browser's composition root: the one place of the UI that wires adapters.
    name: 'ui-composition-root',
    folder: 'src/ui/app',
    mayImportFolders: [...UI_FOLDERS, 'src/infrastructure'],
    mayImportPackages: UI_PACKAGES,
    mayImportBuiltins: false,
  },
  {
    // The back-office kit (decisions 032 and 036): the only place of the UI that may use the table, form,
    // rich-text and drag-and-drop packages, so that they stay in the back-office chunks and off the
    // public pages.
    name: 'ui-backoffice-kit',
    folder: 'src/ui/kit/backoffice',
    mayImportFolders: UI_FOLDERS,
    mayImportPackages: [
      ...UI_PACKAGES,
      '@tanstack/react-table',
      '@tanstack/react-form',
      '@tiptap/react',
      '@tiptap/starter-kit',
      '@tiptap/extension-image',
      '@tiptap/pm',
      // Paris wall-clock values of the date fields (decision 062).
      '@date-fns/tz',
      '@dnd-kit/core',
      '@dnd-kit/sortable',
      '@dnd-kit/utilities',
    ],
    mayImportBuiltins: false,
  },
  {
    // The administrators' security page (decision 063): the QR code of the second factor's enrolment is
    // drawn in the browser by uqr, so that the secret never goes to a third party; only this folder uses it.
    name: 'ui-backoffice-security',
    folder: 'src/ui/backoffice/security',
    mayImportFolders: UI_FOLDERS,
    mayImportPackages: [...UI_PACKAGES, 'uqr'],
    mayImportBuiltins: false,
  },
  {
    name: 'ui',
    folder: 'src/ui',
    mayImportFolders: UI_FOLDERS,
    mayImportPackages: UI_PACKAGES,
    mayImportBuiltins: false,
  },
  {
    name: 'server',
    folder: 'server',
    // The one way into the browser app: its server renderer of the public pages (decision 048).
    mayImportFolders: ['server', 'src/domain', 'src/contract', 'src/ui/app/server-render'],
    mayImportPackages: 'declared',
    mayImportBuiltins: true,
  },
]

/** Folders whose files must belong to a layer: a new folder under src/ is a decision, not a loophole. */
export const CHECKED_FOLDERS = ['src', 'server']

export const inFolder = (path: string, folder: string): boolean => path === folder || path.startsWith(`${folder}/`)

export function layerOf(path: string): Layer | undefined {
  return LAYERS.find((layer) => inFolder(path, layer.folder))
}

export function allowListText(layer: Layer): string {
  const packages =
    layer.mayImportPackages === 'declared' ? ['those of package.json dependencies'] : layer.mayImportPackages
  return (
    `${layer.folder}/** may import only ${layer.mayImportFolders.join(', ')}` +
    `${layer.mayImportBuiltins ? ', Node built-ins' : ''}` +
    `${packages.length > 0 ? `, packages ${packages.join(', ')}` : ' (no package)'}`
  )
}

/** Undefined when the layer may import the target, else what is wrong with it. */
export function layerRefusal(layer: Layer, target: Target, declared: ReadonlySet<string>): string | undefined {
  switch (target.kind) {
    case 'path':
      return layer.mayImportFolders.some((folder) => inFolder(target.path, folder))
        ? undefined
        : `'${target.path || '.'}' is outside the folders of layer ${layer.name}`
    case 'builtin':
      return layer.mayImportBuiltins ? undefined : `Node built-in '${target.name}' is not for layer ${layer.name}`
    case 'package': {
      const allowed =
        layer.mayImportPackages === 'declared'
          ? declared.has(target.name)
          : layer.mayImportPackages.includes(target.name)
      if (allowed) return undefined
      return layer.mayImportPackages === 'declared'
        ? `package '${target.name}' is not in package.json dependencies`
        : `package '${target.name}' is not on the list of layer ${layer.name}`
    }
    case 'unknown':
      return `'${target.specifier}' leads nowhere the check can follow (unknown alias or scheme)`
  }
}
