import { site } from '../../config/site';
import { AuthPage } from '../../features/auth/components/auth-page';

export function Component() {
  return (
    <>
      <title>{`Sign in · ${site.name}`}</title>
      <AuthPage />
    </>
  );
}
