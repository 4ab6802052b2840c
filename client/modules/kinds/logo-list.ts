export { LogoList as default } from '../LogoList';
