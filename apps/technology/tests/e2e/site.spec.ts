import { defineBrandSuite } from '@jobsite/feature-site/e2e';

defineBrandSuite({
  name: 'JobSite Tech',
  categoryPath: '/c/software-development-jobs',
  city: 'Bangalore',
  searchWord: 'engineer',
});
