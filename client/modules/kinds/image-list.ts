export { ImageList as default } from '../ImageList';
