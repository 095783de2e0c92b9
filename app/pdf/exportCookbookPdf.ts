// Cookbook PDF export in the browser (SPEC §9): jsPDF loads only when a member asks for a PDF; each recipe's
// details come through the client; @potluck/domain lays the pages out and this file replays the draw ops.
import type { Cookbook } from '@potluck/contract';
import { isMemberRecipeId, layoutCookbookPdf, type PdfRecipe, pdfFileName, pdfPage } from '@potluck/domain';
import type { client as appClient } from '../services.ts';

type RecipeSource = Pick<typeof appClient, 'getMemberRecipe' | 'getExternalRecipe'>;

async function loadLogo(): Promise<string | null> {
  try {
    const response = await fetch('/logo.png');
    if (!response.ok) return null;
    const blob = await response.blob();
    return await new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(blob);
    });
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
