import { addEnglish } from '../../i18n';

/** The store's music surfaces (issue 21): home shelves, browse chips, song and artist extras, buying in a dialog. */
export const store = {
  store: {
    newReleases: 'New releases',
    newReleasesText: 'The latest tracks in the catalogue. Press play to hear a preview.',
    seeAll: 'See all',
    trending: 'Trending this week',
    trendingText: 'Most played and bought in the last 7 days.',
    applied: 'Applied:',
    chipSearch: 'Search: “{{q}}”',
    removeFilter: 'Remove filter {{label}}',
    clearAll: 'Clear all',
    filtersCount_one: 'Filters ({{count}})',
    filtersCount_other: 'Filters ({{count}})',
    showingSoFar_one: 'Showing {{count}} song so far',
    showingSoFar_other: 'Showing {{count}} songs so far',
    registeredSignedIn: 'Welcome, {{name}}! Your account is ready and you are signed in.',
    signInToBuy: 'Create an account or sign in to buy this song. You come straight back to this purchase.',
    backToGuest: 'Buy as a guest instead',
    moreFromArtist: 'More from {{artist}}',
    related: 'Related songs',
    relatedText: 'More {{genre}} from the catalogue.',
    artistPhoto: 'Photo of {{name}}',
    aboutArtist: 'About {{name}}',
  },
};

addEnglish({ ...store });
