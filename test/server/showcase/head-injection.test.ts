import { describe, expect, it } from 'vitest'
import { LEAD_IMAGE_SIZES } from '../../../src/domain/page-images'
import { showcaseCategories, showcaseProducts } from '../../../server/platform/db/schema-showcase'
import { draftArticles, publishedArticles, publishedJobs, SHOWCASE, unpublishedJobs } from './support/showcase-content'
import { PUBLIC_URL, useShowcaseApp } from './support/showcase-test-app'
import { fakeWebDist, INDEX_HTML, jsonLdOf, metaContent, withoutNonces } from './support/web-dist'
import { seededImage } from './support/seeded-media'

const t = useShowcaseApp({ seed: 'once', webDistDir: fakeWebDist() })
const page = async (path: string) => {
  const response = await t.app.request(path)
  return { response, html: await response.text() }
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const typesOf = (html: string) => jsonLdOf(html).map((data) => data['@type'])
const product = SHOWCASE.products[0]
const category = SHOWCASE.categories[0]
const sub = category?.subcategories[0]
if (product === undefined || category === undefined || sub === undefined) throw new Error('seed without catalogue')

describe('head of the public pages', () => {
  it('gives the home page its title, description, canonical URL, Open Graph tags and the organisation', async () => {
    const { response, html } = await page('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(titleOf(html)).toBe('Emballages personnalisés sur mesure | Écrin')
    // The page comes whole, in place: never a loading fallback swapped for the content by a script.
    expect(html).not.toContain('<template')
    expect(html).not.toContain('Chargement…')
    expect(html.match(/<meta name="description"/g)).toHaveLength(1)
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`)
    expect(metaContent(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}/`)
    expect(metaContent(html, 'property', 'og:type')).toBe('website')
    expect(metaContent(html, 'property', 'og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/media/home/.+\\.webp$`))
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image')
    const [organisation] = jsonLdOf(html)
    expect(organisation).toMatchObject({
      '@type': 'Organization',
      name: 'Écrin',
      legalName: 'Écrin SAS',
      url: `${PUBLIC_URL}/`,
      sameAs: ['https://groupe-ecrin.example.com'],
    })
    // The page comes rendered, with the router's data for the browser to hydrate without fetching again.
    expect(html).toMatch(/<div id="root">.*<h1[^>]*>/s)
    expect(html).toContain('$_TSR.router=')
    expect(html).toMatch(/<script nonce="[^"]+" type="module" src="\/src\/ui\/app\/main.tsx"><\/script>/)
  })

  it('gives a company page the title and description of its Markdown file', async () => {
    const { html } = await page('/qui-sommes-nous')
    expect(titleOf(html)).toBe('Qui sommes-nous ? | Écrin')
    expect(metaContent(html, 'name', 'description')).toContain('fabricant français')
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/qui-sommes-nous" />`)
    expect(typesOf(html)).toEqual(['Organization', 'BreadcrumbList'])
  })

  it('describes the FAQ as questions and answers', async () => {
    const faq = jsonLdOf((await page('/faq')).html).find((data) => data['@type'] === 'FAQPage')
    expect(faq?.mainEntity[0]).toMatchObject({
      '@type': 'Question',
      name: 'Quelle est la quantité minimale de commande ?',
    })
  })

  it('describes a product page with Product and BreadcrumbList', async () => {
    const { response, html } = await page(`/produit/${product.slug}`)
    expect(response.status).toBe(200)
    expect(titleOf(html)).toBe(`${product.name} | Écrin`)
    expect(metaContent(html, 'property', 'og:type')).toBe('product')
    expect(metaContent(html, 'property', 'og:image')).toMatch(
      seededImage(product.variants[0]?.imageKey, 1280, PUBLIC_URL),
    )
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1280')
    const data = jsonLdOf(html)
    expect(data.find((item) => item['@type'] === 'Product')).toMatchObject({
      name: product.name,
      sku: product.variants[0]?.reference,
      url: `${PUBLIC_URL}/produit/${product.slug}`,
    })
    const breadcrumb = data.find((item) => item['@type'] === 'BreadcrumbList')
    expect(breadcrumb?.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/categorie-produit/${product.categorySlug}`,
      `${PUBLIC_URL}/categorie-produit/${product.categorySlug}/${product.subCategorySlug}`,
      `${PUBLIC_URL}/produit/${product.slug}`,
    ])
  })

  it('preloads the image each page shows first, with the sizes the app renders it with', async () => {
    const productPage = (await page(`/produit/${product.slug}`)).html
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(productPage)?.[0] ?? ''
    expect(preload).toMatch(
      new RegExp(`imagesrcset="${seededImage(product.variants[0]?.imageKey, 320).source.slice(1, -1)} 320w`),
    )
    expect(preload).toContain(`imagesizes="${LEAD_IMAGE_SIZES.product}"`)
    const article = publishedArticles()[0]
    expect((await page(`/article/${article?.slug}`)).html).toContain(`imagesizes="${LEAD_IMAGE_SIZES.article}"`)
    expect((await page('/')).html).toContain(`imagesizes="${LEAD_IMAGE_SIZES.hero}"`)
    // A category page leads with its first product's picture (the only image it preloads).
    const categoryPage = (await page(`/categorie-produit/${category.slug}`)).html
    expect(categoryPage.match(/<link rel="preload" as="image"/g)).toHaveLength(1)
    expect(categoryPage).toContain(`imagesizes="${LEAD_IMAGE_SIZES.card}"`)
    expect((await page('/cgv')).html).not.toContain('rel="preload" as="image"')
  })

  it('describes an article with BlogPosting and a job offer with JobPosting', async () => {
    const article = publishedArticles()[0]
    const posting = jsonLdOf((await page(`/article/${article?.slug}`)).html).find(
      (item) => item['@type'] === 'BlogPosting',
    )
    expect(posting).toMatchObject({
      headline: article?.title,
      datePublished: expect.stringContaining(article?.publishedAt ?? ''),
    })
    const job = publishedJobs()[0]
    const { html } = await page(`/offre-emploi/${job?.slug}`)
    expect(titleOf(html)).toBe(`${job?.title} | Écrin`.replace(/'/g, '&#39;'))
    expect(jsonLdOf(html).find((item) => item['@type'] === 'JobPosting')).toMatchObject({
      title: job?.title,
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'Écrin' },
      jobLocation: { address: { addressLocality: 'Tours', addressCountry: 'FR' } },
    })
  })

  it('answers categories, subcategories and blog categories with their names', async () => {
    expect(titleOf((await page(`/categorie-produit/${category.slug}`)).html)).toBe(`${category.name} | Écrin`)
    const { response, html } = await page(`/categorie-produit/${category.slug}/${sub.slug}`)
    expect(response.status).toBe(200)
    expect(titleOf(html)).toBe(`${sub.name} | Écrin`)
    const blogCategory = SHOWCASE.blogCategories[0]
    expect(titleOf((await page(`/actualites/${blogCategory?.slug}`)).html)).toBe(
      `${blogCategory?.name} | Écrin`.replace(/'/g, '&#39;'),
    )
  })

  it.each([
    '/produit/produit-inconnu',
    '/produit/Majuscules',
    `/article/${draftArticles()[0]?.slug}`,
    '/article/inconnu',
    `/offre-emploi/${unpublishedJobs()[0]?.slug}`,
    '/offre-emploi/inconnue',
    '/categorie-produit/inconnue',
    `/categorie-produit/${SHOWCASE.categories[1]?.slug}/${sub.slug}`,
    '/actualites/inconnue',
    '/404',
    '/une-page-inconnue',
    '/FAQ',
  ])('answers %s with 404 and the not-found page', async (path) => {
    const { response, html } = await page(path)
    expect(response.status).toBe(404)
    expect(titleOf(html)).toBe('Page introuvable | Écrin')
    expect(html).toContain('<meta name="robots" content="noindex" />')
    expect(html).not.toContain('rel="canonical"')
    // Rendered inside the public layout: header, the page's heading, footer.
    expect(html).toMatch(/<header[^>]*>.*<h1 id="not-found-title">Page introuvable<\/h1>.*<footer/s)
  })

  it('redirects the old subcategory address permanently', async () => {
    const response = await t.app.request(`/produit/${category.slug}/subcateg/${sub.slug}`)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(`/categorie-produit/${category.slug}/${sub.slug}`)
    // The length it declares is the body it sends (it once declared index.html's and sent nothing).
    const body = Buffer.from(await response.arrayBuffer())
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength)
    expect(body.toString()).toContain(`href="/categorie-produit/${category.slug}/${sub.slug}"`)
  })

  it('answers an address with a trailing slash with a permanent redirect to the one without', async () => {
    const response = await t.app.request('/actualites/?page=2')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/actualites?page=2')
    expect(await response.text()).toContain('href="/actualites?page=2"')
  })

  it.each(['/account/catalog', '/panier', '/login', '/backoffice/order'])('leaves %s as built', async (path) => {
    const { response, html } = await page(path)
    expect(response.status).toBe(200)
    expect(withoutNonces(html)).toBe(INDEX_HTML)
  })

  it('escapes what it injects, in attributes and in JSON-LD', async () => {
    const [parent] = await t.db.select().from(showcaseCategories)
    const nasty = `Étui "spécial" </script><script>alert('x')</script> & <b>gras</b>`
    await t.db.insert(showcaseProducts).values({
      slug: 'etui-piege',
      name: nasty,
      excerpt: `Résumé "cité" <img src=x onerror=alert(1)>`,
      categoryId: parent?.id ?? 0,
    })

    const { response, html } = await page('/produit/etui-piege')
    expect(response.status).toBe(200)
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<img src=x')
    expect(html).not.toContain('<b>gras</b>')
    expect(titleOf(html)).toBe(
      'Étui &quot;spécial&quot; &lt;/script&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; ' +
        '&amp; &lt;b&gt;gras&lt;/b&gt; | Écrin',
    )
    // The description is one line of text: markup in it is dropped, quotes are escaped.
    expect(metaContent(html, 'name', 'description')).toBe('Résumé &quot;cité&quot;')
    // The JSON-LD still parses back to the exact name.
    expect(jsonLdOf(html).find((item) => item['@type'] === 'Product')?.name).toBe(nasty)
    // No value closes a script early: every script that opens is closed once (JSON-LD, the router's data).
    expect(html.match(/<script\b/g)?.length).toBe(html.match(/<\/script>/g)?.length)
  })

  it('names the site once when the SEO title already ends with it', async () => {
    const [parent] = await t.db.select().from(showcaseProducts).limit(1)
    await t.db.insert(showcaseProducts).values({
      slug: 'etui-suffixe',
      name: 'Étui suffixé',
      seoTitle: 'Étui sur mesure | Écrin',
      categoryId: parent?.categoryId ?? 0,
    })
    const { html } = await page('/produit/etui-suffixe')
    expect(titleOf(html)).toBe('Étui sur mesure | Écrin')
    expect(metaContent(html, 'property', 'og:title')).toBe('Étui sur mesure')
  })
})
