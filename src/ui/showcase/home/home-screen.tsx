import type { HomeBlock } from '../../../application/showcase/showcase-content'
import { CallToActionBlock } from './call-to-action-block'
import { HeroBlock } from './hero-block'
import { PartnersBlock } from './partners-block'
import { ProductHighlightBlock } from './product-highlight-block'
import { TextImageBlock } from './text-image-block'

function BlockView({
  block,
  isFirstHero,
  imageFirst,
}: {
  block: HomeBlock
  isFirstHero: boolean
  imageFirst: boolean
}) {
  switch (block.type) {
    case 'hero':
      return <HeroBlock block={block} primary={isFirstHero} />
    case 'text_image':
      return <TextImageBlock block={block} imageFirst={imageFirst} />
    case 'product_highlight':
      return <ProductHighlightBlock block={block} />
    case 'partners':
      return <PartnersBlock block={block} />
    case 'call_to_action':
      return <CallToActionBlock block={block} />
  }
}

/** The home page, built from the blocks edited in the showcase back office, in their order. */
export function HomeScreen({ blocks }: { blocks: readonly HomeBlock[] }) {
  const firstHero = blocks.find((block) => block.type === 'hero')
  let textImageCount = 0
  return (
    <>
      {firstHero === undefined && <h1 className="visually-hidden">Écrin, fabricant d’emballages personnalisés</h1>}
      {blocks.map((block) => {
        // Text and image blocks alternate sides, so a column of them reads as a zigzag.
        const imageFirst = block.type === 'text_image' && textImageCount++ % 2 === 1
        return <BlockView key={block.id} block={block} isFirstHero={block === firstHero} imageFirst={imageFirst} />
      })}
    </>
  )
}
