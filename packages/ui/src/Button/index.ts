export { Button, ButtonLink, type ButtonLinkProps, type ButtonProps } from './Button.tsx';
