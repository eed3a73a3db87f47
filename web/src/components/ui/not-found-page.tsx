import { Link } from 'react-router-dom';
import type { LucideIcon } from 'lucide-react';
import { site } from '../../config/site';
import { buttonClasses } from './button';

interface NotFoundPageProps {
  icon: LucideIcon;
  /** The heading, and the tab's title. */
  title: string;
  text: string;
  link: { to: string; label: string };
}

/** A page in place of a record that does not exist (or is not the user's), with one way on. */
export function NotFoundPage({ icon: Icon, title, text, link }: NotFoundPageProps) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <title>{`${title} · ${site.name}`}</title>
      <Icon aria-hidden="true" className="size-12 text-brand" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted">{text}</p>
      <Link to={link.to} className={buttonClasses({ className: 'mt-8' })}>
        {link.label}
      </Link>
    </div>
  );
}
