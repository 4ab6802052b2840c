export { TeaserList as default } from '../TeaserList';
