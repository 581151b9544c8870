export { Header, type HeaderNavItem, type HeaderProps, type HeaderUser } from './Header.tsx';
