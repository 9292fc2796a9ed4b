import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { Locale } from '../../schemas/common.ts';
import { localePath, type MessageKey } from '../../lib/i18n.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { CartIcon, MessageIcon, UserIcon } from '../../components/ui/icons.tsx';
import { $cartLength, $unreadCount, badgeText } from './site.store.ts';

type Props = { locale: Locale; currentPath: string };

/** Messages, personal centre and cart, with the live counts of the shared stores as badges. */
export default function HeaderIcons({ locale, currentPath }: Props) {
  const t = useTranslate(locale);
  const unread = useStore($unreadCount);
  const cart = useStore($cartLength);

  const item = (path: string, label: MessageKey, icon: ReactNode, count: number) => {
    const badge = badgeText(count);
    const current = currentPath === path;
    return (
      <a
        href={localePath(locale, path)}
        aria-current={current ? 'page' : undefined}
        className={`relative inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-slate-100 ${current ? 'text-brand-600' : 'text-slate-700'}`}
      >
        {icon}
        <span className="sr-only">
          {t(label)}
          {badge && ` (${t('header.badge', { count: badge })})`}
        </span>
        {badge && (
          <span aria-hidden="true" data-testid={`badge-${path.slice(1)}`} className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-semibold leading-5 text-white">
            {badge}
          </span>
        )}
      </a>
    );
  };

  return (
    <div className="flex items-center gap-1">
      {item('/information', 'header.messages', <MessageIcon />, unread)}
      {item('/profile', 'header.profile', <UserIcon />, 0)}
      {item('/cart', 'header.cart', <CartIcon />, cart)}
    </div>
  );
}
