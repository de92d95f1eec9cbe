// How wide the content pages show their CMS images, as `sizes` attributes (the browser picks the
// smallest rendition that covers it). From their layouts: a Container with 16 px of side padding on
// phones, 24 px from 600 px and 1200 px at most, holding one column below 900 px and two from there.

const BELOW_TWO_COLUMNS = '(min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)';

/** One of two equal columns (a 32 px gap): blog cards, case rows, the company's image. */
export const HALF_COLUMN_SIZES = `(min-width: 1200px) 560px, (min-width: 900px) calc(50vw - 40px), ${BELOW_TWO_COLUMNS}`;

/** The wider column of a 1.1–1.15 : 1 row: the featured article, a case's hero and gallery. */
export const WIDE_COLUMN_SIZES = `(min-width: 1200px) 620px, (min-width: 900px) calc(54vw - 26px), ${BELOW_TWO_COLUMNS}`;

/** An article's cover, in the reading column (the `md` container: 852 px of content at most). */
export const ARTICLE_COVER_SIZES = `(min-width: 900px) 852px, ${BELOW_TWO_COLUMNS}`;
