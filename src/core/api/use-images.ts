/**
 * Images of items that carry only a media id (contract §5): the ids of the items shown are looked
 * up with the `image` endpoint, in one request per new batch, each id once. Returns the function
 * that gives an item's image to show: its own, the looked-up one, or null.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Image } from '../entities/media.js';
import type { ApiSettings } from './client.js';
import { fetchEndpoint } from './endpoint.js';
import { images as imagesEndpoint } from './media-endpoints.js';

const needsLookup = (image: Image | null): image is Image & { mediaId: string } =>
  Boolean(image?.mediaId && !image.imageUrl && !image.srcset);

export function useImages(settings: ApiSettings, shown: ReadonlyArray<Image | null>): (image: Image | null) => Image | null {
  const [found, setFound] = useState<ReadonlyMap<string, Image>>(new Map());
  const asked = useRef(new Set<string>());

  useEffect(() => {
    const ids = [...new Set(shown.filter(needsLookup).map((image) => image.mediaId))].filter((id) => !asked.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) asked.current.add(id);
    // No abort on re-render: the answer is worth keeping for the next page of cards too.
    fetchEndpoint(settings, imagesEndpoint, { ids }).then(({ images }) => {
      const byId = images.filter((image) => image.mediaId && ids.includes(image.mediaId));
      if (byId.length) setFound((previous) => new Map([...previous, ...byId.map((image) => [image.mediaId!, image] as const)]));
    });
  }, [settings, shown]);

  return useCallback((image: Image | null) => (needsLookup(image) ? (found.get(image.mediaId) ?? null) : image), [found]);
}
