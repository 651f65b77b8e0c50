import { TokenPasswordPage } from '../components/token-password-page.tsx';

/** /home/activate?token=: the link of the activation e-mail; sets the first password (issue 3). */
export function ActivatePage() {
  return <TokenPasswordPage purpose="activate" />;
}
