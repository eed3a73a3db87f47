import { addEnglish } from '../../i18n';

/** Artist pages (/artist/{slug}), shared playlists (/playlist/{id}) and the new-release unsubscribe page. */
export const artists = {
  artist: {
    loading: 'Loading artist',
    notFound: 'Artist not found',
    notFoundText: 'No songs by this artist are in the catalogue.',
    browseSongs: 'Browse songs',
    loadError: 'We could not load this artist',
    back: 'Back to browse',
    label: 'Artist',
    followers_one: '{{n}} follower',
    followers_other: '{{n}} followers',
    songs_one: '{{n}} song',
    songs_other: '{{n}} songs',
    follow: 'Follow',
    following: 'Following',
    followed: 'Following {{name}}',
    unfollowed: 'Unfollowed {{name}}',
    songsTitle: 'Songs',
  },
  sharedPlaylist: {
    loading: 'Loading playlist',
    notFound: 'Playlist not found',
    notFoundText: 'This link does not lead to a shared playlist any more.',
    browseSongs: 'Browse songs',
    loadError: 'We could not load this playlist',
    by: 'Playlist by {{owner}}',
    songs_one: '{{n}} song',
    songs_other: '{{n}} songs',
    empty: 'This playlist has no songs yet.',
  },
  unsubscribe: {
    pageTitle: 'Unsubscribe · {{siteName}}',
    title: 'Email updates',
    again: 'You can turn them on again in your settings.',
    browse: 'Browse Music',
    invalid: 'This unsubscribe link is not valid',
    question: 'Stop the emails about new songs from artists you follow?',
    button: 'Unsubscribe',
    done: 'You will no longer get emails about new releases.',
  },
};

addEnglish({ ...artists });
