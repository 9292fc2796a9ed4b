/** getStaticPaths for a page that exists in both locales: `[...lang]` is empty for zh and `en` for English. */
export const localeStaticPaths = () => [{ params: { lang: undefined } }, { params: { lang: 'en' } }];
