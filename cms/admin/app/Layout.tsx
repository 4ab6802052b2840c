/**
 * The admin's frame: react-admin's layout with the orchestra's app bar (the logo, linking to the
 * dashboard, then the page title) and a language menu that saves the editor's choice to their
 * account before the admin changes language (docs/admin.md#language).
 */
import ExpandMore from '@mui/icons-material/ExpandMore';
import Translate from '@mui/icons-material/Translate';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, TitlePortal, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LOGO_SVG_BODY, LOGO_VIEW_BOX } from '../../../shared/brand';
import type { Locale } from '../../../shared/constants';
import { API, request } from './dataProvider';
import { ADMIN_LOCALES } from './language';

function Logo() {
  const translate = useTranslate();
  return (
    <Box
      component={Link}
      to="/"
      aria-label={translate('admin.logoLabel')}
      data-testid="admin-logo"
      sx={{ display: 'inline-flex', color: 'text.primary', mr: 2, ml: 0.5, flex: 'none', borderRadius: 1 }}
    >
      {/* the site sprite's drawing (a constant of ours, no user content) */}
      <svg viewBox={LOGO_VIEW_BOX} width={174} height={36} aria-hidden="true" focusable="false" dangerouslySetInnerHTML={{ __html: LOGO_SVG_BODY }} />
    </Box>
  );
}

/**
 * The confirmation of a language change: react-admin renders everything anew in the new language,
 * notifications included, so the menu shows it once it is mounted in the new language.
 */
let pendingNotice: string | null = null;

/** The admin's language: saved with the editor's account first, then shown. */
export function LanguageMenu() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const menuId = useId();
  const name = ADMIN_LOCALES.find((l) => l.locale === locale)?.name ?? locale;

  useEffect(() => {
    if (!pendingNotice) return;
    notify(pendingNotice, { type: 'info' });
    pendingNotice = null;
  }, [notify]);

  const choose = async (next: Locale) => {
    setAnchor(null);
    if (next === locale) return;
    setSaving(true);
    try {
      await request(`${API}/session/`, { method: 'PUT', body: JSON.stringify({ language: next }) });
      pendingNotice = 'admin.languageSaved';
      setLocale(next);
    } catch (error) {
      console.error(error);
      notify('admin.languageNotSaved', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<Translate />}
        endIcon={<ExpandMore fontSize="small" />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`${translate('admin.languageMenu')}: ${name}`}
        disabled={saving}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="admin-language"
      >
        {name}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {ADMIN_LOCALES.map((l) => (
          <MenuItem key={l.locale} lang={l.locale} selected={l.locale === locale} onClick={() => void choose(l.locale)}>
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function BrandAppBar() {
  return (
    <AppBar
      color="inherit"
      toolbar={
        <>
          <LanguageMenu />
          <LoadingIndicator />
        </>
      }
    >
      <Logo />
      <TitlePortal />
    </AppBar>
  );
}

export function BrandLayout({ children }: { children: ReactNode }) {
  return <Layout appBar={BrandAppBar}>{children}</Layout>;
}
