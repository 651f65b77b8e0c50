import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler, type To } from 'react-router';

/**
 * A button that goes to a page: one link styled as antd's button, so it is one tab stop and reads as the link it is.
 * `<Link><Button/></Link>` was two stops for one control (the link, then the button inside it) and a button inside a
 * link, which HTML does not allow. A plain click navigates inside the app; a modified one (new tab) works as on a link.
 */
export function ButtonLink({ to, onClick, ...props }: Omit<ButtonProps, 'href'> & { to: To }) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
