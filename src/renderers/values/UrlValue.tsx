import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { looksLikeImage, safeUrl } from '../../data/safeUrl';

/** The preview's side, in px: fixed, so rows do not move as pictures arrive. */
export const PREVIEW_SIZE = 48;

const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * `type: url` (a moderation proof, a document): a link opening in a new tab, without a way back to
 * the console, when the address passes the safe-URL rule; otherwise the value as plain text, never
 * an anchor. A picture's address (by its extension) also shows a small lazy preview inside the same
 * link, so a moderator can judge before deciding. `label`: the column's message key, for the
 * preview's alternative text.
 */
export function UrlValue({ value, label }: { value: unknown; label?: string | undefined }) {
  const translate = useTranslate();
  const href = safeUrl(value);
  if (href === null) {
    return (
      <Typography component="span" variant="body2">
        {typeof value === 'string' ? value : JSON.stringify(value)}
      </Typography>
    );
  }
  const alt = label
    ? translate('renderers.url.preview', { label: translate(label) })
    : translate('renderers.url.picture');
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={href}
      // The row's own click (rowClick) must not fire as well.
      onClick={(e) => e.stopPropagation()}
      variant="body2"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, maxWidth: 320 }}
    >
      {looksLikeImage(href) && (
        // A plain img: MUI's Box would turn width and height into CSS, and the attributes are
        // what keeps the row's height before the picture arrives (or if it never does).
        <img
          src={href}
          alt={alt}
          width={PREVIEW_SIZE}
          height={PREVIEW_SIZE}
          loading="lazy"
          decoding="async"
          // The picture's host learns nothing of the console's page.
          referrerPolicy="no-referrer"
          style={{ objectFit: 'cover', borderRadius: 4, flexShrink: 0 }}
        />
      )}
      <Box
        component="span"
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}
      >
        {href.replace(/^https?:\/\//, '')}
      </Box>
      <Box component="span" sx={hidden}>
        {` ${translate('renderers.url.newTab')}`}
      </Box>
    </Link>
  );
}
