export { VideoList as default } from '../VideoList';
