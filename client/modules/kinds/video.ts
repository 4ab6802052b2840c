export { Video as default } from '../Video';
