import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, type Locale } from '@stagedoor/contracts';
import { localeFromAcceptLanguage, normalizeLocale } from '../i18n/index.js';

/** The language of an answer: the `locale` cookie, else Accept-Language, else English. */
export function requestLocale(request: FastifyRequest): Locale {
  return normalizeLocale(request.cookies?.locale) ?? localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}
