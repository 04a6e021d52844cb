/**
 * <aalto-cookie-consent>: the consent dialog and its cookies (docs/api.md, 'Consent cookies'). A
 * true modal (native `<dialog>` opened with showModal: the rest of the page inert, focus moved in
 * and held), with a first layer of three equal buttons and a second layer of one checkbox per
 * category. Where the page runs Cookiebot, no dialog of ours: its choices are followed instead.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { stringAttribute } from '../../core/element/attributes.js';
import type { ElementProps } from '../../core/element/react-element.js';
import { ACCEPT_ALL, CATEGORIES, DECLINE_ALL, cookiebot, cookiebotChoices, choiceInForce, storedChoices, type Choices } from '../../core/consent/consent.js';
import { applyChoice } from '../../core/consent/choice.js';
import { coreStrings, type CoreStrings } from '../../core/i18n/core-strings.js';
import { createTranslator } from '../../core/i18n/translate.js';
import { SafeLink } from '../../core/views/SafeLink.js';
import { consentStrings, type ConsentStrings } from './strings.js';
import { documentProperty } from '../../core/document-reads.js';

export const attributes = { revision: stringAttribute(''), privacyUrl: stringAttribute('') };
export type CookieConsentProps = ElementProps<typeof attributes>;
type Strings = ConsentStrings & CoreStrings;

/** The stored choices as the second layer's starting point: nothing optional ticked on a first visit. */
function draftFromStore(): Choices {
  // Read as Cookiebot's are: `necessary` on, another only where it is stored on (never null here).
  return cookiebotChoices({ consent: storedChoices() }) ?? DECLINE_ALL;
}

export default function CookieConsent({ settings, revision, privacyUrl, host, expose }: CookieConsentProps) {
  const t = useMemo(() => createTranslator<Strings>(settings.language, coreStrings, consentStrings, settings.strings), [settings.language, settings.strings]);
  const bridged = cookiebot() !== null;
  const [open, setOpen] = useState(() => !bridged && !choiceInForce(revision));
  const [layer, setLayer] = useState<'first' | 'second'>('first');
  const [draft, setDraft] = useState<Choices>(draftFromStore);
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const id = useId();

  const renew = useCallback(() => {
    const api = cookiebot();
    if (api) {
      api.renew();
      return;
    }
    setDraft(draftFromStore());
    setLayer('second');
    setOpen(true);
  }, []);

  useEffect(() => {
    expose({ renew });
    return () => expose(null);
  }, [expose, renew]);

  // The loader's consent core (src/core/consent/consent-start.ts) puts a stored choice in force,
  // follows Cookiebot and turns data-consent-renew clicks into renew(): this code loads only when
  // there is a choice to ask for.

  // Open as a modal, remembering where focus was; give it back on close. Where it was on the page's
  // body (the dialog opened with the page), it goes back to the element itself, not to the body.
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) {
      const active = documentProperty<Element | null>('activeElement');
      const back = active instanceof HTMLElement && active.localName !== 'body' ? active : host;
      if (back === host) host.tabIndex = -1;
      returnFocus.current = back;
      node.showModal();
      title.current?.focus();
    } else if (!open && node.open) {
      node.close();
      returnFocus.current?.focus();
    }
  }, [open, host]);

  const choose = (choices: Choices) => {
    applyChoice(choices, { target: host, revision });
    setOpen(false);
    setLayer('first');
  };

  /** 'Choose cookies' is a disclosure: it shows the second layer, and hides it again. */
  const toggleSecondLayer = () => {
    if (layer === 'second') return setLayer('first');
    setDraft(draftFromStore());
    setLayer('second');
    requestAnimationFrame(() => dialog.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus());
  };

  /** A close request (Escape): the second layer closes to the first; the dialog only when a choice exists. */
  const onCloseRequest = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (layer === 'second') {
      setLayer('first');
      chooseButton.current?.focus();
    } else if (choiceInForce(revision)) {
      setOpen(false);
    }
  };
  // Chromium ignores a cancelled `cancel` event when Escape comes twice without other input, so
  // Escape is handled on keydown (cancelling it stops the close request) ...
  const onKeyDown = (event: { key: string; preventDefault(): void }) => {
    if (event.key === 'Escape') onCloseRequest(event);
  };
  // ... and should the browser close the dialog all the same, the element follows it.
  const onClose = () => {
    if (open) {
      setOpen(false);
      returnFocus.current?.focus();
    }
  };

  if (bridged) return null;
  return (
    <dialog
      ref={dialog}
      className="aalto-consent"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      onCancel={onCloseRequest}
      onKeyDown={onKeyDown}
      onClose={onClose}
      lang={settings.language}
    >
      <h2 id={`${id}-title`} ref={title} tabIndex={-1} className="aalto-consent__title">
        {t('title')}
      </h2>
      <p id={`${id}-description`}>{t('description')}</p>
      {privacyUrl && (
        <p>
          <SafeLink href={privacyUrl} externalHint={t('externalLink')} newTabHint={t('newTab')}>
            {t('privacy')}
          </SafeLink>
        </p>
      )}
      {layer === 'second' && (
        <div id={`${id}-choices`} className="aalto-consent__choices">
          <fieldset>
            <legend className="aalto-visually-hidden">{t('categories')}</legend>
            {CATEGORIES.map((category) => (
              <div key={category} className="aalto-consent__category">
                <label>
                  <input
                    type="checkbox"
                    checked={category === 'necessary' || draft[category]}
                    disabled={category === 'necessary'}
                    aria-describedby={`${id}-${category}`}
                    onChange={(event) => setDraft({ ...draft, [category]: event.currentTarget.checked })}
                  />
                  <span>{t(category)}</span>
                </label>
                <p id={`${id}-${category}`} className="aalto-consent__purpose">
                  {t(`${category}Purpose`)}
                </p>
              </div>
            ))}
          </fieldset>
          <button type="button" className="aalto-button aalto-consent__button" onClick={() => choose(draft)}>
            {t('save')}
          </button>
        </div>
      )}
      <div className="aalto-consent__buttons">
        <button type="button" className="aalto-button aalto-consent__button" onClick={() => choose(ACCEPT_ALL)}>
          {t('acceptAll')}
        </button>
        <button type="button" className="aalto-button aalto-consent__button" onClick={() => choose(DECLINE_ALL)}>
          {t('declineAll')}
        </button>
        <button
          ref={chooseButton}
          type="button"
          className="aalto-button aalto-consent__button"
          aria-expanded={layer === 'second'}
          aria-controls={layer === 'second' ? `${id}-choices` : undefined}
          onClick={toggleSecondLayer}
        >
          {t('choose')}
        </button>
      </div>
    </dialog>
  );
}
