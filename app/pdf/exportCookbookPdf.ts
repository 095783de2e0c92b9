// Cookbook PDF export in the browser (SPEC §9): jsPDF loads only when a member asks for a PDF; each recipe's
// details come through the client; @potluck/domain lays the pages out and this file replays the draw ops.
import type { Cookbook } from '@potluck/contract';
import {
  isMemberRecipeId,
  layoutCookbookPdf,
  type PdfRecipe,
  pdfFileName,
  pdfLayoutConstants,
  pdfPage,
} from '@potluck/domain';
import type { client as appClient } from '../services.ts';

type RecipeSource = Pick<typeof appClient, 'getMemberRecipe' | 'getExternalRecipe'>;

/** The pot icon, square like the header's logo box: the site's favicon drawn on a canvas as a PNG. */
async function loadLogo(): Promise<string | null> {
  try {
    const image = new Image();
    image.src = '/favicon.svg';
    await image.decode();
    const canvas = document.createElement('canvas');
    // Four pixels per point of the 36 pt box, so the logo stays sharp in print.
    canvas.width = 4 * pdfLayoutConstants.logoSize;
    canvas.height = canvas.width;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/png');
  } catch {
    // A PDF without the logo is still the cookbook.
    return null;
  }
}

async function recipeOf(source: RecipeSource, id: string): Promise<PdfRecipe | null> {
  try {
    const view = isMemberRecipeId(id) ? await source.getMemberRecipe(id) : await source.getExternalRecipe(id);
    return {
      title: view.title,
      servings: view.servings ?? null,
      readyMinutes: view.readyInMinutes,
      ingredients: view.ingredients,
      steps: view.steps,
    };
  } catch {
    // A recipe that can no longer be read (deleted, private) is left out rather than failing the export.
    return null;
  }
}

export function cookbookPdfExporter(source: RecipeSource, siteAddress: string) {
  return async function exportCookbookPdf(cookbook: Cookbook): Promise<void> {
    const [{ jsPDF }, logo, recipes] = await Promise.all([
      import('jspdf'),
      loadLogo(),
      Promise.all(cookbook.recipes.map((id) => recipeOf(source, id))),
    ]);
    const pdf = new jsPDF({ orientation: pdfPage.orientation, unit: pdfPage.unit, format: pdfPage.format });
    const measure = (text: string, size: number, bold = false) => {
      pdf.setFont('helvetica', bold ? 'bold' : 'normal');
      pdf.setFontSize(size);
      return pdf.getTextWidth(text);
    };
    const pages = layoutCookbookPdf(
      {
        cookbookTitle: cookbook.title,
        siteAddress,
        recipes: recipes.filter((recipe): recipe is PdfRecipe => recipe !== null),
      },
      measure,
    );
    pages.forEach((ops, index) => {
      if (index > 0) pdf.addPage();
      for (const op of ops) {
        if (op.kind === 'image') {
          if (logo) pdf.addImage(logo, 'PNG', op.x, op.y, op.w, op.h);
          continue;
        }
        pdf.setFont('helvetica', op.bold ? 'bold' : 'normal');
        pdf.setFontSize(op.size);
        pdf.text(op.text, op.x, op.y);
      }
    });
    pdf.save(pdfFileName(cookbook.title));
  };
}
