/**
 * A guided tool as an element (the general suggestion tool, the simple quiz): its questions one
 * step at a time (the stepper state, kept in the address as `guide`), then the suggestions whose
 * tags hold the answers, each with its link and why it matched; back and restart. Loads through
 * the one loading path; a call that could not load says so, settings without questions say 'No
 * data available', and both offer to try again. A tool declares where its settings come from and its texts.
 */
import { useMemo } from 'react';
import type { Source } from './api/source.js';
import { useSource } from './api/use-source.js';
import { headingLevelAttribute, linkTargetAttribute, stringAttribute } from './element/attributes.js';
import type { ElementProps } from './element/react-element.js';
import type { GuideSettings } from './entities/suggestion.js';
import { matchSuggestions } from './guide-match.js';
import { coreStrings, type CoreStrings } from './i18n/core-strings.js';
import { stepperStrings, type StepperStrings } from './i18n/stepper-strings.js';
import { createTranslator, type Catalogs } from './i18n/translate.js';
import { keptInAddress } from './stepper.js';
import { stepsOf, useStepper } from './use-stepper.js';
import { GuidePath } from './views/GuidePath.js';
import { SafeLink } from './views/SafeLink.js';
import { LoadFailure, ResultCount, StatusMessage } from './views/StatusMessage.js';
import { headingTag } from './views/heading.js';

export const guideToolAttributes = { linkTarget: linkTargetAttribute('_self'), headingLevel: headingLevelAttribute(2), paramPrefix: stringAttribute('') };
type Props = ElementProps<typeof guideToolAttributes>;

/** The texts a guided tool names its results with. */
export interface GuideToolStrings {
  [key: string]: string | { one: string; other: string };
  suggestions: string;
  count: { one: string; other: string };
  why: string;
  none: string;
  unavailable: string;
  retry: string;
}

export function guideToolElement(source: Source<GuideSettings>, strings: Catalogs<GuideToolStrings>, className: string) {
  return function GuideTool({ settings, linkTarget, headingLevel, paramPrefix }: Props) {
    const { language } = settings;
    const t = useMemo(
      () => createTranslator<GuideToolStrings & StepperStrings & CoreStrings>(language, coreStrings, stepperStrings, strings, settings.strings),
      [language, settings.strings],
    );
    const { value: loaded, failure, retry } = useSource(source, settings);
    const questions = useMemo(() => loaded?.questions ?? [], [loaded]);
    const stepper = useStepper(stepsOf(questions), keptInAddress(`${paramPrefix.trim()}guide`));
    const done = questions.length > 0 && stepper.index >= questions.length;
    const matches = useMemo(
      () => (done && loaded ? matchSuggestions(loaded.suggestions, questions, stepper.answers, language) : []),
      [done, loaded, questions, stepper.answers, language],
    );
    const SubHeading = headingTag(headingLevel + 1);

    if (failure)
      return (
        <div className={className} lang={language}>
          <LoadFailure text={t('loadFailed')} retry={t('tryAgain')} onRetry={retry} />
        </div>
      );
    if (!loaded) return <StatusMessage text={t('loading')} busy />;
    if (!questions.length)
      return (
        <div className={className} lang={language}>
          <StatusMessage text={t('unavailable')} />
          <button type="button" className="aalto-button" onClick={retry}>
            {t('retry')}
          </button>
        </div>
      );
    return (
      <div className={className} lang={language}>
        <GuidePath title={loaded.title} intro={loaded.intro} headingLevel={headingLevel} questions={questions} stepper={stepper} t={t}>
          <section className="aalto-suggestions">
            <SubHeading className="aalto-suggestions__title">{t('suggestions')}</SubHeading>
            <ResultCount text={t('count', { count: matches.length })} />
            {matches.length === 0 ? (
              <StatusMessage text={t('none')} />
            ) : (
              <ul className="aalto-suggestions__list">
                {matches.map(({ suggestion, reasons }) => (
                  <li key={suggestion.id || suggestion.title} className="aalto-suggestion-card">
                    <SafeLink href={suggestion.url} target={linkTarget} externalHint={t('externalLink')} newTabHint={t('newTab')}>
                      {suggestion.title}
                    </SafeLink>
                    {suggestion.description && <p>{suggestion.description}</p>}
                    <p className="aalto-suggestion-card__why">{t('why', { reasons: reasons.join(', ') })}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </GuidePath>
      </div>
    );
  };
}
