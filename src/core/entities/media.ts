/** Images (spec §3 Image) and the image fields other entities embed. */
import * as v from 'valibot';
import { derived, fields, optionalText, text, url } from './fields.js';

export const imageSchema = fields({
  mediaId: optionalText,
  nodeId: optionalText,
  imageUrl: url,
  srcset: optionalText,
  sizes: optionalText,
  /** Alternative text. */
  attr: optionalText,
});
export type Image = NonNullable<v.InferOutput<typeof imageSchema>>;

/** An embedded image: an object, or just a media id to look up with the `image` endpoint. */
export const embeddedImage = derived((value): Image | null => {
  if (typeof value === 'string' ? value.trim() !== '' : typeof value === 'number' && Number.isFinite(value)) {
    return { mediaId: String(value), nodeId: null, imageUrl: null, srcset: null, sizes: null, attr: null };
  }
  return imageSchema.compute(value);
});

export const photoSchema = v.object({ id: text, photo: url, title: optionalText, department: optionalText });
export type Photo = v.InferOutput<typeof photoSchema>;
