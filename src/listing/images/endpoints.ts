/** The `image` call: images by media id (contract §5). */
import { endpoint, list } from '../../core/api/endpoint.js';
import { imageSchema } from '../../core/entities/media.js';

export const images = /*#__PURE__*/ endpoint('image', { images: list(imageSchema) });
