import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { Headset, Mail, MessageCircle, Phone, X } from 'lucide-react';
import { dialDigits, site } from '../../config/site';
import { cn } from '../../lib/cn';
import { useSupportContact } from '../layouts/site-settings';
import { displayNumber, useSupportSettings } from './support-settings';
import { PinnedAddress } from '../layouts/address-lines';
import { whatsAppLink } from './whatsapp-link';

const actionClass =
  'flex items-center gap-3 rounded-xl border border-line bg-raised px-3 py-2.5 text-sm font-medium text-ink transition-colors hover:border-brand/60';

/**
 * Floating help in the bottom-right corner; `raised` lifts it above the audio player (two rows on
 * a phone). The shell keeps room for it below every page, so it never sits on the last content.
 */
export function SupportWidget({ raised }: { raised: boolean }) {
  const settings = useSupportSettings();
  const { email, addressLines } = useSupportContact();
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <aside
      aria-label={t('support.label')}
      className={cn('fixed right-4 z-30 flex flex-col items-end gap-3 transition-[bottom]', raised ? 'bottom-40 sm:bottom-24' : 'bottom-4')}
    >
      {open && (
        <div
          id={panelId}
          className="w-72 max-w-[calc(100vw-2rem)] rounded-2xl border border-line bg-surface p-4 shadow-2xl shadow-black/50"
        >
          <p className="text-sm font-semibold text-ink">{t('support.needHand')}</p>
          <p className="mt-1 text-xs text-muted">{t('support.answersOn', { hours: site.support.hours })}</p>
          <ul className="mt-3 flex flex-col gap-2">
            {settings.enabled && (
              <li>
                <a
                  href={whatsAppLink(settings.phoneNumber, settings.message)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={actionClass}
                >
                  <MessageCircle aria-hidden="true" className="size-4 text-success" />
                  {t('support.chat')}
                </a>
              </li>
            )}
            {settings.phoneNumber && (
              <li>
                <a href={`tel:+${dialDigits(settings.phoneNumber)}`} className={actionClass}>
                  <Phone aria-hidden="true" className="size-4 text-brand" />
                  {t('support.call', { number: displayNumber(settings.phoneNumber) })}
                </a>
              </li>
            )}
            {email && (
              <li>
                <a href={`mailto:${email}`} className={actionClass}>
                  <Mail aria-hidden="true" className="size-4 text-brand" />
                  {email}
                </a>
              </li>
            )}
          </ul>
          <PinnedAddress lines={addressLines} as="address" className="mt-3 flex items-start gap-2 text-xs not-italic text-muted" />
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('support.close') : t('support.open')}
        onClick={() => setOpen((v) => !v)}
        className="flex size-14 items-center justify-center rounded-full bg-brand text-canvas shadow-lg shadow-black/40 transition-colors hover:bg-brand-soft"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Headset aria-hidden="true" className="size-6" />}
      </button>
    </aside>
  );
}
