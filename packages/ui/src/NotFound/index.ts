export { NOT_FOUND_HEADING, NotFound, type NotFoundProps } from './NotFound.tsx';
