/**
 * What reading, cutting and drawing an uploaded song needs (music-metadata, file-type and
 * codec-parser, about 150 KB): songs-admin.ts imports this module only once a save carries a new
 * audio file and its upload has been read, so the songs back office's routes do not parse it at
 * every cold start.
 */
export { detectAudio } from './audio-info';
export { cutPreview } from './preview';
export { standardDerivative } from './derivative';
export { waveformPeaks } from './waveform';
export { storeHighDerivative } from './tier-derivatives';
