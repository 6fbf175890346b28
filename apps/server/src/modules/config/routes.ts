// What the browser may know of the configuration: links and switches, never a secret.
import type { PublicConfig } from '@sommai/shared';
import { PRODUCT_NAME } from '@sommai/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';

export async function configRoutes(app: FastifyInstance, { config }: AppContext) {
  const body: PublicConfig = {
    productName: PRODUCT_NAME,
    supportEmail: config.supportEmail,
    brandUrl: config.brandUrl,
    instagramUrl: config.instagramUrl,
    privacyUrl: config.privacyUrl,
    termsUrl: config.termsUrl,
    oidc: { enabled: Boolean(config.oidc), name: config.oidc?.name ?? '' },
    devMode: config.devMode,
  };
  app.get('/api/config', async () => body);
}
