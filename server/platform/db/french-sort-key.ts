import { sql, type AnyColumn, type SQL } from 'drizzle-orm'

// French alphabetical order on both engines: PGlite only has the C collation (É after Z) and
// no ICU, so accents are folded before comparing.
const ACCENTED = 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝŒÆàáâãäåçèéêëìíîïñòóôõöùúûüýÿœæ'
const FOLDED = 'AAAAAACEEEEIIIINOOOOOUUUUYOAaaaaaaceeeeiiiinooooouuuuyyoa'

export function frenchSortKey(column: SQL | AnyColumn): SQL {
  return sql`lower(translate(${column}, ${ACCENTED}, ${FOLDED}))`
}
