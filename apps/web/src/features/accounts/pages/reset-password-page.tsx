import { TokenPasswordPage } from '../components/token-password-page.tsx';

/** /home/reset-password?token=: the link of the password-reset e-mail. */
export function ResetPasswordPage() {
  return <TokenPasswordPage purpose="reset" />;
}
