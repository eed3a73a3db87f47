import { AudioLines, BadgeCheck, Headphones, Infinity as InfinityIcon, Layers, Wallet } from 'lucide-react';

const features = [
  {
    icon: Headphones,
    title: 'Preview before you buy',
    text: 'Every track has a 30-second preview taken from the middle of the song, where the hook usually is.',
  },
  {
    icon: InfinityIcon,
    title: 'Lifetime ownership',
    text: 'Pay once per song. The download and the commercial usage rights stay yours for good.',
  },
  {
    icon: AudioLines,
    title: 'Studio quality',
    text: 'Files in 320kbps MP3 and lossless WAV, ready for video, podcasts, games and live sets.',
  },
  {
    icon: BadgeCheck,
    title: 'Verified licenses',
    text: 'Each purchase comes with a license key and a PDF that anyone can check on our verification page.',
  },
  {
    icon: Layers,
    title: 'Plans for heavy users',
    text: 'Subscribe and download from the whole catalogue against a monthly quota.',
  },
  {
    icon: Wallet,
    title: 'Pay your way',
    text: 'bKash, Nagad, Rocket and bank transfer, confirmed by our team, usually within a day.',
  },
] as const;

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-heading" className="bg-surface/40">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <h2 id="features-heading" className="max-w-2xl text-2xl font-bold tracking-tight sm:text-3xl">
          Everything you need to license music without the paperwork
        </h2>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-line bg-surface p-6 transition-colors hover:border-brand/50">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand/15 text-brand">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
