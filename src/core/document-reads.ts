/**
 * The document as the browser defines it. Markup can shadow a document property by name: a page's
 * `<img name="cookie">` makes `document.cookie` that image, `<form name="head">` `document.head`
 * that form (window's ids do the same to a `window.X` the browser does not define), and Chromium
 * lets no own property of the document override such a name. What this code reads of the document
 * reads through Document.prototype, which no markup reaches.
 */

/** A property of the document (a getter's value, or a method to `call` with the document). */
export const documentProperty = <T>(name: string, doc: Document = document): T => Reflect.get(Document.prototype, name, doc) as T;

/** The page's first element that matches a selector (the document's own query, whatever markup names). */
export const pageQuery = <E extends Element = Element>(selector: string): E | null =>
  documentProperty<HTMLElement>('documentElement').querySelector<E>(selector);

/** The page's element of an id (the document's own `getElementById`). */
export const pageElement = (id: string): HTMLElement | null => documentProperty<Document['getElementById']>('getElementById').call(document, id);
