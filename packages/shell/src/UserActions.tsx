/** The signed-in person's header shortcuts, loaded only when someone is signed in (`Shell.tsx`). */
export { HeaderUserActions as UserActions } from '@jobsite/ui/Header';
