export const brandName = 'Demo';
