import type { ImageRef, LocalizedUrls } from './common';

/** One module of a container section as the page-editor API answers it. `data` holds the fields of its schema in shared/modules. */
export interface ModuleNode {
  id: number;
  model: string;
  section: number;
  parent: number | null;
  column: number;
  order: number;
  data: Record<string, unknown>;
  /** the image fields of `data` (kind 'image' in the module's schema) resolved: field name -> ImageRef, null when unset or deleted */
  images?: Record<string, ImageRef | null>;
  children: ModuleNode[];
}

export interface ContainerSection {
  id: number;
  slug: string;
  locale: string;
  content_type: string;
  object_id: number | null;
  parent: number | null;
  layout: number;
  order: number;
  /** modules of the section's columns, ordered; each column index < the layout's column count */
  modules: ModuleNode[];
}

export type PageType = 'default' | 'with-header-image' | 'hero' | 'home';

export interface Page {
  id: number;
  urls: LocalizedUrls;
  content_type: 'page';
  page_type: PageType;
  parent: { id: number; title: string; url: string } | null;
  title: string;
  headline: string;
  seo_headline: string;
  is_online: boolean;
  is_clickable: boolean;
  in_menu: boolean;
  in_footer: boolean;
  meta_title: string;
  meta_description: string;
  og_title: string;
  og_description: string;
  og_image: string | null;
  og_type: string;
  og_image_thumbs: Record<string, string>;
  header_image: ImageRef | null;
  /** the page's container sections (blocks), ordered */
  modules: ContainerSection[];
  settings_url: string;
  version_id: number | null;
}

/** GET /pageeditor-api/cms-hub: the content hub (SPEC §2 /cms-hub), its sections have content_type 'hub' */
export interface CmsHub {
  id: null;
  content_type: 'hub';
  urls: LocalizedUrls;
  title: string;
  meta_title: string;
  meta_description: string;
  is_online: true;
  modules: ContainerSection[];
  settings_url: string;
  version_id: null;
}

/** GET /pageeditor-api/page/{id}/versions/: newest first */
export interface PageVersion {
  id: number;
  page: number;
  created_at: string;
  author: string | null;
  note: string;
}

export interface RedirectEntry {
  old_path: string;
  new_path: string;
}
