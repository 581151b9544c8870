export { PageTitle, type PageTitleProps } from './PageTitle.tsx';
