import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useCaseById } from '@site/shared/cms';
import { useLocation, useParams } from '@site/shared/router';
import { paths, successCasePath } from '@site/shared/routes';
import { Seo } from '@site/shared/seo';
import { EmptyState, LoadingState } from '@site/shared/ui/content-states';
import { BackLink } from '../../components/back-link';
import { CaseHero, CaseVideo, ChallengeAndSolution, CompanySection, OutstandingSection, ResultsSection } from './case-sections';
import { caseIdFromRoute, passedCase } from './success-case-state';

/**
 * /casos-exito/{id}: the case passed along from the list, otherwise fetched
 * by id, so the page also works when opened directly (SPEC §2.17, §4).
 */
export default function SuccessCasePage() {
  const { id: param } = useParams();
  const location = useLocation();
  const id = caseIdFromRoute(param);
  const passed = id === null ? null : passedCase(location.state, id);
  const fetched = useCaseById(passed || id === null ? null : id);
  const successCase = passed ?? fetched.item;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <BackLink to={paths.successCases}>Volver a casos de éxito</BackLink>
      {fetched.isLoading ? (
        <LoadingState label="Cargando caso de éxito…" />
      ) : !successCase ? (
        <Box sx={{ mt: 4 }}>
          <Seo title={fetched.failed ? 'Casos de Éxito' : 'Caso no encontrado'} path={param ? successCasePath(param) : paths.successCases} />
          <EmptyState>
            {fetched.failed
              ? 'No pudimos cargar este caso de éxito en este momento. Inténtalo de nuevo en unos minutos.'
              : 'No encontramos este caso de éxito. Puede que ya no esté publicado.'}
          </EmptyState>
        </Box>
      ) : (
        <article>
          <Seo
            title={successCase.title}
            description={successCase.description || undefined}
            path={successCasePath(successCase.id)}
            image={successCase.image?.url}
          />
          <CaseHero successCase={successCase} />
          <CompanySection successCase={successCase} />
          <OutstandingSection successCase={successCase} />
          <ChallengeAndSolution successCase={successCase} />
          <CaseVideo successCase={successCase} />
          <ResultsSection successCase={successCase} />
        </article>
      )}
    </Container>
  );
}
