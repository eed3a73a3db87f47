/** Renders a song's loop to PCM: chords, arpeggio, bass, lead and drums per the plan, mixed and normalised. */
import { addSample, drumKit, steps, type DrumKit } from './drums';
import { noiseSource, renderBell, renderEp, renderFlute, renderPad, renderPiano, renderPluck, renderSynth } from './instruments';
import { bassLine, chordRhythm, melody } from './parts';
import { chordNotes, random, type SongPlan } from './plan';
import { Section } from './section';
import type { StereoPcm } from './spec';

/** `section`: pass one to read its tracks afterwards (the seed's stems, issue 25). */
export function renderLoop(song: SongPlan, genre: string, section = new Section(song.loop, song)): StereoPcm {
  const pcm = renderSection(section, drumKit(genre, song.style));
  let peak = 0;
  for (let i = 0; i < pcm.left.length; i++) peak = Math.max(peak, Math.abs(pcm.left[i]!), Math.abs(pcm.right[i]!));
  const gain = peak > 0 ? 0.89 / peak : 1;
  for (const channel of [pcm.left, pcm.right]) for (let i = 0; i < channel.length; i++) channel[i]! *= gain;
  return pcm;
}

function renderSection(section: Section, kit: DrumKit): StereoPcm {
  const { plan, song } = section;
  const { style } = song;
  const rng = random(song.seed ^ 0x10e9);
  const noise = noiseSource(song.seed ^ 0x7015e);
  const totalSteps = plan.bars * 16;
  const stepLen = song.stepSamples;

  // Chords
  {
    const instrument = song.chordInstrument;
    const pads = instrument === 'pad' || instrument === 'strings';
    const out = pads
      ? [section.track('chords-l', -0.6, 0.09, 0.6), section.track('chords-r', 0.6, 0.09, 0.6)]
      : [section.track('chords', -0.15, 0.22, 0.35)];
    for (let chordStart = 0; chordStart < totalSteps; chordStart += song.chordSteps) {
      const degree = section.degreeAt(chordStart);
      const notes = chordNotes(song, degree, instrument === 'power' ? 40 : 55);
      const span = song.chordSteps;
      if (pads) {
        notes.forEach((midi, v) =>
          renderPad(
            out[v % 2]!,
            { start: section.at(chordStart), length: Math.round(span * stepLen), midi, velocity: 0.8 },
            instrument === 'strings' ? 0.8 : 1.2,
            instrument === 'strings' ? 0.35 : 0.6,
          ),
        );
        continue;
      }
      const hits = chordRhythm(instrument, rng, span);
      for (const hit of hits) {
        const start = section.at(chordStart + hit.step);
        const length = Math.round(hit.length * stepLen);
        if (instrument === 'power') {
          const root = notes[0]!;
          for (const midi of [root, root + 7, root + 12]) {
            renderSynth(out[0]!, { start, length, midi, velocity: hit.velocity * 0.55 }, 'saw', {
              cutoff: 1800,
              envAmount: 1500,
              decay: hit.length > 2 ? 0.6 : 0.12,
              drive: 4,
              sustain: hit.length > 2 ? 0.7 : 0.2,
            });
          }
        } else if (instrument === 'strum') {
          const voicing = [...chordNotes(song, degree, 43).slice(0, 1), ...notes, notes[0]! + 12];
          const order = hit.up ? [...voicing].reverse() : voicing;
          order.forEach((midi, s) =>
            renderPluck(out[0]!, { start: start + s * 330, length, midi, velocity: hit.velocity * 0.5 }, noise, 2.2, 0.55),
          );
        } else {
          for (const midi of notes) {
            const note = { start: start + Math.round(rng() * 150), length, midi, velocity: hit.velocity * 0.6 };
            if (instrument === 'ep') renderEp(out[0]!, note);
            else if (instrument === 'stab') renderSynth(out[0]!, note, 'saw', { cutoff: 900, envAmount: 3500, decay: 0.09, sustain: 0.3 });
            else renderPiano(out[0]!, note, instrument === 'comp' ? 1.2 : 1.8);
          }
        }
      }
    }
  }

  // Arpeggio (broken chords): piano in classical, a plucky synth elsewhere.
  if (plan.arp) {
    const out = section.track('arp', 0.35, 0.16, 0.45);
    const piano = style.chords.includes('strings');
    const every = piano ? 2 : 1;
    for (let s = 0; s < totalSteps; s += every) {
      const notes = chordNotes(song, section.degreeAt(s), piano ? 60 : 64);
      const ladder = [notes[0]!, notes[1]!, notes[2]!, notes[0]! + 12, notes[2]!, notes[1]!];
      const midi = ladder[(s / every) % ladder.length]!;
      const note = { start: section.at(s), length: Math.round(every * stepLen), midi, velocity: s % 4 === 0 ? 0.6 : 0.42 };
      if (piano) renderPiano(out, note, 1.4, 5);
      else renderSynth(out, note, 'square', { cutoff: 700, envAmount: 4000, decay: 0.06, sustain: 0.2, release: 0.05 });
    }
  }

  // Bass
  {
    const out = section.track('bass', 0, style.bass === 'sub' ? 0.5 : 0.42, 0.05);
    for (const note of bassLine(section, rng, totalSteps)) {
      const n = { start: section.at(note.step), length: Math.round(note.length * stepLen), midi: note.midi, velocity: note.velocity };
      switch (style.bass) {
        case 'sub':
          renderSynth(out, n, 'sine', { cutoff: 0, envAmount: 0, decay: 0.6, sustain: 0.6, drive: 1.6, glideFrom: 1.5, release: 0.06 });
          break;
        case 'synth':
          renderSynth(out, n, 'saw', { cutoff: 220, envAmount: 1400, decay: 0.12, sustain: 0.6, release: 0.04 });
          break;
        case 'pick':
          renderSynth(out, n, 'saw', { cutoff: 400, envAmount: 1800, decay: 0.08, sustain: 0.55, drive: 1.5, release: 0.04 });
          break;
        case 'walk':
        case 'folk':
          renderPluck(out, n, noise, style.bass === 'walk' ? 1.2 : 1.6, 0.25);
          break;
        case 'cello':
          renderFlute(out, n, noise, 1);
          break;
        case 'drone':
          renderPad(out, n, 0.6, 1.5, 0.003);
          break;
      }
    }
  }

  // Lead melody
  {
    const out = section.track('lead', 0.1, 0.22, 0.5);
    for (const note of melody(section, rng, totalSteps)) {
      const n = {
        start: section.at(note.step),
        length: Math.round(note.length * stepLen * 0.92),
        midi: note.midi,
        velocity: note.velocity,
      };
      switch (song.lead) {
        case 'saw':
          renderSynth(out, n, 'saw', { cutoff: 1200, envAmount: 2500, decay: 0.25, sustain: 0.7, vibrato: 0.004, attack: 0.01 });
          break;
        case 'square':
          renderSynth(out, n, 'square', { cutoff: 1500, envAmount: 2000, decay: 0.2, sustain: 0.75, vibrato: 0.004, attack: 0.01 });
          break;
        case 'lead-guitar':
          renderSynth(out, n, 'saw', { cutoff: 1400, envAmount: 1500, decay: 0.3, sustain: 0.8, vibrato: 0.007, drive: 3, attack: 0.008 });
          break;
        case 'bell':
          renderBell(out, { ...n, velocity: n.velocity * 0.8 }, 3.5, 1.2);
          break;
        case 'vibes':
          renderBell(out, { ...n, velocity: n.velocity * 0.8 }, 4, 0.9, 0.35);
          break;
        case 'flute':
          renderFlute(out, n, noise, 0);
          break;
        case 'violin':
          renderFlute(out, { ...n, velocity: n.velocity * 0.6 }, noise, 1);
          break;
        case 'pluck':
          renderPluck(out, n, noise, 1.5, 0.7);
          break;
      }
    }
  }

  // Drums
  const drums = song.drums;
  if (drums) {
    const out = section.track('drums', 0, 0.5, 0.12);
    const hats = section.track('hats', 0.3, 0.2, 0.1);
    const hit = (sample: Float32Array, step: number, velocity: number, target = out) =>
      addSample(target, sample, section.at(step), velocity * (0.9 + 0.1 * rng()));
    for (let bar = 0; bar < plan.bars; bar++) {
      const base = bar * 16;
      for (const h of steps(drums.kick)) hit(kit.kick, base + h.step, h.velocity);
      for (const h of steps(drums.snare)) {
        hit(kit.snare, base + h.step, h.velocity * 0.8);
        if (drums.clap) hit(kit.snare, base + h.step + 0.15, h.velocity * 0.3);
      }
      if (drums.brush) for (const h of steps('....x.......x...')) hit(kit.brush, base + h.step, 0.8);
      if (drums.ride) for (const h of steps(drums.ride)) hit(kit.ride, base + h.step, h.velocity * 0.5, hats);
      if (drums.open) for (const h of steps(drums.open)) hit(kit.open, base + h.step, h.velocity * 0.45, hats);
      for (const h of steps(drums.hat)) hit(kit.hat, base + h.step, h.velocity * 0.55, hats);
      if (drums.shaker) for (const h of steps(drums.shaker)) hit(kit.shaker, base + h.step, h.velocity * 0.35, hats);
    }
  }
  return section.mix();
}
