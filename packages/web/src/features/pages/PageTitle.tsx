/** Moved to components/PageTitle; this re-export goes once the week pages import it from there (#16). */
export { default, SITE_NAME } from '../../components/PageTitle';
