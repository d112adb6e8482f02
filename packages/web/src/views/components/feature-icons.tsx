import { Icon } from './icons.js';

type IconProps = { readonly size?: number };

// The landing page's feature icons, in its own chunk.

export const LinkIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Icon>
);

export const ChartIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 20V4M4 20h16" />
    <path d="m7 15 4-4 3 3 5-6" />
  </Icon>
);

export const CoinsIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <ellipse cx="9" cy="7" rx="5" ry="2.5" />
    <path d="M4 7v5c0 1.4 2.2 2.5 5 2.5s5-1.1 5-2.5V7" />
    <path d="M10 17c.6 1.2 2.6 2 5 2 2.8 0 5-1.1 5-2.5v-5c0-1.4-2.2-2.5-5-2.5" />
  </Icon>
);

export const WalletIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 7a2 2 0 0 1 2-2h12v4" />
    <path d="M4 7v11a2 2 0 0 0 2 2h14V9H6a2 2 0 0 1-2-2Z" />
    <path d="M16 14.5h.01" />
  </Icon>
);
