import { addEnglish } from '../../i18n';

/** The landing page. */
export const home = {
  home: {
    heroTitle: 'Find the sound your next project deserves.',
    heroBadge: '320kbps MP3 & WAV · Verified licenses · Instant downloads',
    heroText:
      'Preview any track for 30 seconds, buy it once and own a lifetime commercial license with a verifiable key. Or subscribe and download from the whole catalogue.',
    browseMusic: 'Browse Music',
    viewPricing: 'View Pricing',
    verifiable: 'Licenses you can verify',
    afterApproval: 'Download straight after approval',
    inNumbers: 'Marketplace in numbers',
    statSongs: 'Songs',
    statArtists: 'Artists',
    statUsers: 'Users',
    statDownloads: 'Downloads',
    byGenre: 'Browse by genre',
    byGenreText: 'Jump straight to the sound you are after.',
    featuresTitle: 'Everything you need to license music without the paperwork',
    features: {
      preview: {
        title: 'Preview before you buy',
        text: 'Every track has a 30-second preview taken from the middle of the song, where the hook usually is.',
      },
      lifetime: {
        title: 'Lifetime ownership',
        text: 'Pay once per song. The download and the commercial usage rights stay yours for good.',
      },
      quality: {
        title: 'Studio quality',
        text: 'Files in 320kbps MP3 and lossless WAV, ready for video, podcasts, games and live sets.',
      },
      verified: {
        title: 'Verified licenses',
        text: 'Each purchase comes with a license key and a PDF that anyone can check on our verification page.',
      },
      plans: { title: 'Plans for heavy users', text: 'Subscribe and download from the whole catalogue against a monthly quota.' },
      pay: { title: 'Pay your way', text: 'bKash, Nagad, Rocket and bank transfer, confirmed by our team, usually within a day.' },
    },
    lovedBy: 'Loved by creators',
    testimonials: {
      nusrat: {
        quote: 'I licensed the soundtrack for a whole documentary series in an afternoon. The license keys made the broadcaster happy.',
        role: 'Documentary editor',
      },
      daniel: {
        quote: 'The previews start where the song gets good, so I can shortlist tracks for a client in minutes instead of hours.',
        role: 'Video producer',
      },
      tanvir: {
        quote: 'Paying with bKash and getting a proper invoice is exactly what our agency needed. Support answered on WhatsApp in minutes.',
        role: 'Creative director',
      },
    },
    ctaTitle: 'Ready to find your sound?',
    ctaText: 'Browse thousands of original tracks, or create a free account to buy, download and keep your licenses in one place.',
    startBrowsing: 'Start Browsing',
    createAccount: 'Create Free Account',
  },
};

addEnglish({ ...home });
