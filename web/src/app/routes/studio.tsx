import { site } from '../../config/site';
import { StudioPage } from '../../features/studio/components/studio-page';
import { RequireUser } from '../require-user';

export function Component() {
  return (
    <RequireUser role="artist">
      <title>{`Studio · ${site.name}`}</title>
      <StudioPage />
    </RequireUser>
  );
}
