export { Autocomplete, type AutocompleteOption, type AutocompleteProps } from './Autocomplete.tsx';
