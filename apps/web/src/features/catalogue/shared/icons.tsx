import { icon } from '../../../platform/ui/icons';

/** Line icons of the catalogue pages; decorative only. */
export const IconEdit = icon('IconEdit', <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />);
export const IconTrash = icon('IconTrash', <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />);
export const IconEye = icon(
  'IconEye',
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const IconEyeOff = icon(
  'IconEyeOff',
  <path d="M3 3l18 18M10.6 6a9.8 9.8 0 0 1 1.4-.1c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.6 3.4M6.5 7.3C4 9 2.5 12 2.5 12S6 18.5 12 18.5a9.5 9.5 0 0 0 4.6-1.2M9.9 9.9a3 3 0 0 0 4.2 4.2" />,
);
export const IconDots = icon(
  'IconDots',
  <>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </>,
);
export const IconLink = icon(
  'IconLink',
  <path d="M10 14a4 4 0 0 0 5.7 0l3.5-3.5a4 4 0 0 0-5.7-5.7L12 6.3M14 10a4 4 0 0 0-5.7 0l-3.5 3.5a4 4 0 0 0 5.7 5.7l1.5-1.5" />,
);
export const IconSearch = icon(
  'IconSearch',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </>,
);
export const IconHelp = icon(
  'IconHelp',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
  </>,
);
export const IconGauge = icon('IconGauge', <path d="M4 18a8 8 0 1 1 16 0M12 18l4-6M3 18h18" />);
export const IconPause = icon('IconPause', <path d="M8 5v14M16 5v14" />);
export const IconPlay = icon('IconPlay', <path d="M7 4.5v15l12-7.5z" />);
export const IconX = icon('IconX', <path d="M6 6l12 12M18 6L6 18" />);
