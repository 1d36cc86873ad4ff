/** The controller's action table: type → handler (one file each, grouped by area) + the shared ACTIONS entry. */
import { routingTable } from '../lib/routingTable';
import { listKitchenRecipes } from './admin/kitchenRecipes';
import { listAudit } from './admin/listAudit';
import { listKitchens } from './admin/listKitchens';
import { setAccess } from './admin/setAccess';
import { setAdmin } from './admin/setAdmin';
import { shareRecipe } from './admin/shareRecipe';
import { checkFetchIngredients } from './ingredients/checkFetch';
import { fetchAllIngredients } from './ingredients/fetchAll';
import { saveIngredient } from './ingredients/save';
import { listMasterplanTemplates } from './masterplan/listTemplates';
import { listMasterplanWeeks } from './masterplan/listWeeks';
import { saveMasterplanWeek } from './masterplan/saveWeek';
import { confirmNewsletter } from './newsletter/confirm';
import { subscribeToNewsletter } from './newsletter/subscribe';
import { unsubscribeFromNewsletter } from './newsletter/unsubscribe';
import { acceptKitchenInvitation } from './organisation/accept';
import { createOrganisation } from './organisation/create';
import { getOrganisation } from './organisation/get';
import { showKitchenInvitation } from './organisation/invitation';
import { inviteKitchen } from './organisation/inviteKitchen';
import { leaveOrganisation } from './organisation/leave';
import { showOrganisationOverview } from './organisation/overview';
import { showOrganisationPrices } from './organisation/prices';
import { listOrganisationRecipes } from './organisation/recipes';
import { removeOrganisationKitchen } from './organisation/removeKitchen';
import { shareOrganisationRecipe } from './organisation/shareRecipe';
import { saveOrganisationPrices } from './organisation/savePrices';
import { withdrawKitchenInvitation } from './organisation/withdrawInvitation';
import { withdrawOrganisationRecipe } from './organisation/withdrawRecipe';
import { listPlanWeeks } from './plan/listWeeks';
import { saveNewPlanWeek } from './plan/saveNewWeek';
import { savePlanWeek } from './plan/saveWeek';
import { planStats } from './plan/stats';
import { fetchRecipe } from './recipes/fetch';
import { listRecipes } from './recipes/list';
import { listRecipeImages } from './recipes/listImages';
import { addRecipeImage } from './recipes/addImage';
import { deleteRecipeImage } from './recipes/deleteImage';
import { saveRecipe } from './recipes/save';
import { fetchShoppingList } from './shoppingLists/fetch';
import { listShoppingLists } from './shoppingLists/list';
import { newShoppingList } from './shoppingLists/new';
import { saveShoppingList } from './shoppingLists/save';
import { setUserAllergens } from './user/allergens';
import { setUserPrices } from './user/prices';
import { updateProfile } from './user/updateProfile';
import { validateUser } from './user/validate';
import { acceptInvitation } from './team/accept';
import { inviteToTeam } from './team/invite';
import { leaveKitchen } from './team/leave';
import { listTeam } from './team/list';
import { removeMember } from './team/remove';
import { setMemberRole } from './team/setRole';
import { withdrawInvitation } from './team/withdraw';
import { listAllVideos } from './videos/all';
import { deleteVideo } from './videos/delete';
import { listVideos } from './videos/list';
import { saveVideo } from './videos/save';

export const CONTROLLER_ACTIONS = routingTable({
  'admin/listKitchens': listKitchens,
  'admin/setAccess': setAccess,
  'admin/setAdmin': setAdmin,
  'admin/listAudit': listAudit,
  'admin/kitchenRecipes': listKitchenRecipes,
  'admin/shareRecipe': shareRecipe,
  'ingredients/fetchAll': fetchAllIngredients,
  'ingredients/checkFetch': checkFetchIngredients,
  'ingredients/save': saveIngredient,
  'masterplan/listWeeks': listMasterplanWeeks,
  'masterplan/saveWeek': saveMasterplanWeek,
  'masterplan/listTemplates': listMasterplanTemplates,
  'newsletter/subscribe': subscribeToNewsletter,
  'newsletter/confirm': confirmNewsletter,
  'newsletter/unsubscribe': unsubscribeFromNewsletter,
  'org/create': createOrganisation,
  'org/get': getOrganisation,
  'org/inviteKitchen': inviteKitchen,
  'org/withdrawInvitation': withdrawKitchenInvitation,
  'org/removeKitchen': removeOrganisationKitchen,
  'org/invitation': showKitchenInvitation,
  'org/accept': acceptKitchenInvitation,
  'org/leave': leaveOrganisation,
  'org/overview': showOrganisationOverview,
  'org/recipes': listOrganisationRecipes,
  'org/shareRecipe': shareOrganisationRecipe,
  'org/withdrawRecipe': withdrawOrganisationRecipe,
  'org/prices': showOrganisationPrices,
  'org/savePrices': saveOrganisationPrices,
  'plan/listWeeks': listPlanWeeks,
  'plan/saveNewWeek': saveNewPlanWeek,
  'plan/saveWeek': savePlanWeek,
  'plan/stats': planStats,
  'recipes/fetch': fetchRecipe,
  'recipes/list': listRecipes,
  'recipes/save': saveRecipe,
  'recipes/listImages': listRecipeImages,
  'recipes/addImage': addRecipeImage,
  'recipes/deleteImage': deleteRecipeImage,
  'shoppingLists/list': listShoppingLists,
  'shoppingLists/fetch': fetchShoppingList,
  'shoppingLists/save': saveShoppingList,
  'shoppingLists/new': newShoppingList,
  'user/validate': validateUser,
  'user/updateProfile': updateProfile,
  'user/prices': setUserPrices,
  'user/allergens': setUserAllergens,
  'team/list': listTeam,
  'team/invite': inviteToTeam,
  'team/withdraw': withdrawInvitation,
  'team/setRole': setMemberRole,
  'team/remove': removeMember,
  'team/leave': leaveKitchen,
  'team/accept': acceptInvitation,
  'videos/list': listVideos,
  'videos/all': listAllVideos,
  'videos/save': saveVideo,
  'videos/delete': deleteVideo,
});
