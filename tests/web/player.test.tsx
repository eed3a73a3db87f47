import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pathOf } from '../../shared/api/call';
import { mockApi, renderApp, preloadRoutes } from './render-app';
import { song } from './song-fixtures';

const SONGS = [
  song({ id: 'a', title: 'Alpha', artist: 'Artist A' }),
  song({ id: 'b', title: 'Bravo', artist: 'Artist B' }),
  song({ id: 'c', title: 'Charlie', artist: 'Artist C' }),
];

preloadRoutes('browse');

async function startPlayback(title: string) {
  mockApi({ listSongs: { body: SONGS } });
  const view = renderApp('/browse');
  const grid = await screen.findByRole('region', { name: 'All Songs' });
  await view.user.click(await within(grid).findByRole('button', { name: `Play ${title}` }));
  const player = await screen.findByRole('region', { name: 'Audio player' });
  return { ...view, player, grid };
}

const audio = () => screen.getByTestId<HTMLAudioElement>('preview-audio');
const nowPlaying = () => screen.getByTestId('player-title').textContent;

describe('audio player', () => {
  it('stays hidden until a song is played, then shows its title and artist and streams its preview', async () => {
    mockApi({ listSongs: { body: SONGS } });
    const { user } = renderApp('/browse');
    const grid = await screen.findByRole('region', { name: 'All Songs' });
    const play = await within(grid).findByRole('button', { name: 'Play Bravo' });
    expect(screen.queryByRole('region', { name: 'Audio player' })).not.toBeInTheDocument();
    expect(audio()).not.toHaveAttribute('src');

    await user.click(play);

    const player = await screen.findByRole('region', { name: 'Audio player' });
    expect(within(player).getByTestId('player-title')).toHaveTextContent('Bravo');
    expect(within(player).getByTestId('player-artist')).toHaveTextContent('Artist B');
    expect(audio().getAttribute('src')).toBe(pathOf('streamAudio', { songId: 'b' }));
    expect(within(grid).getByRole('button', { name: 'Pause Bravo' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('toggles play and pause from the song button', async () => {
    const { user, grid, player } = await startPlayback('Alpha');
    await user.click(within(grid).getByRole('button', { name: 'Pause Alpha' }));
    expect(within(grid).getByRole('button', { name: 'Play Alpha' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(player).getByRole('button', { name: 'Play preview' })).toBeInTheDocument();
  });

  it('wraps next and previous around the list the song was played from', async () => {
    const { user, player } = await startPlayback('Bravo');
    const next = within(player).getByRole('button', { name: 'Next track' });
    const previous = within(player).getByRole('button', { name: 'Previous track' });

    await user.click(next);
    expect(nowPlaying()).toBe('Charlie');
    await user.click(next);
    expect(nowPlaying()).toBe('Alpha');
    await user.click(previous);
    expect(nowPlaying()).toBe('Charlie');
    expect(audio().getAttribute('src')).toBe(pathOf('streamAudio', { songId: 'c' }));
  });

  it('moves to the next song when a preview ends', async () => {
    await startPlayback('Charlie');
    fireEvent.ended(audio());
    await waitFor(() => expect(nowPlaying()).toBe('Alpha'));
  });

  it('seeks with the arrow keys on the progress slider', async () => {
    const { user, player } = await startPlayback('Alpha');
    const slider = within(player).getByRole('slider', { name: 'Preview position' });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '30');

    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    fireEvent.timeUpdate(audio());

    expect(audio().currentTime).toBe(10);
    expect(slider).toHaveAttribute('aria-valuenow', '10');
    await user.keyboard('{End}');
    fireEvent.timeUpdate(audio());
    expect(slider).toHaveAttribute('aria-valuenow', '30');
  });

  it('remembers the volume', async () => {
    const { player } = await startPlayback('Alpha');
    fireEvent.change(within(player).getByRole('slider', { name: 'Volume' }), { target: { value: '35' } });
    expect(localStorage.getItem('playerVolume')).toBe('0.35');
    expect(audio().volume).toBeCloseTo(0.35);
  });
});
