import { addEnglish } from '../../i18n';

/** What a song offers beside playing and buying: Add to playlist and its reviews (song cards and the song page). */
export const songExtras = {
  playlistPicker: {
    songCount_one: '{{count}} song',
    songCount_other: '{{count}} songs',
    nameRequired: 'Playlist name is required',
    addTo: 'Add {{title}} to a playlist',
    add: 'Add to playlist',
    songBy: '{{title}} by {{artist}}',
    added: 'Added to {{name}}',
    loading: 'Loading your playlists…',
    none: 'No playlists yet. Name one to start it with this song.',
    newPlaylist: 'New playlist',
    create: 'Create',
  },
  reviews: {
    title: 'Reviews',
    none: 'No reviews yet',
    average: 'Average rating {{value}} out of 5',
    summary_one: '{{value}} / 5 · {{count}} review',
    summary_other: '{{value}} / 5 · {{count}} reviews',
    you: '{{name}} (you)',
    outOf: '{{value}} out of 5',
    rateRequired: 'Choose a rating from 1 to 5 stars',
    updated: 'Your review was updated',
    thanks: 'Thanks for your review',
    editRating: 'Edit your rating',
    yourRating: 'Your rating',
    stars_one: '{{count}} star',
    stars_other: '{{count}} stars',
    comment: 'Comment (optional)',
    update: 'Update review',
    submit: 'Submit review',
  },
};

addEnglish({ ...songExtras });
