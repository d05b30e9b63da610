import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** A 24×24 line icon, hidden from assistive technology: the control around it carries the label. */
function LineIcon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const BellIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </LineIcon>
);

export const MenuIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </LineIcon>
);

export const CloseIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </LineIcon>
);

export const SearchIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </LineIcon>
);

export const HeartIcon = ({ filled = false, ...props }: IconProps & { filled?: boolean }) => (
  <LineIcon fill={filled ? 'currentColor' : 'none'} {...props}>
    <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z" />
  </LineIcon>
);

export const CheckIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M20 6 9 17l-5-5" />
  </LineIcon>
);

export const ArrowRightIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </LineIcon>
);

export const ArrowLeftIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </LineIcon>
);

export const MapPinIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
    <circle cx="12" cy="10" r="3" />
  </LineIcon>
);

export const PhoneIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z" />
  </LineIcon>
);

export const MailIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </LineIcon>
);

export const UserIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </LineIcon>
);

export const ClockIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </LineIcon>
);

export const SlidersIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </LineIcon>
);

export const StarIcon = ({ fill = 'currentColor', ...props }: IconProps) => (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" fill={fill} {...props}>
    <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
  </svg>
);
