import { Navigate, parsePath, useLocation, type To } from 'react-router';

/**
 * A replace-redirect that keeps the query string (unless the target has its own, or `keepSearch` is off), so
 * `?language=` survives the hop (SPEC §2). It navigates again whenever the location changes while it is still on
 * screen: the language rule may replace the URL in the same commit (adding `?language=`), which cancels a navigation
 * already under way, and a plain <Navigate> to the same target would not try twice (the blank page of a member
 * opening /home/login).
 */
export function Redirect({ to, keepSearch = true }: { to: To; keepSearch?: boolean }) {
  const location = useLocation();
  const parsed = typeof to === 'string' ? parsePath(to) : to;
  const target: To = keepSearch && !parsed.search ? { ...parsed, search: location.search } : parsed;
  return <Navigate key={location.key} to={target} replace />;
}
