import { Moon, Sun } from 'lucide-react';
import { buttonClasses } from '../ui/button';
import { useTheme } from '../../lib/theme';

/** A visitor's light/dark switch, remembered on this device. Signed in, the Dark mode setting decides. */
export function ThemeToggle() {
  const { theme, setVisitorTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      aria-label={`Switch to the ${next} theme`}
      title={`Switch to the ${next} theme`}
      onClick={() => setVisitorTheme(next)}
      className={buttonClasses({ variant: 'ghost', size: 'icon' })}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
    </button>
  );
}
