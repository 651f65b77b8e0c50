import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../navigation/paths.ts';
import { ButtonLink } from '../navigation/button-link.tsx';
import { StatusPage } from './status-page.tsx';
import { useIsLoggedIn } from '../session/session-store.ts';
import { GuestPart } from '../session/viewer-parts.tsx';

interface ContentNotFoundProps {
  /** The heading: SPEC §8 "Content does not exist" unless the page words it for its content. */
  title?: string;
  /** A line below it ("No access to this content."). */
  hint?: string;
  /** The page's own way back, first (inside the workspace: the list the content belongs to). */
  back?: { to: string; label: string };
}

/**
 * A page whose content is gone or hidden from the viewer (a profile, a product, a menu entry), in every face, with the
 * return-home link every not-found page offers (SPEC §2) and, where the page has one, its own way back.
 */
export function ContentNotFound({ title, hint, back }: ContentNotFoundProps) {
  const { t } = useTranslation(['common', 'errors']);
  // A guest's "does not exist" may be a member's page (a Community product): not shown on a member's screen before
  // the member's own answer (shared/session/viewer-parts.tsx).
  const guest = !useIsLoggedIn();
  return (
    <GuestPart when={guest}>
      <StatusPage
        art="not-found"
        title={title ?? t('errors:notFound')}
        description={hint}
        actions={
          <>
            {back ? (
              <ButtonLink to={back.to} type="primary">
                {back.label}
              </ButtonLink>
            ) : null}
            <ButtonLink to={HOME_PATH} type={back ? 'default' : 'primary'}>
              {t('common:actions.backHome')}
            </ButtonLink>
          </>
        }
      />
    </GuestPart>
  );
}
