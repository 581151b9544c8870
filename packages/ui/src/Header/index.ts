export { Header, type HeaderProps } from './Header.tsx';
export { HeaderFrame, type HeaderFrameProps, type HeaderNavItem, type HeaderUser } from './HeaderFrame.tsx';
export type { HeaderSuggestion, HeaderSuggestionGroup } from './HeaderSearch.tsx';
export { HeaderUserActions, type HeaderUserActionsProps } from './HeaderUserActions.tsx';
