import { useSearchParams } from '../../../platform/routing';

/**
 * Sets or clears the `promo_code` of the address. The code lives there so that a
 * shared link carries it and the page's loader prices with it.
 */
export function usePromoCodeParam(): (code: string | null) => void {
  const [, setSearchParams] = useSearchParams();
  return (code) => {
    // The navigation it starts runs on its own; nothing here waits for it.
    void setSearchParams(
      (params) => {
        if (code) params.set('promo_code', code);
        else params.delete('promo_code');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };
}
