/**
 * Where rents are capped (encadrement des loyers, article 140 of the loi ELAN): the list of communes kept with its
 * sources in content/data/encadrement-loyers (README there), read at the boundary with `rentControlListSchema`
 * (src/lib/build/rent-control.ts), and what a city page says of its commune on a given day. Pure: the list and
 * the day are arguments.
 */
import { z } from 'zod';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const link = z.object({ libelle: z.string().min(1), url: z.url({ protocol: /^https$/ }) });

export const rentControlListSchema = z.object({
  etablieLe: day,
  etablieDapres: z.string().min(1),
  baseLegale: z.object({
    texte: z.string().min(1),
    url: z.url(),
    finPrevue: day,
    finNote: z.string().min(1),
  }),
  informations: link,
  territoires: z.array(
    z.object({
      id: z.string().min(1),
      nom: z.string().min(1),
      decret: z.object({ reference: z.string().min(1), date: day.nullable() }),
      enVigueurDepuis: day.nullable(),
      loyersDeReference: link.nullable(),
      note: z.string().optional(),
      communes: z
        .array(z.object({ insee: z.string().regex(/^(\d{5}|2[AB]\d{3})$/), nom: z.string().min(1) }))
        .min(1),
    }),
  ),
});
export type RentControlList = z.infer<typeof rentControlListSchema>;

export type RentControl = {
  /** The territory whose décret covers the commune (« Plaine Commune », « Lyon et Villeurbanne »). */
  territory: string;
  /** First day the reference rents applied (YYYY-MM-DD), or null when the list could not establish it. */
  since: string | null;
  decree: string;
  /** Where the reference rents are looked up: the official site, else the Service-Public.fr page. */
  check: { libelle: string; url: string };
  legalBasis: { texte: string; url: string };
  /** The experimentation's end set by law (YYYY-MM-DD) and whether `today` is past it. */
  end: { day: string; note: string; passed: boolean };
  /** The day the list was drawn up, and from what. */
  list: { day: string; from: string };
};

/** What applies to the commune `insee` on `today` (YYYY-MM-DD), or null where the list does not name it. */
export function rentControlOf(list: RentControlList, insee: string, today: string): RentControl | null {
  const territory = list.territoires.find((t) => t.communes.some((c) => c.insee === insee.toUpperCase()));
  if (!territory) return null;
  // Not yet in force on that day: nothing to say on the page.
  if (territory.enVigueurDepuis && territory.enVigueurDepuis > today) return null;
  const { baseLegale } = list;
  return {
    territory: territory.nom,
    since: territory.enVigueurDepuis,
    decree: territory.decret.reference,
    check: territory.loyersDeReference ?? list.informations,
    legalBasis: { texte: baseLegale.texte, url: baseLegale.url },
    end: { day: baseLegale.finPrevue, note: baseLegale.finNote, passed: today > baseLegale.finPrevue },
    list: { day: list.etablieLe, from: list.etablieDapres },
  };
}
