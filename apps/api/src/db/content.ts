/**
 * Seed vocabulary shared by every vertical (cities, perks, benefits). What differs per vertical
 * (categories, tags, titles, company names) is in `@jobsite/domain/vocabulary`.
 */
export type { Vertical } from '@jobsite/domain';

/** The items of a `|`-separated vocabulary list. */
export const list = (s: string): string[] =>
  s
    .split('|')
    .map((x) => x.trim())
    .filter(Boolean);

/** The seven SEO cities (product.md section 9) and about thirty more. name|state|region|aliases */
export const CITIES = list(
  `Mumbai;Maharashtra;west;bombay,navi mumbai,thane|Bangalore;Karnataka;south;bengaluru,blr|Delhi NCR;Delhi;north;delhi,new delhi,ncr,gurgaon,gurugram,noida,ghaziabad,faridabad|Hyderabad;Telangana;south;secunderabad|Chennai;Tamil Nadu;south;madras|Pune;Maharashtra;west;|Kolkata;West Bengal;east;calcutta|Ahmedabad;Gujarat;west;|Jaipur;Rajasthan;north;|Chandigarh;Chandigarh;north;mohali,panchkula|Lucknow;Uttar Pradesh;north;|Kochi;Kerala;south;cochin,ernakulam|Coimbatore;Tamil Nadu;south;|Indore;Madhya Pradesh;central;|Bhopal;Madhya Pradesh;central;|Nagpur;Maharashtra;central;|Surat;Gujarat;west;|Vadodara;Gujarat;west;baroda|Visakhapatnam;Andhra Pradesh;south;vizag|Thiruvananthapuram;Kerala;south;trivandrum|Bhubaneswar;Odisha;east;|Guwahati;Assam;east;|Patna;Bihar;east;|Mysore;Karnataka;south;mysuru|Mangalore;Karnataka;south;mangaluru|Nashik;Maharashtra;west;|Goa;Goa;west;panaji|Dehradun;Uttarakhand;north;|Ranchi;Jharkhand;east;|Raipur;Chhattisgarh;central;|Madurai;Tamil Nadu;south;|Vijayawada;Andhra Pradesh;south;|Ludhiana;Punjab;north;|Kanpur;Uttar Pradesh;north;|Noida Extension;Uttar Pradesh;north;greater noida|Remote;India;remote;work from home,wfh`,
).map((row) => {
  const [name = '', state = '', region = '', aliases = ''] = row.split(';');
  return { name, state, region, aliases: aliases ? aliases.split(',') : [] };
});

export const SEO_CITY_NAMES = ['Mumbai', 'Bangalore', 'Delhi NCR', 'Hyderabad', 'Chennai', 'Pune', 'Kolkata'];

export const PERKS = list(
  'Health insurance for family|Flexible working hours|Hybrid work|Annual bonus|ESOPs|Learning budget|Free meals|Gym membership|Cab facility|Parental leave|Wellness programme|Sabbatical',
);
export const BENEFITS = list(
  'Provident fund|Gratuity|Term life insurance|Paid time off|Relocation support|Internet reimbursement|Child care support|Mental health support',
);
