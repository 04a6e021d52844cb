/** Images (docs/api.md, `image`) and the image fields other entities embed. */
import { field, fields, optionalText, text, url, type Parsed } from './fields.js';

export const imageSchema = fields({
  mediaId: optionalText,
  nodeId: optionalText,
  imageUrl: url,
  srcset: optionalText,
  sizes: optionalText,
  /** Alternative text. */
  attr: optionalText,
});
export type Image = Parsed<typeof imageSchema>;

/** An embedded image: an object, or just a media id to look up with the `image` endpoint. */
export const embeddedImage = field((value): Image | null => {
  if (typeof value === 'string' ? value.trim() !== '' : typeof value === 'number' && Number.isFinite(value)) {
    return { mediaId: String(value), nodeId: null, imageUrl: null, srcset: null, sizes: null, attr: null };
  }
  return imageSchema.compute(value);
});

export const photoSchema = fields({ id: text, photo: url, title: optionalText, department: optionalText });
export type Photo = Parsed<typeof photoSchema>;
