// generated from schema/ — do not edit; run `npm run generate`

export { default } from '../../pages/components/Web3Loyalty';
