import { site } from '../../config/site';
import { RequireUser } from '../require-user';
import { SettingsPanel } from '../../features/account/components/settings-panel';

export function Component() {
  return (
    <RequireUser>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
        <title>{`Settings · ${site.name}`}</title>
        <h1 className="mb-6 text-2xl font-extrabold tracking-tight sm:text-3xl">Settings</h1>
        <SettingsPanel />
      </div>
    </RequireUser>
  );
}
