export const VOCABULARY = { demo: { name: 'Demo' } };
