import { useTranslation } from 'react-i18next';
import { Volume1, Volume2, VolumeX } from 'lucide-react';
import { playerIconButton } from './player-styles';

/** Mute toggle and volume slider (hidden on narrow screens). */
export function VolumeControl({ volume, onChange }: { volume: number; onChange: (volume: number) => void }) {
  const { t } = useTranslation();
  const VolumeIcon = volume === 0 ? VolumeX : volume < 0.5 ? Volume1 : Volume2;
  return (
    <div className="hidden items-center justify-end gap-2 sm:flex">
      <button
        type="button"
        aria-label={volume === 0 ? t('player.unmute') : t('player.mute')}
        onClick={() => onChange(volume === 0 ? 0.8 : 0)}
        className={playerIconButton}
      >
        <VolumeIcon aria-hidden="true" className="size-5" />
      </button>
      <input
        type="range"
        aria-label={t('player.volume')}
        min={0}
        max={100}
        step={5}
        value={Math.round(volume * 100)}
        onChange={(event) => onChange(Number(event.target.value) / 100)}
        className="w-28 accent-brand"
      />
    </div>
  );
}
