/**
 * A loaded recipe: portions scaled to the chosen heads, ingredients with net and gross amounts, costs,
 * nutrient chart per portion, allergens, difficulty, season; own recipes can be edited (autosaved). A
 * recipe of the kitchen's Träger (`organisation`) is read-only for everyone, admins too: only the
 * Träger-Leitung changes it (docs/data-model.md, "Organisations (Träger)"); it can be copied as an own one.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AGE_GROUPS,
  DEFAULT_HEADS,
  ageGroupLabel,
  difficultyLabel,
  dishTypeLabel,
  formatHeadcounts,
  hasFeature,
  recipeAllergens,
  recipeOwnAllergenIngredients,
  recipeCost,
  recipeNutrients,
  scaleRecipe,
  type AgeGroupId,
  type Headcounts,
  type PlannerData,
  type Recipe,
} from '@speiseplaner/shared';
import { useAppSelector } from '../../platform/hooks';
import { useMay } from '../../platform/roles';
import AllergenList from './AllergenList';
import HeadcountInputs from '../../components/HeadcountInputs';
import NewRecipeDialog from './NewRecipeDialog';
import NutrientChart from './NutrientChart';
import RecipeCosts from './RecipeCosts';
import RecipeEditor from './RecipeEditor';
import RecipeImages from './RecipeImages';
import RecipePhotoGallery from './RecipePhotoGallery';
import RecipeIngredientsTable from './RecipeIngredientsTable';
import SeasonMonths from './SeasonMonths';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2, breakInside: 'avoid' }}>
      <Typography variant="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export default function RecipeDetails({ recipe, data }: { recipe: Recipe; data: PlannerData }) {
  // Own recipes belong to the current kitchen (recipe.owner is its id).
  const kitchenId = useAppSelector((state) => state.auth.user?.kitchenId || state.auth.user?.id);
  // A reader (Lesen) views and prints, nothing more (platform/roles.ts).
  const mayEdit = useMay('edit');
  const defaultHeads = useAppSelector((state) => state.auth.user?.heads ?? DEFAULT_HEADS);
  const location = useLocation();
  const admin = useAppSelector((state) => state.auth.user?.admin === true);
  // Changing a recipe or its photos is the feature „Rezepte“ of the kitchen, for admins too (the backend
  // refuses `recipes/save`, `recipes/addImage` and `recipes/deleteImage` without it).
  const withRecipes = useAppSelector((state) => hasFeature(state.auth.user?.features, 'recipes'));
  const own = recipe.owner !== undefined && recipe.owner === kitchenId;
  const traeger = useAppSelector((state) => state.auth.user?.organisation);
  const fromOrganisation = recipe.organisation !== undefined;
  // The Träger's name when the recipe is the current kitchen's Träger's (it always is, as listed).
  const traegerName = traeger && traeger.id === recipe.organisation ? traeger.name : undefined;
  // Admins edit the shared recipes with the same editor; a kitchen only its own; nobody the Träger's.
  const shared = recipe.owner === undefined && !fromOrganisation;
  const editable = mayEdit && withRecipes && !fromOrganisation && (own || (admin && shared));
  const [editing, setEditing] = useState(
    editable && (location.state as { edit?: boolean } | null)?.edit === true,
  );
  const [copying, setCopying] = useState(false);
  const [heads, setHeads] = useState<Headcounts>(defaultHeads);
  const firstEating = AGE_GROUPS.find((g) => (heads[g.id] ?? 0) > 0)?.id ?? 'kiga';
  const [group, setGroup] = useState<AgeGroupId | null>(null);
  const chartGroup = group ?? firstEating;

  const lines = scaleRecipe(data, recipe, heads);
  return (
    <Stack spacing={2} className="recipe-page">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          {recipe.name}
        </Typography>
        {editable ? (
          <Button
            className="no-print"
            variant={editing ? 'contained' : 'outlined'}
            onClick={() => setEditing(!editing)}
          >
            {editing ? 'Bearbeiten beenden' : 'Bearbeiten'}
          </Button>
        ) : null}
        {!own && mayEdit ? (
          <Button className="no-print" variant="outlined" onClick={() => setCopying(true)}>
            Als eigenes Rezept kopieren
          </Button>
        ) : null}
        <Button className="no-print" variant="outlined" onClick={() => window.print()}>
          Drucken
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip label={dishTypeLabel(recipe.dishType)} />
        {recipe.category ? <Chip label={recipe.category} /> : null}
        <Chip label={`Aufwand: ${difficultyLabel(recipe.complexity)}`} />
        {own ? (
          <Chip
            color="primary"
            label={recipe.author ? `Eigenes Rezept von ${recipe.author}` : 'Eigenes Rezept'}
          />
        ) : null}
        {fromOrganisation ? (
          <Chip
            color="primary"
            label={traegerName ? `Rezept des Trägers ${traegerName}` : 'Rezept des Trägers'}
          />
        ) : null}
        {!own && recipe.author ? <Chip variant="outlined" label={`Rezept von ${recipe.author}`} /> : null}
        {recipe.tags.map((t) => (
          <Chip key={t} variant="outlined" label={t} />
        ))}
      </Stack>
      <SeasonMonths months={recipe.months} />
      <RecipeImages slug={recipe.slug} name={recipe.name} />
      {/* Photos: a cook adds and deletes them on own recipes, an admin on shared ones (the Verwaltung). */}
      <RecipePhotoGallery recipeId={recipe.slug} name={recipe.name} mayChange={editable} shared={shared} />

      {fromOrganisation ? (
        <Typography className="no-print" color="text.secondary">
          Dieses Rezept hat {traegerName ? `der Träger ${traegerName}` : 'Ihr Träger'} für alle seine Küchen
          freigegeben. Ändern kann es nur die Träger-Leitung; für eine eigene Variante wählen Sie „Als eigenes
          Rezept kopieren“.
        </Typography>
      ) : null}
      {editing && shared ? (
        <Alert severity="warning" className="no-print">
          Sie bearbeiten ein gemeinsames Rezept: Jede Änderung gilt sofort für alle Küchen.
        </Alert>
      ) : null}
      {editing ? <RecipeEditor recipe={recipe} /> : null}

      <Section title="Personen">
        <div className="no-print">
          <HeadcountInputs heads={heads} onChange={setHeads} />
        </div>
        {/* Paper shows the counts the amounts were scaled for, not input boxes. */}
        <Typography data-testid="print-heads" sx={{ display: 'none', displayPrint: 'block' }}>
          Für {formatHeadcounts(heads)}
        </Typography>
      </Section>
      <Section title="Zutaten">
        <RecipeIngredientsTable lines={lines} total={recipeCost(data, recipe, heads)} />
      </Section>
      <Section title="Kosten">
        <RecipeCosts data={data} recipe={recipe} heads={heads} />
      </Section>
      <Section title="Nährwerte je Portion">
        <TextField
          className="no-print"
          select
          size="small"
          label="Portion für"
          value={chartGroup}
          onChange={(e) => setGroup(e.target.value as AgeGroupId)}
          sx={{ mb: 2, minWidth: 220 }}
        >
          {AGE_GROUPS.map((g) => (
            <MenuItem key={g.id} value={g.id}>
              {g.label}
            </MenuItem>
          ))}
        </TextField>
        <NutrientChart
          nutrients={recipeNutrients(data, recipe, chartGroup)}
          label={ageGroupLabel(chartGroup)}
        />
      </Section>
      <Section title="Allergene und Zusatzstoffe">
        <AllergenList ids={recipeAllergens(data, recipe)} own={recipeOwnAllergenIngredients(data, recipe)} />
      </Section>
      {copying ? <NewRecipeDialog template={recipe} onClose={() => setCopying(false)} /> : null}
      {recipe.method ? (
        <Section title="Zubereitung">
          <Typography sx={{ whiteSpace: 'pre-line' }}>{recipe.method}</Typography>
        </Section>
      ) : null}
    </Stack>
  );
}
