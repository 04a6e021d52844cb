/** One language tip as a card: title link, its text, skill and topic. */
import type { LanguageTip } from './entities.js';
import type { CardContext } from '../../listing/hub.js';
import { MediaCard } from '../../listing/views/MediaCard.js';
import type { LanguageTipsStrings } from './strings.js';

export function TipCard({ item: tip, context }: { item: LanguageTip; context: CardContext<LanguageTip, LanguageTipsStrings> }) {
  return <MediaCard context={context} className="aalto-language-tip" href={tip.url} title={tip.name} summary={tip.text} facts={context.facts(tip)} />;
}
