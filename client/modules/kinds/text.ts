export { TextModule as default } from '../TextModule';
