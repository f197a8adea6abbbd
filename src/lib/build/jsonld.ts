/** schema.org structured data of the public pages (spec §9: Article, FAQ, HowTo, Breadcrumb, WebSite). */
export type JsonLd = Record<string, unknown>;

const ORGANIZATION = { '@type': 'Organization', name: 'APL Simulateur' };

export function websiteLd(site: URL | undefined): JsonLd {
  const base = new URL('/', site ?? 'https://www.apl-simulateur.fr');
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: 'APL Simulateur',
    url: base.toString(),
    inLanguage: 'fr-FR',
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${new URL('/conseil', base).toString()}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function breadcrumbLd(items: Array<{ label: string; href?: string }>, site: URL | undefined): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.label,
      ...(item.href ? { item: new URL(item.href, site ?? 'https://www.apl-simulateur.fr').toString() } : {}),
    })),
  };
}

/** FAQ answers may hold HTML; schema.org accepts a small subset, plain text is the safest. */
export function faqLd(items: Array<{ question: string; answer: string }>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: stripTags(f.answer) },
    })),
  };
}

export function articleLd(a: {
  title: string;
  description: string;
  url: string;
  datePublished?: string | null;
  dateModified?: string | null;
  author?: string | null;
  image?: string | null;
  section?: string | null;
  keywords?: string[];
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title.slice(0, 110),
    description: a.description,
    mainEntityOfPage: a.url,
    url: a.url,
    inLanguage: 'fr-FR',
    ...(a.datePublished ? { datePublished: a.datePublished } : {}),
    ...(a.dateModified ? { dateModified: a.dateModified } : {}),
    author: a.author ? { '@type': 'Person', name: a.author } : ORGANIZATION,
    publisher: ORGANIZATION,
    ...(a.image ? { image: a.image } : {}),
    ...(a.section ? { articleSection: a.section } : {}),
    ...(a.keywords && a.keywords.length > 0 ? { keywords: a.keywords.join(', ') } : {}),
  };
}

/**
 * The simulator as a how-to: three steps, about three minutes (spec §9). `scale`: the scale of the build as the
 * engine words it (« barèmes au 1er octobre 2025 »), never a claim of being the latest.
 */
export function simulatorHowToLd(site: URL | undefined, scale: string): JsonLd {
  const url = (path: string) => new URL(path, site ?? 'https://www.apl-simulateur.fr').toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: 'Estimer son APL en ligne',
    description: `Estimer gratuitement le montant de son aide personnalisée au logement avec la formule légale et les ${scale}.`,
    totalTime: 'PT3M',
    estimatedCost: { '@type': 'MonetaryAmount', currency: 'EUR', value: '0' },
    step: [
      {
        '@type': 'HowToStep',
        position: 1,
        name: 'Renseignez votre situation',
        text: 'Code postal, loyer, statut et revenus : une question par écran.',
        url: url('/v2/simulateur/email'),
      },
      {
        '@type': 'HowToStep',
        position: 2,
        name: 'Calcul automatique',
        text: `La formule légale de l'aide au logement est appliquée avec les ${scale}.`,
        url: url('/v2/simulateur/email'),
      },
      {
        '@type': 'HowToStep',
        position: 3,
        name: 'Résultat immédiat',
        text: 'Le montant mensuel estimé s’affiche avec chaque étape du calcul et les démarches à faire.',
        url: url('/v2/simulateur/email'),
      },
    ],
  };
}

export function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** JSON for a <script type="application/ld+json">: `</script>` and `<!--` can never close or break it. */
export function jsonLdString(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
