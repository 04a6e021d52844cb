/** Images (spec §3 Image) and the image fields other entities embed. */
import * as v from 'valibot';
import { optionalText, orNull, text, url } from './fields.js';

export const imageSchema = v.object({
  mediaId: optionalText,
  nodeId: optionalText,
  imageUrl: url,
  srcset: optionalText,
  sizes: optionalText,
  /** Alternative text. */
  attr: optionalText,
});
export type Image = v.InferOutput<typeof imageSchema>;

/** An embedded image: an object, or just a media id to look up with the `image` endpoint. */
export const embeddedImage = orNull(
  v.union([
    imageSchema,
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((id): Image => ({ mediaId: String(id), nodeId: null, imageUrl: null, srcset: null, sizes: null, attr: null })),
    ),
  ]),
);

export const photoSchema = v.object({ id: text, photo: url, title: optionalText, department: optionalText });
export type Photo = v.InferOutput<typeof photoSchema>;
