import { mapMedia, type CmsMedia } from '@site/shared/cms';
import { accent, brandColors, navy } from '@site/shared/theme';
import type { CtaLink } from '@site/shared/ui/cta-button';
import type { BandFrame } from '../sections/marketing-page';
import type { SectionBackground } from '../sections/page-section';
import type { SectionIcon } from '../sections/section-icons';
import type { SectionImage } from '../sections/section-image';
import { iconNamed } from './block-icons';

// Readers of a block's raw fields (as the CMS answered them) into the section components' props. A
// field the block cannot do without throws MissingBlockField: the page skips that block and says so
// (cms-page-blocks.tsx), rather than drawing half of it or crashing.

export type BlockFields = Record<string, unknown>;

/** A field a block needs is missing or unusable. */
export class MissingBlockField extends Error {
  constructor(readonly field: string) {
    super(`falta el campo «${field}»`);
    this.name = 'MissingBlockField';
  }
}

const isRecord = (value: unknown): value is BlockFields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A trimmed non-empty string, or undefined. */
export function optionalText(fields: BlockFields, name: string): string | undefined {
  const value = fields[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function requiredText(fields: BlockFields, name: string): string {
  const value = optionalText(fields, name);
  if (value === undefined) throw new MissingBlockField(name);
  return value;
}

/** A text field of one item a line (the CMS's lists of bullets): its non-empty lines. */
export function lines(fields: BlockFields, name: string, required = true): string[] {
  const items = (optionalText(fields, name) ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
  if (required && items.length === 0) throw new MissingBlockField(name);
  return items;
}

/** A text field of paragraphs, separated by a blank line. */
export function paragraphs(fields: BlockFields, name: string, required = true): string[] {
  const items = (optionalText(fields, name) ?? '').split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);
  if (required && items.length === 0) throw new MissingBlockField(name);
  return items;
}

export const flag = (fields: BlockFields, name: string): boolean => fields[name] === true;

export function optionalInteger(fields: BlockFields, name: string): number | undefined {
  const value = fields[name];
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

export function requiredInteger(fields: BlockFields, name: string): number {
  const value = optionalInteger(fields, name);
  if (value === undefined) throw new MissingBlockField(name);
  return value;
}

/** Grid columns the sections take (2–4), or their own default. */
export function columnsOf(fields: BlockFields): 2 | 3 | 4 | undefined {
  const value = optionalInteger(fields, 'columns');
  return value === 2 || value === 3 || value === 4 ? value : undefined;
}

/** A repeatable component's items, each read by `read` (`name[2].title` in what a missing field says). */
export function items<T>(fields: BlockFields, name: string, read: (item: BlockFields, where: string) => T, required = true): T[] {
  const value = fields[name];
  const list = Array.isArray(value) ? value.filter(isRecord) : [];
  if (required && list.length === 0) throw new MissingBlockField(name);
  return list.map((item, index) => {
    try {
      return read(item, `${name}[${index}]`);
    } catch (error) {
      throw error instanceof MissingBlockField ? new MissingBlockField(`${name}[${index}].${error.field}`) : error;
    }
  });
}

/** A single component (a link, the SEO), or undefined. */
export function component(fields: BlockFields, name: string): BlockFields | undefined {
  const value = fields[name];
  return isRecord(value) ? value : undefined;
}

/** A link (shared.link) as the CTA buttons take it. */
export function readLink(link: BlockFields): CtaLink {
  return {
    label: requiredText(link, 'label'),
    to: requiredText(link, 'href'),
    variant: link.variant === 'secondary' ? 'secondary' : 'primary',
    ariaLabel: optionalText(link, 'ariaLabel'),
  };
}

export function optionalLink(fields: BlockFields, name: string): CtaLink | undefined {
  const link = component(fields, name);
  return link ? readLink(link) : undefined;
}

export function requiredLink(fields: BlockFields, name: string): CtaLink {
  const link = optionalLink(fields, name);
  if (!link) throw new MissingBlockField(name);
  return link;
}

export const links = (fields: BlockFields, name: string): CtaLink[] => items(fields, name, readLink, false);

/** A media field as the data layer maps it (a site-served `/uploads/…` file), or undefined. */
export function optionalMedia(fields: BlockFields, name: string): CmsMedia | undefined {
  const value = fields[name];
  return (isRecord(value) && mapMedia(value)) || undefined;
}

export function requiredMedia(fields: BlockFields, name: string): CmsMedia {
  const media = optionalMedia(fields, name);
  if (!media) throw new MissingBlockField(name);
  return media;
}

/** A CMS image as the sections draw it: its file, alt text, size and smaller renditions for the srcset. */
export function sectionImageOf(media: CmsMedia, field: string): SectionImage {
  if (media.width === null || media.height === null) throw new MissingBlockField(`${field}.width`);
  const renditions = media.sources.filter((source) => source.url !== media.url).map((source) => ({ src: source.url, width: source.width }));
  return { src: media.url, alt: media.alt, width: media.width, height: media.height, ...(renditions.length > 0 ? { renditions } : {}) };
}

export function optionalImage(fields: BlockFields, name: string): SectionImage | undefined {
  const media = optionalMedia(fields, name);
  return media ? sectionImageOf(media, name) : undefined;
}

export const requiredImage = (fields: BlockFields, name: string): SectionImage => sectionImageOf(requiredMedia(fields, name), name);

/** The CMS's colour names (elements' `color`), as the theme's colours. */
const colors: Record<string, string> = {
  blue: brandColors.blue,
  orange: brandColors.orange,
  orangeText: brandColors.orangeText,
  grey: brandColors.grey,
  navy: navy.heading,
  green: accent.green,
  purple: accent.purple,
  red: accent.red,
};

export function optionalColor(fields: BlockFields, name = 'color'): string | undefined {
  const value = optionalText(fields, name);
  return value !== undefined && Object.hasOwn(colors, value) ? colors[value] : undefined;
}

export function requiredColor(fields: BlockFields, name = 'color'): string {
  const value = optionalColor(fields, name);
  if (value === undefined) throw new MissingBlockField(name);
  return value;
}

export function optionalIcon(fields: BlockFields, name: string, where: string): SectionIcon | undefined {
  const value = optionalText(fields, name);
  return value === undefined ? undefined : iconNamed(value, `${where}.${name}`);
}

export function requiredIcon(fields: BlockFields, name: string, where: string): SectionIcon {
  const icon = optionalIcon(fields, name, where);
  if (!icon) throw new MissingBlockField(name);
  return icon;
}

const backgrounds: readonly SectionBackground[] = ['default', 'surface', 'blue'];

export function backgroundOf(fields: BlockFields): SectionBackground | undefined {
  const value = optionalText(fields, 'background');
  return backgrounds.find((background) => background === value);
}

/** A band's frame (PageSection's anchor, heading, background, alignment and width), without an action. */
export function readSectionFrame(fields: BlockFields): Omit<BandFrame, 'action'> {
  const align = optionalText(fields, 'align');
  const maxWidth = optionalText(fields, 'maxWidth');
  return {
    id: requiredText(fields, 'anchor'),
    title: requiredText(fields, 'title'),
    eyebrow: optionalText(fields, 'eyebrow'),
    subtitle: optionalText(fields, 'subtitle'),
    background: backgroundOf(fields),
    align: align === 'left' || align === 'center' ? align : undefined,
    maxWidth: maxWidth === 'md' || maxWidth === 'lg' || maxWidth === 'xl' ? maxWidth : undefined,
  };
}

/** A band's frame and the action under its content. */
export const readFrame = (fields: BlockFields): BandFrame => ({ ...readSectionFrame(fields), action: optionalLink(fields, 'action') });
