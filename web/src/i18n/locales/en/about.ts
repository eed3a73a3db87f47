import { addEnglish } from '../../i18n';

/** The About page (/about). */
export const about = {
  about: {
    pageTitle: 'About · {{siteName}}',
    title: 'About {{siteName}}',
    intro:
      '{{siteName}} is a marketplace for original music. Independent artists publish their songs, and creators (video editors, podcasters, game studios, agencies) preview them, buy a license in a click and download studio-quality files the same day.',
    inNumbers: '{{siteName}} in numbers',
    stats: { songs: 'Songs', artists: 'Artists', users: 'Users', satisfaction: 'Satisfaction' },
    missionTitle: 'Our mission',
    mission1:
      'Great music should be easy to find, simple to license and fair to the people who make it. Too often a creator gives up on the perfect track because the rights are unclear, the price is a mystery or the paperwork takes weeks.',
    mission2:
      'We fix that with a 30-second preview of every song, one honest price, a lifetime license with a verifiable key, and local payment methods such as bKash and Nagad alongside bank transfer. Artists keep ownership of their work and are paid for every sale.',
    valuesTitle: 'What we stand for',
    values: {
      quality: {
        title: 'Quality First',
        text: 'Every track is reviewed by our curators before it is listed, and delivered as 320kbps MP3 and lossless WAV. If it would not make it onto our own playlists, it does not make it into the catalogue.',
      },
      community: {
        title: 'Community Driven',
        text: 'Artists, editors and producers shape what we build. Feature requests come from our community channels, and independent musicians from Dhaka to Detroit sell side by side.',
      },
      fair: {
        title: 'Fair Licensing',
        text: 'One clear license per song, priced per track, with no hidden royalties or surprise claims. Artists earn on every sale, and every license key can be verified publicly.',
      },
    },
    teamTitle: 'The team',
    team: {
      ceo: {
        role: 'Co-founder & CEO',
        bio: 'Spent ten years licensing music for television before deciding it should take minutes, not weeks.',
      },
      cto: {
        role: 'Co-founder & CTO',
        bio: 'Builds the platform that streams previews and delivers downloads to listeners in over 40 countries.',
      },
      ar: {
        role: 'Head of A&R',
        bio: 'Finds and signs the independent artists behind the catalogue, and listens to every submission.',
      },
      success: {
        role: 'Head of Customer Success',
        bio: 'Leads the support team that answers WhatsApp chats, calls and emails seven days a week.',
      },
    },
    hearTitle: 'Hear it for yourself',
    hearText: 'Preview any song in the catalogue, no account needed.',
    browse: 'Browse Music',
    contact: 'Contact us',
  },
};

addEnglish({ ...about });
