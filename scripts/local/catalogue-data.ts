/**
 * The demo catalogue: 40 songs, five per genre, priced $2.49–$3.49, a few sold out or withdrawn
 * so the store's availability rules are visible. Titles and artists are invented.
 */
import type { Genre, SongStatus } from '../../shared/api/catalogue';

export interface DemoSong {
  title: string;
  artist: string;
  genre: Genre;
  priceCents: number;
  durationSeconds: number;
  bpm: number;
  key: string;
  description: string;
  status?: SongStatus;
  isAvailable?: boolean;
  rating: number;
}

const rows: [Genre, string, string, number, number, number, string, string][] = [
  // genre, title, artist, price cents, seconds, bpm, key, mood
  ['Electronic', 'Neon Tide', 'Kaia Voss', 299, 150, 124, 'A minor', 'a driving four-on-the-floor groove with shimmering pads'],
  ['Electronic', 'Circuit Bloom', 'Dhaka Drift', 349, 132, 128, 'F minor', 'a bright arpeggiated lead over rolling bass'],
  ['Electronic', 'Midnight Protocol', 'Kaia Voss', 279, 168, 120, 'D minor', 'a dark, hypnotic late-night pulse'],
  ['Electronic', 'Glass Horizon', 'Oren Lux', 249, 96, 126, 'C minor', 'airy synth chords that open up into a big drop'],
  ['Electronic', 'Static Hearts', 'Nova Shore', 319, 120, 122, 'G minor', 'a warm analog bassline with crisp hats'],
  ['Hip Hop', 'Concrete Psalms', 'MC Rahman', 299, 144, 90, 'E minor', 'boom-bap drums under a dusty piano loop'],
  ['Hip Hop', 'Gold Chain Sunday', 'Lil Tempo', 279, 110, 94, 'A minor', 'a laid-back head-nod beat with soulful keys'],
  ['Hip Hop', 'Block Theory', 'MC Rahman', 329, 126, 88, 'C minor', 'hard-hitting kicks and a brooding bass'],
  ['Hip Hop', 'Velvet Bars', 'Sable Kings', 249, 98, 92, 'F minor', 'a smooth, jazzy instrumental for vocals'],
  ['Hip Hop', 'Night Bus Home', 'Lil Tempo', 299, 132, 86, 'D minor', 'a lo-fi groove with a wistful melody'],
  ['Rock', 'Thunder Road Home', 'The Meridians', 319, 174, 132, 'E major', 'a power-chord anthem with a big chorus'],
  ['Rock', 'Broken Compass', 'Ash & Ember', 299, 150, 118, 'A major', 'a gritty mid-tempo rocker'],
  ['Rock', 'Red Clay Riot', 'The Meridians', 279, 128, 140, 'D major', 'fast, loud and joyful garage rock'],
  ['Rock', 'Slow Burn Avenue', 'Halcyon Wire', 349, 162, 100, 'G major', 'a slow-building blues-rock groove'],
  ['Rock', 'Paper Crowns', 'Ash & Ember', 259, 116, 124, 'C major', 'jangly guitars and a driving beat'],
  ['Jazz', 'Blue Lantern', 'Mira Quintet', 329, 180, 112, 'B♭ major', 'a swinging small-combo tune with walking bass'],
  ['Jazz', 'Rainy Sixth Street', 'Theo Marsh Trio', 299, 156, 96, 'E♭ major', 'a late-night ballad with brushed drums'],
  ['Jazz', 'Cardamom Swing', 'Mira Quintet', 279, 138, 140, 'F major', 'an up-tempo swing with bright comping'],
  ['Jazz', 'Velvet Hour', 'Sonia Reyes', 349, 170, 84, 'D♭ major', 'a smoky, slow bossa'],
  ['Jazz', 'Two Rivers', 'Theo Marsh Trio', 269, 122, 120, 'G major', 'modal chords over a gentle groove'],
  ['Classical', 'Morning Étude', 'Aurelia Strings', 299, 150, 72, 'C major', 'a calm piano-led étude'],
  ['Classical', 'Nocturne for Padma', 'Ilya Brandt', 349, 178, 66, 'A minor', 'a tender, slowly unfolding nocturne'],
  ['Classical', 'Allegro in Glass', 'Aurelia Strings', 319, 124, 132, 'D major', 'a lively string allegro'],
  ['Classical', 'Winter Chorale', 'Ilya Brandt', 279, 140, 60, 'E minor', 'a hymn-like chorale'],
  ['Classical', 'Little Sunrise Suite', 'Clara Venn', 259, 108, 96, 'G major', 'a light, graceful suite movement'],
  ['Pop', 'Summer Signal', 'Lumi Hart', 299, 132, 118, 'C major', 'a bright, hook-driven summer pop track'],
  ['Pop', 'Paper Planes Tonight', 'The Daylights', 279, 118, 112, 'G major', 'an upbeat singalong with handclaps'],
  ['Pop', 'Golden Hour Heart', 'Lumi Hart', 349, 146, 104, 'D major', 'a warm mid-tempo love song'],
  ['Pop', 'Satellite Crush', 'Zara Bloom', 319, 124, 122, 'A major', 'synth-pop with a glossy chorus'],
  ['Pop', 'Late Checkout', 'The Daylights', 249, 102, 100, 'F major', 'a breezy, easy-going groove'],
  ['Ambient', 'Tidal Memory', 'Field Notes', 299, 176, 70, 'D major', 'slow-moving pads like a calm sea'],
  ['Ambient', 'Monsoon Glass', 'Aether Rooms', 279, 160, 60, 'E major', 'soft textures and distant bells'],
  ['Ambient', 'Lantern Drift', 'Field Notes', 329, 138, 66, 'A major', 'a floating, weightless drone'],
  ['Ambient', 'North of Quiet', 'Solenne', 249, 150, 58, 'C major', 'minimal, spacious tones for focus'],
  ['Ambient', 'Salt and Starlight', 'Aether Rooms', 349, 170, 64, 'F major', 'a glowing, slowly evolving soundscape'],
  ['Folk', 'River Road Ballad', 'Juniper Lane', 279, 140, 96, 'G major', 'fingerpicked guitar and a gentle melody'],
  ['Folk', 'Harvest Lantern', 'Old Oak Union', 299, 126, 108, 'D major', 'a foot-stomping string-band tune'],
  ['Folk', 'Letters to Sylhet', 'Juniper Lane', 349, 158, 84, 'C major', 'a tender, storytelling ballad'],
  ['Folk', 'Copper Kettle Reel', 'Old Oak Union', 259, 100, 132, 'A major', 'a quick, lively reel'],
  ['Folk', 'Quiet Valley', 'Wren Calloway', 319, 134, 90, 'E minor', 'a wistful, open-tuned lament'],
];

/** Indexes that are sold out or withdrawn, so browse shows the rules at work. */
const SOLD_OUT = new Set([7, 18, 33]);
const UNAVAILABLE = new Set([12, 29]);

export const DEMO_SONGS: DemoSong[] = rows.map(([genre, title, artist, priceCents, durationSeconds, bpm, key, mood], i) => ({
  title,
  artist,
  genre,
  priceCents,
  durationSeconds,
  bpm,
  key,
  description: `${title} by ${artist}: ${mood}. ${genre}, ${bpm} BPM in ${key}. 320kbps MP3, lifetime licence with commercial use.`,
  status: SOLD_OUT.has(i) ? 'sold_out' : 'published',
  isAvailable: !UNAVAILABLE.has(i),
  rating: Math.round((3.8 + ((i * 7) % 12) / 10) * 10) / 10,
}));
