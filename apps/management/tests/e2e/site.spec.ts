import { defineBrandSuite } from '@jobsite/feature-site/e2e';

defineBrandSuite({
  name: 'JobSite Management',
  categoryPath: '/c/banking-finance-jobs',
  city: 'Mumbai',
  searchWord: 'analyst',
});
