/** The `image` call: images by media id (docs/api.md, `image`). */
import { endpoint, list } from '../../core/api/endpoint.js';
import { imageSchema } from '../../core/entities/media.js';

export const images = /*#__PURE__*/ endpoint('image', { images: list(imageSchema) });
