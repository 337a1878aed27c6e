/** Target of the skip link; every layout gives its `<main>` this id. */
export const MAIN_CONTENT_ID = 'main-content';
