import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { AdminResource } from '../../../contract/backoffice/backoffice-shapes'
import forms from '../forms/forms.module.css'
import { BackofficePage } from './backoffice-layout'
import { createPathOf, type ResourceScreen } from './resource-screen'

/*
 * Back-office kit: the page around a resource's list that is no ResourceTable (an ordered list, a tree):
 * the screen's title and crumbs, its "Créer …" button, then the list (docs/decisions/059-descriptor-list-pages.md).
 */
export function ScreenListFrame<R extends AdminResource>({
  screen,
  children,
}: {
  screen: ResourceScreen<R>
  children: ReactNode
}) {
  return (
    <BackofficePage
      title={screen.title}
      trail={screen.trail}
      actions={
        <Link to={createPathOf(screen)} className={forms.button}>
          {screen.create}
        </Link>
      }
    >
      {children}
    </BackofficePage>
  )
}
