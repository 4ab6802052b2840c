export { ImageModule as default } from '../ImageModule';
