/** Document viewers (Issuu, Calaméo, Yumpu): the player of an embed, built from the parsed URL (see ./embed.ts). */
import { EMBED_HOSTS, hostIs, ID, playerOf, segments, type EmbedPlayer } from './embed';

export function viewerPlayer(url: URL): EmbedPlayer | null {
  if (hostIs(url, 'issuu.com')) {
    const u = url.searchParams.get('u');
    const d = url.searchParams.get('d');
    const [user, docs, doc] = segments(url);
    const [owner, document] = u && d ? [u, d] : docs === 'docs' ? [user, doc] : [null, null];
    if (!owner || !document || !ID.test(owner) || !ID.test(document)) return null;
    return { src: `https://e.issuu.com/embed.html?u=${owner}&d=${document}`, provider: 'Issuu', aspectRatio: 4 / 3 };
  }
  if (hostIs(url, 'calameo.com')) {
    const code = url.searchParams.get('bkcode') ?? segments(url).find((part, index, all) => index > 0 && (all[index - 1] === 'read' || all[index - 1] === 'books'));
    if (!code || !ID.test(code)) return null;
    return { src: `https://v.calameo.com/?bkcode=${code}`, provider: 'Calaméo', aspectRatio: 4 / 3 };
  }
  if (hostIs(url, 'yumpu.com')) {
    const parts = segments(url);
    const id = parts.find((part) => /^\d+$/.test(part));
    const lang = parts[0] && /^[a-z]{2}$/.test(parts[0]) ? parts[0] : 'de';
    if (!id) return null;
    return { src: `https://www.yumpu.com/${lang}/embed/view/${id}`, provider: 'Yumpu', aspectRatio: 4 / 3 };
  }
  return null;
}

/** The trusted player of a viewer embed (URL or pasted code), or null. */
export function viewerEmbedPlayer(input: string): EmbedPlayer | null {
  return playerOf(input, EMBED_HOSTS.viewer, viewerPlayer);
}
