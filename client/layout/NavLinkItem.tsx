import { Link } from 'react-router';
import type { NavItem } from '../../shared/contract/navigation';

/** A navigation entry: internal paths (starting with '/') route in the app, others open in a new tab. */
export function NavLinkItem({ item }: { item: NavItem }) {
  if (item.url.startsWith('/')) return <Link to={item.url}>{item.menu_name}</Link>;
  return (
    <a href={item.url} target="_blank" rel="noopener noreferrer">
      {item.menu_name}
    </a>
  );
}
