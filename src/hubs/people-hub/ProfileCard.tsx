/** One person as a card: photo (with alternative text), name link, title, units and department. */
import { Facts } from '../../core/views/CardHeading.js';
import { ResponsiveImage } from '../../core/views/ResponsiveImage.js';
import type { CardContext } from '../../listing/hub.js';
import { CardTitle } from '../../listing/views/CardTitle.js';
import type { Person } from './hub.js';
import type { PeopleStrings } from './strings.js';

/** A name's initials ('Aino Virta' is 'AV'), at most two. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => [...part][0]!.toUpperCase())
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join('');

export function ProfileCard({ item: person, context }: { item: Person; context: CardContext<Person, PeopleStrings> }) {
  const { t } = context;
  const photo = context.image(
    person.photo && { mediaId: null, nodeId: null, imageUrl: person.photo.photo, srcset: null, sizes: null, attr: person.photo.title },
  );
  return (
    <article className="aalto-card aalto-person">
      {photo ? (
        <ResponsiveImage image={photo} className="aalto-person__photo" beside={person.name} />
      ) : (
        // Without a photo, the person's initials in its place: the names stay in one column.
        <span className="aalto-person__photo aalto-person__initials" aria-hidden="true">
          {initials(person.name)}
        </span>
      )}
      <div className="aalto-card__body">
        <CardTitle context={context} href={person.url}>
          {person.name}
        </CardTitle>
        <Facts
          rows={[
            [t('title'), person.title],
            [t('units'), person.unitNames.join(', ')],
            [t('department'), person.photo?.department],
          ]}
        />
      </div>
    </article>
  );
}
