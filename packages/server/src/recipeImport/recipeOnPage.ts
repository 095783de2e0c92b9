import { type Element, isTag } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';

// Finding the schema.org Recipe a page describes. Recipe sites publish it as JSON-LD (one object, an array, an
// @graph of the page's things, @type as a string or a list) or as microdata attributes on the visible page.
// Both come out in JSON-LD's shape, so one reader (recipeDraft.ts) turns either into our draft.

export type SchemaThing = Record<string, unknown>;

function typesOf(thing: SchemaThing): string[] {
  const type = thing['@type'];
  const list = Array.isArray(type) ? type : [type];
  // "Recipe", "schema:Recipe" and "https://schema.org/Recipe" all name the same type.
  return list.filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^.*[/:#]/, ''));
}

export function isOfType(thing: unknown, type: string): thing is SchemaThing {
  return typeof thing === 'object' && thing !== null && typesOf(thing as SchemaThing).includes(type);
}

/** Every object of a JSON-LD document, arrays and @graph unrolled (nested things are read where they are used). */
function thingsOf(data: unknown): SchemaThing[] {
  if (Array.isArray(data)) return data.flatMap(thingsOf);
  if (typeof data !== 'object' || data === null) return [];
  const thing = data as SchemaThing;
  return [thing, ...thingsOf(thing['@graph'])];
}

function jsonLdRecipe(scripts: Element[]): SchemaThing | undefined {
  for (const script of scripts) {
    let data: unknown;
    try {
      data = JSON.parse(DomUtils.textContent(script));
    } catch {
      continue; // A broken block of someone else's JSON is not a reason to fail; microdata may still be there.
    }
    const recipe = thingsOf(data).find((thing) => isOfType(thing, 'Recipe'));
    if (recipe) return recipe;
  }
  return undefined;
}

/** An element's microdata value: the attribute HTML says carries it, else its text. */
function propertyValue(element: Element): unknown {
  if ('itemscope' in element.attribs) return microdataThing(element);
  const attribute = { meta: 'content', img: 'src', a: 'href', link: 'href', time: 'datetime', data: 'value' }[
    element.name
  ];
  const value = attribute === undefined ? undefined : element.attribs[attribute];
  // innerHTML-like text keeps <br> and <p> so instructions in one element still split into steps.
  return value ?? DomUtils.getInnerHTML(element);
}

/** The properties of one itemscope: those of its descendants, but not of the items nested inside it. */
function microdataThing(scope: Element): SchemaThing {
  const thing: SchemaThing = { '@type': scope.attribs.itemtype ?? '' };
  const visit = (element: Element) => {
    for (const child of element.children) {
      if (!isTag(child)) continue;
      const names = child.attribs.itemprop?.split(/\s+/).filter(Boolean) ?? [];
      for (const name of names) {
        const value = propertyValue(child);
        const existing = thing[name];
        thing[name] =
          existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
      }
      if (!('itemscope' in child.attribs)) visit(child);
    }
  };
  visit(scope);
  return thing;
}

/** The page's schema.org Recipe, from JSON-LD or else microdata, or undefined when it has none. */
export function recipeOnPage(html: string): SchemaThing | undefined {
  const document = parseDocument(html);
  const scripts = DomUtils.findAll(
    (element) => element.name === 'script' && /ld\+json/i.test(element.attribs.type ?? ''),
    document.children,
  );
  const fromJsonLd = jsonLdRecipe(scripts);
  if (fromJsonLd) return fromJsonLd;
  const scope = DomUtils.findOne(
    (element) =>
      'itemscope' in element.attribs && /schema\.org\/Recipe$/i.test(element.attribs.itemtype ?? ''),
    document.children,
  );
  return scope ? microdataThing(scope) : undefined;
}
