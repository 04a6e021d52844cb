/** Events as the content API sends them, on a fixed clock: what the events' unit tests share. */
export const NOW = Date.parse('2026-11-21T12:00:00Z');
export const day = (offset: number, time = 'T10:00:00Z') => new Date(Date.parse(`2026-11-21${time}`) + offset * 86_400_000).toISOString();

export function event(id: string, overrides: Record<string, unknown> = {}) {
  return {
    nodeId: id,
    title: `Event ${id}`,
    eventDates: { start: day(3), end: day(3, 'T12:00:00Z') },
    location: 'Otaniemi',
    summary: `Summary of ${id}`,
    mainImage: {
      mediaId: `m-${id}`,
      imageUrl: `/img/${id}.jpg`,
      srcset: `/img/${id}-320.jpg 320w, /img/${id}-640.jpg 640w`,
      sizes: '320px',
      attr: `Picture of ${id}`,
    },
    eventType: ['Seminar'],
    language: ['en'],
    url: `/en/events/${id}`,
    category: ['1'],
    isExternalUrl: false,
    format: 'onsite',
    promoted: false,
    audience: 'public',
    ...overrides,
  };
}
export const CATEGORY_LIST = [
  { id: '1', name: 'Research' },
  { id: '2', name: 'Studies' },
];
