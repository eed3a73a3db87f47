import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downsample, previewPeaks, previewStart } from '../../web/src/components/player/waveform';
import { callsTo, mockApi, renderApp, routeKey, preloadRoutes } from './render-app';
import { song } from './song-fixtures';

preloadRoutes('song');

afterEach(() => vi.restoreAllMocks());

const loading = { timeout: 5000 };

/** 1,000 peaks rising from 0 to 1, so every part of the song has its own height. */
const ramp = Array.from({ length: 1000 }, (_, i) => i / 999);

const litBars = (svg: Element) => [...svg.querySelectorAll('rect')].filter((r) => r.getAttribute('class') === 'fill-brand');

describe('waveform drawing', () => {
  it('keeps the loudest peak of each share when it has more peaks than bars', () => {
    expect(downsample([0.1, 0.9, 0.2, 0.3, 0.8, 0.1], 3)).toEqual([0.9, 0.3, 0.8]);
    expect(downsample([0.5, 0.25], 100)).toEqual([0.5, 0.25]);
    expect(downsample([], 10)).toEqual([]);
  });

  it('takes the preview part of the peaks where the server cuts it: from the midpoint, earlier near the end', () => {
    expect(previewStart(200)).toBe(100);
    expect(previewStart(40)).toBe(10);
    expect(previewStart(20)).toBe(0);
    const part = previewPeaks({ peaks: ramp, duration: 200 });
    expect(part).toHaveLength(150);
    expect(part[0]).toBeCloseTo(500 / 999);
  });

  it('draws the stored peaks on the song page, the preview part lit, from the one song read', async () => {
    const fetchMock = mockApi({
      [routeKey('getSong', { songId: 's-7' })]: { body: { ...song({ id: 's-7', title: 'Monsoon', duration: 200 }), peaks: ramp } },
    });
    renderApp('/songs/s-7');

    const figure = (await screen.findByText('Waveform of the whole track; the preview plays the lit part.', {}, loading)).closest(
      'figure',
    )!;
    const svg = within(figure).getByTestId('waveform');
    expect(svg).toHaveAttribute('data-bars', '120');
    const heights = [...svg.querySelectorAll('rect')].map((r) => Number(r.getAttribute('height')));
    expect(heights[119]).toBeGreaterThan(heights[10]!);
    // 30 s of 200 s is 15% of the bars, starting at the midpoint.
    expect(litBars(svg)).toHaveLength(18);
    expect(litBars(svg)[0]).toBe(svg.querySelectorAll('rect')[60]);
    expect(callsTo(fetchMock, 'getSong')).toHaveLength(1);
  });

  it('draws no waveform for a song without stored peaks', async () => {
    mockApi({ [routeKey('getSong', { songId: 's-8' })]: { body: { ...song({ id: 's-8', title: 'Quiet' }), peaks: [] } } });
    renderApp('/songs/s-8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiet' }, loading)).toBeInTheDocument();
    expect(screen.queryByTestId('waveform')).not.toBeInTheDocument();
  });

  it("draws the preview's waveform in the player as its position slider", async () => {
    const fetchMock = mockApi({
      [routeKey('getSong', { songId: 's-9' })]: { body: { ...song({ id: 's-9', title: 'Dhaka Lights', duration: 200 }), peaks: ramp } },
    });
    const { user } = renderApp('/songs/s-9');
    await user.click(await screen.findByRole('button', { name: 'Play Dhaka Lights' }, loading));

    const player = within(await screen.findByRole('region', { name: 'Audio player' }));
    const slider = player.getByRole('slider', { name: 'Preview position' });
    await waitFor(() => expect(within(slider).getByTestId('waveform')).toHaveAttribute('data-bars', '90'));
    const heights = [...within(slider).getByTestId('waveform').querySelectorAll('rect')].map((r) => Number(r.getAttribute('height')));
    // The preview's slice of a rising ramp: from half height to about 65%.
    expect(heights[0]).toBeCloseTo(50, 0);
    expect(heights.at(-1)).toBeCloseTo(65, 0);
    expect(callsTo(fetchMock, 'getSong')).toHaveLength(1);
  });
});
