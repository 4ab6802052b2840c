export { FullTeaser as default } from '../FullTeaser';
