/** An image's alternative text: the data's, unless it only repeats the text beside it. */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from '../../src/core/views/ResponsiveImage';

function altOf(attr: string | null, beside?: string) {
  const box = document.createElement('div');
  const root = createRoot(box);
  const image = { mediaId: null, nodeId: null, imageUrl: '/a.jpg', srcset: null, sizes: null, attr };
  flushSync(() => root.render(<ResponsiveImage image={image} {...(beside !== undefined && { beside })} />));
  const alt = box.querySelector('img')!.getAttribute('alt');
  root.unmount();
  return alt;
}

describe('<ResponsiveImage> alternative text', () => {
  it("is the data's, empty when missing or when it repeats the card's title or person's name", () => {
    expect(altOf('A lab at Otaniemi', 'Networking breakfast')).toBe('A lab at Otaniemi');
    expect(altOf('A lab at Otaniemi')).toBe('A lab at Otaniemi');
    expect(altOf(null, 'Networking breakfast')).toBe('');
    // A screen reader would say the title twice: once as the image, once as the link.
    expect(altOf('Networking breakfast', 'Networking breakfast')).toBe('');
    expect(altOf(' networking Breakfast ', 'Networking breakfast')).toBe('');
  });
});
