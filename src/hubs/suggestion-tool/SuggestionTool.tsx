/**
 * <suggestion-tool>: the general suggestion tool. Its settings' questions one step at a time (the
 * stepper state, kept in the address as `guide`), then the suggestions whose tags hold the answers,
 * each with its link and why it matched; back and restart. Loads through the one loading path; a
 * failed call or settings without questions show 'No data available'.
 */
import { useCallback, useMemo } from 'react';
import { suggestionTool } from '../../core/api/suggestion-endpoints.js';
import { fetchEndpoint } from '../../core/api/endpoint.js';
import { useLoaded } from '../../core/api/use-loaded.js';
import { integerAttribute, stringAttribute } from '../../core/element/attributes.js';
import type { ElementProps } from '../../core/element/r2wc-element.js';
import type { GuideSettings } from '../../core/entities/suggestion.js';
import { coreStrings, type CoreStrings } from '../../core/i18n/core-strings.js';
import { stepperStrings, type StepperStrings } from '../../core/i18n/stepper-strings.js';
import { createTranslator } from '../../core/i18n/translate.js';
import { useStepper } from '../../core/use-stepper.js';
import { GuidePath } from '../../core/views/GuidePath.js';
import { SafeLink } from '../../core/views/SafeLink.js';
import { ResultCount, StatusMessage } from '../../core/views/StatusMessage.js';
import { matchSuggestions } from './match.js';
import { suggestionToolStrings, type SuggestionToolStrings } from './strings.js';

export const attributes = { linkTarget: stringAttribute('_self'), headingLevel: integerAttribute(2), paramPrefix: stringAttribute('') };
type Props = ElementProps<typeof attributes>;

const NONE: GuideSettings = { title: null, intro: null, questions: [], suggestions: [] };

export default function SuggestionTool({ settings, linkTarget, headingLevel, paramPrefix }: Props) {
  const { language } = settings;
  const t = useMemo(() => createTranslator<SuggestionToolStrings & StepperStrings & CoreStrings>(language, coreStrings, stepperStrings, suggestionToolStrings), [language]);
  const load = useCallback(async (signal: AbortSignal) => (await fetchEndpoint(settings, suggestionTool, {}, { signal })).settings, [settings]);
  const loaded = useLoaded(load, NONE);
  const questions = loaded?.questions ?? [];
  const stepper = useStepper(
    questions.map((q) => q.id),
    { kind: 'address', param: `${paramPrefix.trim()}guide` },
  );
  const done = questions.length > 0 && stepper.index >= questions.length;
  const matches = useMemo(() => (done && loaded ? matchSuggestions(loaded.suggestions, questions, stepper.answers, language) : []), [done, loaded, questions, stepper.answers, language]);
  const target = linkTarget.trim() || '_self';
  const SubHeading = `h${Math.min(6, Math.max(2, headingLevel + 1))}` as 'h3';

  if (!loaded) return <StatusMessage text={t('loading')} busy />;
  if (!questions.length) return <StatusMessage text={t('unavailable')} />;
  return (
    <div className="aalto-suggestion-tool" lang={language}>
      <GuidePath
        title={loaded.title}
        intro={loaded.intro}
        headingLevel={headingLevel}
        questions={questions}
        stepper={stepper}
        t={t}
      >
        <section className="aalto-suggestions">
          <SubHeading className="aalto-suggestions__title">{t('suggestions')}</SubHeading>
          <ResultCount text={t('count', { count: matches.length })} />
          {matches.length === 0 ? (
            <StatusMessage text={t('none')} />
          ) : (
            <ul className="aalto-suggestions__list">
              {matches.map(({ suggestion, reasons }) => (
                <li key={suggestion.id || suggestion.title} className="aalto-suggestion-card">
                  <SafeLink href={suggestion.url} target={target} externalHint={t('externalLink')} newTabHint={t('newTab')}>
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
}
