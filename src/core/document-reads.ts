/**
 * The document as the browser defines it. Markup can shadow a document property by name: a page's
 * `<img name="cookie">` makes `document.cookie` that image, `<form name="head">` `document.head`
 * that form (window's ids are the same for `window.X` the browser does not define). What decides
 * where data and credentials go, whether consent is asked, or whether a request can end reads
 * through Document.prototype, which no markup reaches.
 */

/** A property of the document (a getter's value, or a method to `call` with the document). */
export const documentProperty = <T>(name: string, doc: Document = document): T => Reflect.get(Document.prototype, name, doc) as T;
