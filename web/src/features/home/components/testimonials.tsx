import { Quote } from 'lucide-react';

const testimonials = [
  {
    quote: 'I licensed the soundtrack for a whole documentary series in an afternoon. The license keys made the broadcaster happy.',
    name: 'Nusrat Jahan',
    role: 'Documentary editor',
  },
  {
    quote: 'The previews start where the song gets good, so I can shortlist tracks for a client in minutes instead of hours.',
    name: 'Daniel Okafor',
    role: 'Video producer',
  },
  {
    quote: 'Paying with bKash and getting a proper invoice is exactly what our agency needed. Support answered on WhatsApp in minutes.',
    name: 'Tanvir Ahmed',
    role: 'Creative director',
  },
] as const;

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
      <h2 id="testimonials-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Loved by creators
      </h2>
      <ul className="mt-10 grid gap-4 md:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6">
              <Quote aria-hidden="true" className="size-6 text-brand" />
              <blockquote className="mt-4 flex-1 text-ink">“{t.quote}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-raised font-semibold text-brand"
                >
                  {t.name.charAt(0)}
                </span>
                <span className="text-sm">
                  <span className="block font-semibold text-ink">{t.name}</span>
                  <span className="block text-muted">{t.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
