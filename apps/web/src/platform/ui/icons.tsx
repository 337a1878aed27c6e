import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number | string;
}

/** Line icons drawn on a 24-unit grid; decorative, so hidden from assistive technology. */
/** A decorative line icon on the shared 24-unit grid; features draw their own with it. */
export function icon(name: string, shapes: ReactNode) {
  function Icon({ size = 18, strokeWidth = 1.8, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {shapes}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const IconSun = icon(
  'IconSun',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2M12 19.5v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2.5 12h2M19.5 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const IconMoon = icon('IconMoon', <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />);
export const IconGlobe = icon(
  'IconGlobe',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.6 2.6 3.8 5.6 3.8 9s-1.2 6.4-3.8 9c-2.6-2.6-3.8-5.6-3.8-9S9.4 5.6 12 3z" />
  </>,
);
export const IconCheck = icon('IconCheck', <path d="M5 12.5l4.5 4.5L19 7.5" />);
export const IconChevronDown = icon('IconChevronDown', <path d="M6 9l6 6 6-6" />);
export const IconArrowRight = icon('IconArrowRight', <path d="M5 12h14M13 6l6 6-6 6" />);
export const IconArrowLeft = icon('IconArrowLeft', <path d="M19 12H5M11 6l-6 6 6 6" />);
export const IconPlus = icon('IconPlus', <path d="M12 5v14M5 12h14" />);
export const IconLogout = icon(
  'IconLogout',
  <path d="M14 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1v-3M10 12h11M18 9l3 3-3 3" />,
);
export const IconUser = icon(
  'IconUser',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const IconUsers = icon(
  'IconUsers',
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />
  </>,
);
export const IconSettings = icon(
  'IconSettings',
  <>
    <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
    <circle cx="15" cy="6" r="2" />
    <circle cx="9" cy="12" r="2" />
    <circle cx="17" cy="18" r="2" />
  </>,
);
export const IconTemplate = icon(
  'IconTemplate',
  <path d="M7 3h7l5 5v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM14 3v5h5M9.5 12.5h6M9.5 16.5h4" />,
);
export const IconCalendar = icon(
  'IconCalendar',
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);
export const IconBuilding = icon(
  'IconBuilding',
  <path d="M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16M15 9h4a1 1 0 0 1 1 1v11M3 21h18M8 8h3M8 12h3M8 16h3" />,
);
export const IconReceipt = icon('IconReceipt', <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3" />);
export const IconPlug = icon(
  'IconPlug',
  <>
    <path d="M9 3v5M15 3v5" />
    <path d="M6.5 8h11v3a5.5 5.5 0 0 1-11 0z" />
    <path d="M12 16.5V21" />
  </>,
);

export const IconCreditCard = icon(
  'IconCreditCard',
  <>
    <rect x="2.5" y="5" width="19" height="14" rx="2" />
    <path d="M2.5 10h19M6 15h4" />
  </>,
);
export const IconMail = icon(
  'IconMail',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
  </>,
);
export const IconInbox = icon(
  'IconInbox',
  <path d="M4 13h4l1.5 3h5l1.5-3h4M4 13l2.6-7.4a1 1 0 0 1 .9-.6h9a1 1 0 0 1 .9.6L20 13v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z" />,
);
export const IconAlert = icon('IconAlert', <path d="M12 3.5L2.5 20h19zM12 10v4M12 17h.01" />);
export const IconWifiOff = icon(
  'IconWifiOff',
  <path d="M2 8.5a15 15 0 0 1 4.5-2.8M10 5.1A15 15 0 0 1 22 8.5M5 12a10 10 0 0 1 3.5-2M13.5 9.8A10 10 0 0 1 19 12M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18" />,
);
export const IconRefresh = icon(
  'IconRefresh',
  <path d="M20 11a8 8 0 0 0-14.7-4.3L4 8M4 4v4h4M4 13a8 8 0 0 0 14.7 4.3L20 16M20 20v-4h-4" />,
);
export const IconTicket = icon(
  'IconTicket',
  <path d="M4 5h16a1 1 0 0 1 1 1v3a3 3 0 0 0 0 6v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a3 3 0 0 0 0-6V6a1 1 0 0 1 1-1zM15 5v2M15 11v2M15 17v2" />,
);
export const IconScan = icon(
  'IconScan',
  <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M7 12h10" />,
);
export const IconCode = icon('IconCode', <path d="M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14" />);
export const IconTag = icon(
  'IconTag',
  <>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </>,
);
export const IconSend = icon('IconSend', <path d="M21 3L10 14M21 3l-6.5 18-4-8-8-4z" />);
export const IconLock = icon(
  'IconLock',
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);
export const IconServer = icon(
  'IconServer',
  <>
    <rect x="3" y="4" width="18" height="7" rx="2" />
    <rect x="3" y="13" width="18" height="7" rx="2" />
    <path d="M7 7.5h.01M7 16.5h.01" />
  </>,
);
export const IconHeart = icon(
  'IconHeart',
  <path d="M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z" />,
);
export const IconExternalLink = icon(
  'IconExternalLink',
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);
export const IconChart = icon('IconChart', <path d="M4 20V10M10 20V4M16 20v-7M21 20H3" />);
export const IconMinus = icon('IconMinus', <path d="M5 12h14" />);
export const IconMapPin = icon(
  'IconMapPin',
  <>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </>,
);
export const IconPrinter = icon(
  'IconPrinter',
  <path d="M7 9V3h10v6M7 18H5a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M7 14h10v7H7z" />,
);
export const IconFile = icon('IconFile', <path d="M7 3h7l5 5v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM14 3v5h5" />);
export const IconClock = icon(
  'IconClock',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
