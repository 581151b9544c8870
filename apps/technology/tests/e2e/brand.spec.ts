import { defineBrandSuite } from '@jobsite/feature-site/e2e';
import { defineSeekerSuite, defineSessionSuite } from '@jobsite/shell/e2e/session';
import { brand } from '../../app/brand.ts';

defineBrandSuite({
  name: brand.name,
  categoryPath: '/c/software-development-jobs',
  city: 'Bangalore',
  searchWord: 'engineer',
});
defineSeekerSuite({ name: brand.name, vertical: brand.vertical });
defineSessionSuite({ name: brand.name, vertical: brand.vertical, ports: { api: 4321, app: 3321 } });
