import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSupportContact } from '../../../components/layouts/site-settings';
import '../../../i18n/locales/en/legal';

/** The store's one support email (/admin/settings) as a link; the contact form when none is set. */
export function SupportEmail({ subject }: { subject?: string }) {
  const { t } = useTranslation();
  const { email } = useSupportContact();
  if (!email) {
    return (
      <Link to={paths.contact} className="font-medium text-brand hover:underline">
        {t('legal.contactForm')}
      </Link>
    );
  }
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return (
    <a href={`mailto:${email}${query}`} className="font-medium text-brand hover:underline">
      {email}
    </a>
  );
}
