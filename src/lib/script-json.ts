/** JSON to put inside a <script> element (JSON-LD, a page's messages): `<` escaped so content can never close the script. */
export const scriptJson = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');
