/**
 * The image of a module: a library image (node.images[field]) as a <picture>, or an external
 * image_url of this site ('/media/…') as a plain <img>. Eager only for the page's first image. The © button opens the image
 * copyright popup of the layout (UiStore.showImageCopyright).
 */
import { useTranslation } from 'react-i18next';
import type { ImageRef } from '../../shared/contract/common';
import type { ModuleNode } from '../../shared/contract/pages';
import type { FieldOfKind, ModelWith, ModuleNodeOf } from '../../shared/modules/data';
import { ExternalImage, Picture } from '../media/Picture';
import { useStore } from '../stores/context';
import { imageKey, useModules } from './context';
import { str } from './fields';
import { isSitePathValue } from '../../shared/modules/fields';
import * as styles from './ModuleImage.module.css';

/** The module kinds with an image (a library image in `image`, or an external one in `image_url`). */
type ImageModel = ModelWith<'image'>;
type ImageField = FieldOfKind<ImageModel, 'image'>;

export interface ModuleImageProps {
  node: ModuleNodeOf<ImageModel>;
  alias: string;
  field?: ImageField;
  alt?: string;
  sizes?: string;
  className?: string;
  imgClassName?: string;
}

export const moduleImageOf = (node: Pick<ModuleNode, 'images'>, field: ImageField = 'image'): ImageRef | null => node.images?.[field] ?? null;

export function ModuleImage({ node, alias, field = 'image', alt, sizes, className, imgClassName }: ModuleImageProps) {
  const { priorityImage } = useModules();
  const priority = priorityImage === imageKey(node, field);
  const image = moduleImageOf(node, field);
  if (image) return <Picture image={image} alias={alias} priority={priority} alt={alt} sizes={sizes} className={className} imgClassName={imgClassName} />;
  const url = field === 'image' ? str(node, 'image_url') : '';
  // an address of another host (stored before they were refused) would be blocked by the CSP: nothing is shown
  if (!url || !isSitePathValue(url)) return null;
  return (
    <picture className={className}>
      <ExternalImage src={url} alt={alt ?? ''} className={imgClassName} priority={priority} />
    </picture>
  );
}

/** The small © button over an image: shows caption and copyright in the layout's popup. */
export function CopyrightButton({ image, caption }: { image: ImageRef | null; caption?: string }) {
  const { t } = useTranslation();
  const { ui } = useStore();
  if (!image?.copyright) return null;
  return (
    <button
      type="button"
      className={styles.copyright}
      aria-label={t('content.image.copyright')}
      onClick={() => ui.showImageCopyright({ message: caption || image.caption, copyright: image.copyright })}
    >
      ©
    </button>
  );
}
