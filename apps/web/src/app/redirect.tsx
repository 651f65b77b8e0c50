import { Navigate, useLocation } from 'react-router';

/** A replace-redirect that keeps the query string, so `?language=` survives the hop (SPEC §2). */
export function Redirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}
