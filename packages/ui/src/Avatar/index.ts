export { Avatar, type AvatarProps, initials } from './Avatar.tsx';
