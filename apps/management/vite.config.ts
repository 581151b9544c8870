import { brandViteConfig } from '@jobsite/shell/vite';

export default brandViteConfig();
