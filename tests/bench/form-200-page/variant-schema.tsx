/** Bench variant "schema": the renderer's real FormDialog (page container, add mode) for the bench entity. */
import { RendererProvider } from '../../../renderers/context';
import { FormDialog } from '../../../renderers/form/FormDialog';
import { benchEntity, benchPage, benchServices } from '../form-200-schema';

export function variantElement() {
  return (
    <RendererProvider services={benchServices}>
      <FormDialog
        page={benchPage}
        entity={benchEntity}
        mode="add"
        onClose={() => undefined}
        onSaved={() => undefined}
      />
    </RendererProvider>
  );
}
