import type { Translation } from '../en';

export const store: Pick<Translation, 'store'> = {
  store: {
    newReleases: 'Neuerscheinungen',
    newReleasesText: 'Die neuesten Titel im Katalog. Drücke auf Play für eine Hörprobe.',
    seeAll: 'Alle ansehen',
    trending: 'Diese Woche im Trend',
    trendingText: 'Am häufigsten gehört und gekauft in den letzten 7 Tagen.',
    applied: 'Aktiv:',
    chipSearch: 'Suche: „{{q}}“',
    removeFilter: 'Filter {{label}} entfernen',
    clearAll: 'Alle entfernen',
    filtersCount_one: 'Filter ({{count}})',
    filtersCount_other: 'Filter ({{count}})',
    showingSoFar_one: 'Bisher {{count}} Song angezeigt',
    showingSoFar_other: 'Bisher {{count}} Songs angezeigt',
    registeredSignedIn: 'Willkommen, {{name}}! Dein Konto ist bereit und du bist angemeldet.',
    signInToBuy: 'Erstelle ein Konto oder melde dich an, um diesen Song zu kaufen. Danach geht es direkt mit diesem Kauf weiter.',
    backToGuest: 'Stattdessen als Gast kaufen',
    moreFromArtist: 'Mehr von {{artist}}',
    related: 'Ähnliche Songs',
    relatedText: 'Mehr {{genre}} aus dem Katalog.',
    artistPhoto: 'Foto von {{name}}',
    aboutArtist: 'Über {{name}}',
  },
};
