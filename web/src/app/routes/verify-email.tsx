import { site } from '../../config/site';
import { VerifyEmailPage } from '../../features/auth/components/verify-email-page';

export function Component() {
  return (
    <>
      <title>{`Verify your email · ${site.name}`}</title>
      <VerifyEmailPage />
    </>
  );
}
