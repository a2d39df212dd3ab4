// The public page's addresses outside /v1, matched at start-up without loading the area (see app.ts).

/** `/p/{id}/og.png` (the social preview image) and `/p/{id}/preview.html` (the components' frame). */
export const PUBLIC_PAGE_ASSET = /^\/p\/([^/]+)\/(og\.png|preview\.html)$/;

/** `/p/{id}`: the web app's page, whose HTML carries the project's Open Graph and Twitter tags. */
export const PUBLIC_PAGE_DOCUMENT = /^\/p\/([^/.]+)\/?$/;
