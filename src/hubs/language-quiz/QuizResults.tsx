/**
 * The quiz's results, a pure view: the level per skill with its text, what is left unanswered,
 * and the actions ('Edit answers', 'Retake the test', 'Save a learning plan', 'Print results'),
 * the saved plan's status and the Learn Finnish link.
 */
import { useId, type Ref } from 'react';
import type { CoreStrings } from '../../core/i18n/core-strings.js';
import type { Translate } from '../../core/i18n/translate.js';
import { headingTag } from '../../core/views/heading.js';
import { SafeLink } from '../../core/views/SafeLink.js';
import type { SkillResult } from './score.js';
import type { QuizStrings } from './strings.js';

export interface QuizResultsProps {
  t: Translate<QuizStrings & CoreStrings>;
  /** The results' heading level (one below the quiz's title). */
  level: number;
  headingRef: Ref<HTMLHeadingElement>;
  results: readonly SkillResult[];
  unanswered: number;
  skillName: (skill: string) => string;
  levelName: (level: string) => string;
  planSaved: boolean;
  /** The Learn Finnish link, when the quiz names one. */
  learn: { href: string; label: string; target: string } | null;
  onAnswerUnanswered: () => void;
  onEdit: () => void;
  onRetake: () => void;
  onSavePlan: () => void;
  onPrint: () => void;
}

export function QuizResults({ t, level, headingRef, results, unanswered, skillName, levelName, planSaved, learn, ...on }: QuizResultsProps) {
  const id = useId();
  const Heading = headingTag(level);
  const actions = [
    ['editAnswers', on.onEdit],
    ['retake', on.onRetake],
    ['savePlan', on.onSavePlan],
    ['print', on.onPrint],
  ] as const;
  return (
    <section className="aalto-quiz__results" aria-labelledby={id}>
      <Heading id={id} ref={headingRef} tabIndex={-1}>
        {t('results')}
      </Heading>
      {unanswered > 0 && (
        <p className="aalto-quiz__unanswered">
          {t('unanswered', { count: unanswered })}{' '}
          <button type="button" className="aalto-button aalto-button--link" onClick={on.onAnswerUnanswered}>
            {t('answerThem')}
          </button>
        </p>
      )}
      <dl className="aalto-quiz__skills">
        {results.map((r) => (
          <div key={r.skill} className="aalto-quiz__skill">
            <dt>{skillName(r.skill)}</dt>
            <dd>
              <strong>
                {t('level')}: {levelName(r.level)}
              </strong>
              {r.text && <p>{r.text}</p>}
            </dd>
          </div>
        ))}
      </dl>
      <div className="aalto-quiz__actions">
        {actions.map(([key, act]) => (
          <button key={key} type="button" className={`aalto-button${key === 'print' ? ' aalto-button--primary' : ''}`} onClick={act}>
            {t(key)}
          </button>
        ))}
      </div>
      <p className="aalto-quiz__saved" role="status">
        {planSaved ? t('planSaved') : ''}
      </p>
      {learn && (
        <p className="aalto-quiz__learn">
          <SafeLink href={learn.href} target={learn.target} externalHint={t('externalLink')} newTabHint={t('newTab')}>
            {learn.label}
          </SafeLink>
        </p>
      )}
    </section>
  );
}
