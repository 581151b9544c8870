import { HeaderFrame, type HeaderFrameProps } from './HeaderFrame.tsx';
import { HeaderUserActions, type HeaderUserActionsProps } from './HeaderUserActions.tsx';

export interface HeaderProps
  extends Omit<HeaderFrameProps, 'userActions'>,
    Omit<HeaderUserActionsProps, 'user' | 'linkComponent'> {}

/** The site header: brand, navigation, search, and sign-in or the signed-in person's shortcuts. */
export function Header({
  notificationCount,
  chatCount,
  notificationsHref,
  chatsHref,
  ...frame
}: HeaderProps) {
  const { user, linkComponent } = frame;
  return (
    <HeaderFrame
      {...frame}
      userActions={
        user && (
          <HeaderUserActions
            user={user}
            {...(notificationCount === undefined ? {} : { notificationCount })}
            {...(chatCount === undefined ? {} : { chatCount })}
            {...(notificationsHref === undefined ? {} : { notificationsHref })}
            {...(chatsHref === undefined ? {} : { chatsHref })}
            {...(linkComponent ? { linkComponent } : {})}
          />
        )
      }
    />
  );
}
