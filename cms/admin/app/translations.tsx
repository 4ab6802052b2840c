/**
 * The admin's list of what needs translating (issue 27, docs/admin.md "Translations"): pages,
 * concerts, stories and persons whose sections are missing in a language, still carry modules
 * marked 'needs translation', or have modules older than their source. The same list as the
 * editor's translation dialog (GET /{locale}/pageeditor-api/translation/status/); each entry opens
 * that page in the editor.
 */
import { Alert, Box, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import type { TranslationItem } from '../../../shared/contract/translation';
import { request } from './dataProvider';

export function TranslationsScreen() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [items, setItems] = useState<TranslationItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const language = locale === 'en' ? 'en' : 'de';
    request<{ items: TranslationItem[] }>(`/${language}/pageeditor-api/translation/status/`).then(
      (answer) => setItems(answer.items),
      () => setFailed(true),
    );
  }, [locale]);

  const state = (item: TranslationItem) =>
    [
      item.missing ? translate('admin.translationsMissing') : '',
      item.needs_translation ? translate('admin.translationsMarked', { smart_count: item.needs_translation }) : '',
      item.outdated ? translate('admin.translationsOutdated', { smart_count: item.outdated }) : '',
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <Box sx={{ mt: 2 }} data-testid="admin-translations">
      <Title title={translate('admin.translations')} />
      <Typography variant="h5" component="h1">
        {translate('admin.translations')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('admin.translationsIntro')}</Typography>
      {failed && <Alert severity="error">{translate('admin.translationsFailed')}</Alert>}
      {!failed && items === null && <Typography>{translate('admin.loading')}</Typography>}
      {items?.length === 0 && <Typography>{translate('admin.translationsEmpty')}</Typography>}
      {items && items.length > 0 && (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('admin.translationsKind')}</TableCell>
              <TableCell>{translate('admin.translationsTitle')}</TableCell>
              <TableCell>{translate('admin.translationsLanguage')}</TableCell>
              <TableCell>{translate('admin.translationsState')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => {
              const url = item.urls[item.locale];
              return (
                <TableRow key={`${item.content_type}-${item.object_id}-${item.locale}`} data-testid="admin-translation-item" data-owner={`${item.content_type}-${item.object_id}`} data-locale={item.locale}>
                  <TableCell>{translate(`admin.translationsType_${item.content_type}`)}</TableCell>
                  <TableCell>{url ? <MuiLink href={`${url}?edit`}>{item.title}</MuiLink> : item.title}</TableCell>
                  <TableCell>{translate(`admin.translationsIn_${item.locale}`)}</TableCell>
                  <TableCell>{state(item)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
