import { icon } from '../../platform/ui/icons';

export const IconSeat = icon('IconSeat', <path d="M7 4h10v8H7zM5 12h14v3H5zM7 15v5M17 15v5" />);
export const IconUndo = icon('IconUndo', <path d="M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />);
export const IconRedo = icon('IconRedo', <path d="M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" />);
export const IconZoomIn = icon('IconZoomIn', <path d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM20 20l-4.5-4.5M10.5 8v5M8 10.5h5" />);
export const IconZoomOut = icon('IconZoomOut', <path d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM20 20l-4.5-4.5M8 10.5h5" />);
export const IconFit = icon('IconFit', <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />);
export const IconDots = icon('IconDots', <path d="M5 12h.01M12 12h.01M19 12h.01" />);
export const IconUpload = icon('IconUpload', <path d="M12 16V4M7 9l5-5 5 5M4 20h16" />);
export const IconDownload = icon('IconDownload', <path d="M12 4v12M7 11l5 5 5-5M4 20h16" />);
export const IconCopy = icon('IconCopy', <path d="M9 9h11v11H9zM5 15H4V4h11v1" />);
export const IconTrash = icon('IconTrash', <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />);
export const IconArrowUp = icon('IconArrowUp', <path d="M12 19V5M6 11l6-6 6 6" />);
export const IconArrowDown = icon('IconArrowDown', <path d="M12 5v14M6 13l6 6 6-6" />);
