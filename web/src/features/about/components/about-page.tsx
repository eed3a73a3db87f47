import { Link } from 'react-router-dom';
import { HeartHandshake, Scale, Sparkles } from 'lucide-react';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { buttonClasses } from '../../../components/ui/button';
import { StoredHtml, useStoredContent } from '../../../lib/stored-page';

const STATS = [
  { value: '10K+', label: 'Songs' },
  { value: '5K+', label: 'Artists' },
  { value: '50K+', label: 'Users' },
  { value: '99%', label: 'Satisfaction' },
] as const;

const VALUES = [
  {
    icon: Sparkles,
    title: 'Quality First',
    text: 'Every track is reviewed by our curators before it is listed, and delivered as 320kbps MP3 and lossless WAV. If it would not make it onto our own playlists, it does not make it into the catalogue.',
  },
  {
    icon: HeartHandshake,
    title: 'Community Driven',
    text: 'Artists, editors and producers shape what we build. Feature requests come from our community channels, and independent musicians from Dhaka to Detroit sell side by side.',
  },
  {
    icon: Scale,
    title: 'Fair Licensing',
    text: 'One clear license per song, priced per track, with no hidden royalties or surprise claims. Artists earn on every sale, and every license key can be verified publicly.',
  },
] as const;

const TEAM = [
  {
    name: 'Ayesha Karim',
    role: 'Co-founder & CEO',
    bio: 'Spent ten years licensing music for television before deciding it should take minutes, not weeks.',
  },
  {
    name: 'Rafiq Hossain',
    role: 'Co-founder & CTO',
    bio: 'Builds the platform that streams previews and delivers downloads to listeners in over 40 countries.',
  },
  {
    name: 'Maya Chowdhury',
    role: 'Head of A&R',
    bio: 'Finds and signs the independent artists behind the catalogue, and listens to every submission.',
  },
  {
    name: 'Jonas Weber',
    role: 'Head of Customer Success',
    bio: 'Leads the support team that answers WhatsApp chats, calls and emails seven days a week.',
  },
] as const;

/** The admin's stored About text (/admin/pages) in place of the built-in one. */
function StoredAbout({ html }: { html: string }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:py-24">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">About {site.name}</h1>
      <div className="mt-8">
        <StoredHtml html={html} />
      </div>
    </div>
  );
}

export function AboutPage() {
  const stored = useStoredContent('about');
  if (stored) return <StoredAbout html={stored} />;
  return (
    <div>
      <section className="relative isolate overflow-hidden border-b border-line">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,rgb(168_85_247/0.25),transparent_55%)]"
        />
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">About {site.name}</h1>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-muted">
            {site.name} is a marketplace for original music. Independent artists publish their songs, and creators (video editors,
            podcasters, game studios, agencies) preview them, buy a license in a click and download studio-quality files the same day.
          </p>
        </div>
      </section>

      <section aria-labelledby="numbers-heading" className="border-b border-line bg-surface/60">
        <h2 id="numbers-heading" className="sr-only">
          {site.name} in numbers
        </h2>
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-y-8 px-4 py-10 sm:px-6 md:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col items-center text-center">
              <dt className="order-last text-sm text-muted">{stat.label}</dt>
              <dd className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <section aria-labelledby="mission-heading" className="grid gap-8 lg:grid-cols-[1fr_2fr]">
          <h2 id="mission-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Our mission
          </h2>
          <div className="flex flex-col gap-4 text-lg leading-relaxed text-muted">
            <p>
              Great music should be easy to find, simple to license and fair to the people who make it. Too often a creator gives up on the
              perfect track because the rights are unclear, the price is a mystery or the paperwork takes weeks.
            </p>
            <p>
              We fix that with a 30-second preview of every song, one honest price, a lifetime license with a verifiable key, and local
              payment methods such as bKash and Nagad alongside bank transfer. Artists keep ownership of their work and are paid for every
              sale.
            </p>
          </div>
        </section>

        <section aria-labelledby="values-heading" className="mt-20">
          <h2 id="values-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            What we stand for
          </h2>
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-line bg-surface p-6">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand/15 text-brand">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="team-heading" className="mt-20">
          <h2 id="team-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            The team
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {TEAM.map((person) => (
              <li key={person.name} className="rounded-2xl border border-line bg-surface p-6">
                <span
                  aria-hidden="true"
                  className="flex size-14 items-center justify-center rounded-full bg-gradient-to-br from-glow/60 to-brand/60 text-xl font-bold text-ink"
                >
                  {person.name
                    .split(' ')
                    .map((part) => part.charAt(0))
                    .join('')}
                </span>
                <h3 className="mt-4 font-semibold text-ink">{person.name}</h3>
                <p className="text-sm text-brand">{person.role}</p>
                <p className="mt-2 text-sm leading-relaxed text-muted">{person.bio}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-20 flex flex-col items-center gap-4 rounded-3xl border border-line bg-raised px-6 py-12 text-center">
          <h2 className="text-2xl font-bold tracking-tight">Hear it for yourself</h2>
          <p className="max-w-xl text-muted">Preview any song in the catalogue, no account needed.</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={paths.browse} className={buttonClasses({ size: 'lg' })}>
              Browse Music
            </Link>
            <Link to={paths.contact} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
              Contact us
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
