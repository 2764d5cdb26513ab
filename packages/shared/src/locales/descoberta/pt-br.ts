/**
 * Texts of what the server writes for search engines and feed readers (issue 15): the news
 * feed of each category and its announcement in the pages' head. Server only.
 */
export const descobertaPtBr = {
  feed: {
    title: '{{categoria}} · Novidades',
    description: '{{categoria}}: as últimas notícias.',
  },
} as const;
