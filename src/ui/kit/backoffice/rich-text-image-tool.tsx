import type { Editor } from '@tiptap/react'
import { useRef, useState } from 'react'
import styles from './rich-text-editor.module.css'
import { MediaPickerDialog } from './media-picker-dialog'

// "Image": an image of the media library, chosen in the picker the media fields use, goes into the text
// at the cursor with its alternative text and size; the server keeps no other image (decision 036).
export function ImageTool({ editor }: { editor: Editor }) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button ref={button} type="button" className={styles.tool} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Image
      </button>
      <MediaPickerDialog
        open={open}
        onOpenChange={setOpen}
        kind="image"
        selectedId={null}
        returnFocusTo={button}
        onChoose={(media) => {
          setOpen(false)
          editor
            .chain()
            .focus()
            .setImage({
              src: media.url,
              alt: media.alt,
              ...(media.width === null ? {} : { width: media.width }),
              ...(media.height === null ? {} : { height: media.height }),
            })
            .run()
        }}
      />
    </>
  )
}
