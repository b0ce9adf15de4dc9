import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../shared/product';
import { ROUTES } from '../../shared/routes';

/** On every page: the privacy page and help are one tap away. */
export function SiteFooter() {
  return (
    <footer className="border-t border-night-800 px-4 py-6 text-center text-sm text-lavender-300">
      <span>{PRODUCT_NAME}</span>
      <span aria-hidden="true"> · </span>
      <Link
        href={ROUTES.privacy}
        className="font-semibold text-lavender-200 underline underline-offset-4 hover:text-white"
      >
        Privacy
      </Link>
      <span aria-hidden="true"> · </span>
      <Link
        href={ROUTES.help}
        className="font-semibold text-lavender-200 underline underline-offset-4 hover:text-white"
      >
        Help
      </Link>
    </footer>
  );
}
