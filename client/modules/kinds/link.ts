export { LinkModule as default } from '../LinkModule';
