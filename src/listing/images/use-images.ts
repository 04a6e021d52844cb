/**
 * Images of items that carry only a media id (docs/api.md, 'Links and images'): the ids of the items shown are looked
 * up with the `image` endpoint through the page's cache, in one request per new batch, each id
 * once. Returns the function that gives an item's image to show: its own, the looked-up one (the
 * id alone while it is being looked up), or null. The requests in flight are aborted when the
 * element goes away, and their answers dropped.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Image } from '../../core/entities/media.js';
import type { QueryCache } from '../../core/api/cache.js';
import type { CacheSettings } from '../../core/api/source.js';
import { images as imagesEndpoint } from './endpoints.js';
import type { PageSettings } from '../../core/settings.js';
import { themedImage } from '../../core/theme-assets.js';

const needsLookup = (image: Image | null): image is Image & { mediaId: string } => Boolean(image?.mediaId && !image.imageUrl && !image.srcset);

export function useImages(
  cache: QueryCache,
  settings: CacheSettings & Pick<PageSettings, 'themeUrl'>,
  shown: ReadonlyArray<Image | null>,
): (image: Image | null) => Image | null {
  // Ids answered (found or not) and what was found; ids asked.
  const [answers, setAnswers] = useState<{ found: ReadonlyMap<string, Image>; answered: ReadonlySet<string> }>({ found: new Map(), answered: new Set() });
  const asked = useRef(new Set<string>());
  const wanted = useMemo(() => new Set(shown.filter(needsLookup).map((image) => image.mediaId)), [shown]);
  // One abort for the element's life, not per render: an answer is worth keeping for the next
  // page of cards too.
  const controller = useRef(new AbortController());
  useLayoutEffect(() => {
    const current = (controller.current = new AbortController());
    return () => current.abort();
  }, []);

  useEffect(() => {
    const ids = [...wanted].filter((id) => !asked.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) asked.current.add(id);
    const { signal } = controller.current;
    const answer = (byId: Image[]) =>
      !signal.aborted &&
      setAnswers((previous) => ({
        found: new Map([...previous.found, ...byId.map((image) => [image.mediaId!, image] as const)]),
        answered: new Set([...previous.answered, ...ids]),
      }));
    cache.fetch(settings, imagesEndpoint, { ids }, signal).then(
      ({ images }) => answer(images.filter((image) => image.mediaId && ids.includes(image.mediaId))),
      () => answer([]),
    );
  }, [cache, settings, wanted]);

  // While an image is being looked up, the image itself (an id without a URL): the view keeps its
  // place (a placeholder of the image's size), so the card does not shift when it arrives.
  return useCallback(
    (image: Image | null) => {
      // Addresses relative to the site theme are under `theme-url`.
      if (!needsLookup(image)) return themedImage(image, settings.themeUrl);
      const found = answers.found.get(image.mediaId);
      if (found) return themedImage(found, settings.themeUrl);
      return wanted.has(image.mediaId) && !answers.answered.has(image.mediaId) ? image : null;
    },
    [answers, wanted],
  );
}
