/**
 * Data of the site frame: the shop's cart count and account names (read from the shop cookies in
 * the browser once the page is hydrated: the server renders the same page for every visitor, which
 * the page cache relies on). The footer's latest stories come with the navigation (./NavigationStore.ts).
 */
import { types } from 'mobx-state-tree';
import { readShopCookies } from './shopCookies';
import { storeEnv } from './env';

export const LayoutStore = types
  .model('LayoutStore', {
    cartCount: 0,
    firstName: '',
    lastName: '',
  })
  .views((self) => ({
    get contactName(): string {
      return [self.firstName, self.lastName].filter(Boolean).join(' ');
    },
  }))
  .actions((self) => ({
    /** Reads the shop cookies through the environment (the request's Cookie header, or document.cookie). */
    readShopCookies() {
      const shop = readShopCookies(storeEnv(self).cookies?.());
      self.cartCount = shop.cartCount;
      self.firstName = shop.firstName;
      self.lastName = shop.lastName;
    },
  }));
